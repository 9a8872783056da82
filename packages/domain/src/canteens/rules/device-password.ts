import { can } from '../../permissions/capabilities';
import type { Role } from '../../roles';
import type { Canteen } from '../schemas';

/**
 * A canteen as the role receives it: the tablet password only for those who manage canteens (SuperAdmin
 * and Admin, §2 Manage Canteens shows it masked with a reveal toggle); null for every other role.
 */
export const withDevicePassword = <C extends Pick<Canteen, 'password'>>(viewer: { role: Role }, canteen: C): C =>
  can({ role: viewer.role, companyId: null }, 'manageCanteens') ? canteen : { ...canteen, password: null };
