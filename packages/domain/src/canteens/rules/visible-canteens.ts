import { can } from '../../permissions/capabilities';
import type { Role } from '../../roles';
import type { Canteen } from '../schemas';

/** Who asks: their id, their role, and the locations of their company (none without a company). */
export interface CanteenViewer {
  userId: number;
  role: Role;
  companyLocationIds: readonly number[];
}

/**
 * The canteens a role lists (`GET /api/canteen/`): every canteen for those who manage canteens (SuperAdmin,
 * Admin); the canteens a CanteenManager manages (their canteen report reads only those, §2); the canteens
 * at their company's locations for those who read the company canteen report (CompanyOwner,
 * CompanyManager); none for anyone else. In the order of `canteens`. Who sees the tablet password is
 * `withDevicePassword`.
 */
export function visibleCanteens<C extends Pick<Canteen, 'locationId'> & { managerId: number | null }>(viewer: CanteenViewer, canteens: readonly C[]): C[] {
  const actor = { role: viewer.role, companyId: null };
  if (can(actor, 'manageCanteens')) return [...canteens];
  if (can(actor, 'canteenReport')) return canteens.filter((canteen) => canteen.managerId === viewer.userId);
  if (can(actor, 'companyCanteenReport')) return canteens.filter((canteen) => viewer.companyLocationIds.includes(canteen.locationId));
  return [];
}
