import { contract } from '@roombook/domain/contract/index';
import { isAdminRole } from '@roombook/domain/roles';
import { contractHandler } from '../lib/contract-handler';
import type { MockStore } from '../data/store';

/**
 * Canteen calls. The list follows the contract: every canteen for SuperAdmin, Admin and CanteenManager,
 * the canteens at the company's locations for CompanyOwner and CompanyManager; the tablet password only
 * for SuperAdmin and Admin.
 */
export const canteenHandlers = (store: MockStore) => [
  contractHandler(store, contract.canteen.list, ({ actor }) => {
    const locationIds = actor.company?.locations.map((location) => location.id) ?? [];
    const visible =
      isAdminRole(actor.role) || actor.role === 'CanteenManager'
        ? store.canteens
        : store.canteens.filter((canteen) => locationIds.includes(canteen.locationId));
    return visible.map((canteen) => (isAdminRole(actor.role) ? canteen : { ...canteen, password: null }));
  }),
];
