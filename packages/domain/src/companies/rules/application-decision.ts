import type { ApiError } from '../../common/schemas';
import { ERRORS } from '../../messages';
import type { CompanyApplication } from '../application-schemas';
import { APPLICATION_MESSAGES } from '../page';

/**
 * What is done with a company application (docs/decisions/032):
 * - 'create': `POST /api/company/` with its `applicationId` creates the company and accepts it;
 * - 'reject': `GET /api/company-application/{id}/reject`;
 * - 'accept': `GET /api/company-application/{id}/accept`, which decides nothing: it answers an accepted
 *   application (the spec's call after the create, so it may be repeated).
 */
export type ApplicationAction = 'create' | 'reject' | 'accept';

/**
 * Why `action` cannot be done to an application in `status` (undefined: there is none), or null when it
 * can. An application is decided once: only a pending one is accepted (by creating its company) or
 * rejected; deciding it again is 409 'This application has already been decided'. 'accept' of a pending
 * one is 409 'Create the company from this application first: that accepts it'; of an accepted one, null.
 */
export function applicationDecisionRefusal(
  status: CompanyApplication['status'] | undefined,
  action: ApplicationAction,
): ApiError | null {
  if (status === undefined) return { statusCode: 404, message: ERRORS.notFound };
  if (action === 'accept') {
    if (status === 'accepted') return null;
    return { statusCode: 409, message: status === 'pending' ? APPLICATION_MESSAGES.notAccepted : APPLICATION_MESSAGES.decided };
  }
  return status === 'pending' ? null : { statusCode: 409, message: APPLICATION_MESSAGES.decided };
}
