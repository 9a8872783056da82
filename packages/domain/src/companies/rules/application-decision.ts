import type { ApiError } from '../../common/schemas';
import { ERRORS } from '../../messages';
import type { CompanyApplication } from '../application-schemas';
import { APPLICATION_MESSAGES } from '../page';

/**
 * What is done with a company application (docs/decisions/032):
 * - 'create': `POST /api/company/` with its `applicationId` creates the company and accepts it;
 * - 'reject': `GET /api/company-application/{id}/reject`;
 * - 'accept': `GET /api/company-application/{id}/accept`, the spec's call after the create (§4): it accepts
 *   a pending application (a client that created the company without `applicationId`, docs/decisions/077)
 *   and answers an accepted one as it is, so it may be repeated.
 */
export type ApplicationAction = 'create' | 'reject' | 'accept';

/**
 * Why `action` cannot be done to an application in `status` (undefined: there is none), or null when it
 * can. An application is decided once: only a pending one is accepted (by creating its company, or by
 * 'accept') or rejected; deciding it again is 409 'This application has already been decided', except
 * 'accept' of an accepted one, which changes nothing and is null.
 */
export function applicationDecisionRefusal(
  status: CompanyApplication['status'] | undefined,
  action: ApplicationAction,
): ApiError | null {
  if (status === undefined) return { statusCode: 404, message: ERRORS.notFound };
  if (status === 'pending' || (action === 'accept' && status === 'accepted')) return null;
  return { statusCode: 409, message: APPLICATION_MESSAGES.decided };
}
