import type { ApiError } from '../../common/schemas';
import type { Location } from '../../locations/schemas';
import { visibleLocations, type LocationViewer } from '../../locations/rules/visible-locations';
import { ERRORS, SERVER_MESSAGES } from '../../messages';
import type { Role } from '../../roles';
import { USER_MESSAGES } from '../page';

/** Who updates a profile: the signed-in user. */
export interface ProfileOwner extends LocationViewer {
  id: number;
  companyId: number | null;
  /** The primary location the profile has now. */
  primaryLocationId: number | null;
}

/** What of the body the rules read. */
export interface ProfileChange {
  role?: Role | undefined;
  companyId?: number | undefined;
  primaryLocationId?: number | null | undefined;
}

/**
 * Why the signed-in user may not make this change to their own profile (`PUT /api/user/{id}` with their
 * own id), or null when they may:
 * - another user's id: 403 'You do not have permission to do this' (administrators editing the users they
 *   manage is the Users screen's, with its own rules);
 * - a different role or company: 403 'You can not change your own role or company';
 * - a primary location that does not exist: 400 'Unknown location';
 * - a primary location the user does not book in (`visibleLocations`: an active location of their company,
 *   any active one for SuperAdmin and Admin): 400 'You can not book rooms in this location'.
 * Null (no primary location) is always allowed, and so is the primary location the profile already has (the
 * form sends it back unchanged; a location the company has since lost must not block the other fields).
 * `location` is the record of `change.primaryLocationId`.
 */
export function ownProfileRefusal(
  owner: ProfileOwner,
  targetId: number,
  change: ProfileChange,
  location: Pick<Location, 'id' | 'isActive'> | undefined,
): ApiError | null {
  if (targetId !== owner.id) return { message: ERRORS.forbidden, statusCode: 403 };
  if ((change.role !== undefined && change.role !== owner.role) || (change.companyId !== undefined && change.companyId !== owner.companyId)) {
    return { message: USER_MESSAGES.ownRoleOrCompany, statusCode: 403 };
  }
  const wanted = change.primaryLocationId;
  if (wanted === undefined || wanted === null || wanted === owner.primaryLocationId) return null;
  if (location?.id !== wanted) return { message: SERVER_MESSAGES.unknownLocation, statusCode: 400 };
  if (visibleLocations(owner, [location], []).length === 0) {
    return { message: USER_MESSAGES.primaryLocationNotBookable, statusCode: 400 };
  }
  return null;
}
