import { withDevicePassword } from '@roombook/domain/canteens/rules/device-password';
import { visibleCanteens } from '@roombook/domain/canteens/rules/visible-canteens';
import { contract } from '@roombook/domain/contract/index';
import { contractHandler } from '../lib/contract-handler';
import type { MockStore } from '../data/store';

/** Canteen calls: the list, as the domain's `visibleCanteens` and `withDevicePassword` show it to the caller. */
export const canteenHandlers = (store: MockStore) => [
  contractHandler(store, contract.canteen.list, ({ actor }) => {
    const viewer = { role: actor.role, companyLocationIds: actor.company?.locations.map((location) => location.id) ?? [] };
    return visibleCanteens(viewer, store.canteens).map((canteen) => withDevicePassword(actor, canteen));
  }),
];
