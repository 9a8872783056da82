import type { ApiError } from '../../common/schemas';
import { ERRORS, VALIDATION } from '../../messages';
import { can, type Actor } from '../../permissions/capabilities';
import { canAssignRole, userRowActions, type UserRow } from '../../permissions/users';
import type { Role } from '../../roles';
import { needsCompany } from '../schemas';

/** The fields of an admin's `PUT /api/user/{id}` on another user (the Edit user form, §2, and its image). */
export const ADMIN_EDITABLE_FIELDS = ['firstName', 'lastName', 'email', 'office', 'mobile', 'role', 'companyId', 'image'] as const;

/** The user as the change leaves them: role and company. */
export interface UserPlacement {
  role: Role;
  companyId: number | null;
}

const forbidden: ApiError = { message: ERRORS.forbidden, statusCode: 403 };

/** The company a user of `role` keeps: only company members have one (an Admin's is dropped). */
export const companyFor = (role: Role, companyId: number | null): number | null => (needsCompany(role) ? companyId : null);

/**
 * What an administrator's edit asks of `current` (`PUT /api/user/{id}` on another user): the placement it
 * leaves them in (the role kept unless sent, the company kept unless sent, none for a role without one) and
 * the fields it sets (an attached picture counts as `image`), for `userChangeRefusal`.
 */
export function requestedEdit(
  current: UserPlacement,
  body: Readonly<Record<string, unknown>> & { role?: Role | undefined; companyId?: number | undefined },
  withImage: boolean,
): { placement: UserPlacement; fields: string[] } {
  const role = body.role ?? current.role;
  const fields = Object.keys(body).filter((key) => body[key] !== undefined);
  return { placement: { role, companyId: companyFor(role, body.companyId ?? current.companyId) }, fields: withImage ? [...fields, 'image'] : fields };
}

/**
 * Why `actor` may not create a user (`current` undefined: `POST /api/user/`, `POST /api/user/register`) or
 * edit `current` (an admin's `PUT /api/user/{id}` on another user) so that they end up as `next`, or null
 * when they may. One rule for the API and the mocks, built on the web's `userRowActions`:
 * - an edit of a row the Users table disables (own row, a CompanyOwner unless you are one, a role above
 *   yours, another company for the company roles): 403;
 * - a role the actor's form does not offer (`canAssignRole`: never SuperAdmin or CanteenManager, only User
 *   and CompanyManager for the company roles), unless it is the edited user's role already: 403;
 * - a company role putting the user outside their own company: 403;
 * - a company member (CompanyOwner, CompanyManager, User) without a company: 400 'Choose a company'.
 * An edit may only set `ADMIN_EDITABLE_FIELDS` (a password, PIN, primary location or notification flags are
 * the user's own): another field is 403. Whether the company exists is the caller's question.
 */
export function userChangeRefusal(
  actor: Actor,
  current: UserRow | undefined,
  next: UserPlacement,
  fields: readonly string[] = [],
): ApiError | null {
  if (current !== undefined) {
    if (!userRowActions(actor, current).canEdit) return forbidden;
    if (fields.some((field) => !(ADMIN_EDITABLE_FIELDS as readonly string[]).includes(field))) return forbidden;
  }
  if (next.role !== current?.role && !canAssignRole(actor, next.role)) return forbidden;
  if (!can(actor, 'manageUsers', { companyId: next.companyId })) return forbidden;
  if (needsCompany(next.role) && next.companyId === null) return { message: VALIDATION.chooseCompany, statusCode: 400 };
  return null;
}
