import { can } from '../../permissions/capabilities';
import type { Role } from '../../roles';
import type { Canteen } from '../schemas';

/** Who asks: the role, and the locations of their company (none without a company). */
export interface CanteenViewer {
  role: Role;
  companyLocationIds: readonly number[];
}

/**
 * The canteens a role lists (`GET /api/canteen/`): every canteen for those who manage canteens or read the
 * canteen report (SuperAdmin, Admin, CanteenManager); the canteens at their company's locations for those
 * who read the company canteen report (CompanyOwner, CompanyManager); none for anyone else. In the order
 * of `canteens`. Who sees the tablet password is `withDevicePassword`.
 */
export function visibleCanteens<C extends Pick<Canteen, 'locationId'>>(viewer: CanteenViewer, canteens: readonly C[]): C[] {
  const actor = { role: viewer.role, companyId: null };
  if (can(actor, 'manageCanteens') || can(actor, 'canteenReport')) return [...canteens];
  if (can(actor, 'companyCanteenReport')) return canteens.filter((canteen) => viewer.companyLocationIds.includes(canteen.locationId));
  return [];
}
