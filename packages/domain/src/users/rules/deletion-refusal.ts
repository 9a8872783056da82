import type { ApiError } from '../../common/schemas';
import { ERRORS } from '../../messages';
import type { Actor } from '../../permissions/capabilities';
import { userRowActions, type UserRow } from '../../permissions/users';

/**
 * Why the actor may not delete the listed users (`DELETE /api/user/{id}`, `POST /api/user/delete`), or
 * null when they may delete every one of them. All or nothing: the first id that is unknown answers 404
 * 'Not found', the first user the actor may not delete (yourself, a CompanyOwner unless you are one, a
 * user of another company for the company roles: `userRowActions`) 403; then nobody is deleted.
 */
export function deletionRefusal(actor: Actor, ids: readonly number[], users: readonly UserRow[]): ApiError | null {
  for (const id of ids) {
    const user = users.find((candidate) => candidate.id === id);
    if (!user) return { message: ERRORS.notFound, statusCode: 404 };
    if (!userRowActions(actor, user).canDelete) return { message: ERRORS.forbidden, statusCode: 403 };
  }
  return null;
}
