import type { ApiError } from '../schemas';
import { ERRORS } from '../../messages';

/**
 * Why a bulk action over `ids` (`{ items }`) is refused, or null when it may go ahead. Bulk actions are all
 * or nothing: when one id is not among the records the caller may act on (`known`), nothing changes and
 * the answer is 404 'Not found'. Repeated ids count once.
 */
export function bulkRefusal(ids: readonly number[], known: Iterable<number>): ApiError | null {
  const present = new Set(known);
  return ids.every((id) => present.has(id)) ? null : { statusCode: 404, message: ERRORS.notFound };
}
