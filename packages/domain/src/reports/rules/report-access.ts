import type { ApiError } from '../../common/schemas';
import { ERRORS } from '../../messages';
import { can, type Actor } from '../../permissions/capabilities';

/** A canteen as the report rules read it: who manages it (null: 'No manager selected'). */
export interface ReportedCanteen {
  managerId: number | null;
}

const notFound: ApiError = { message: ERRORS.notFound, statusCode: 404 };
const forbidden: ApiError = { message: ERRORS.forbidden, statusCode: 403 };

/**
 * Why the actor may not read the canteen report of a canteen (`POST /api/order/canteen-report` and its
 * Excel), as the API answers it, or null when they may (§6 "Canteen report"):
 * - a role without the report: 403;
 * - no such canteen: 404;
 * - a CanteenManager asking for a canteen they do not manage: 403 (they see their own canteen only).
 * SuperAdmin and Admin read every canteen's report. Whether the Excel download is allowed is the call's
 * roles (`downloadCanteenReport`: not a CanteenManager).
 */
export function canteenReportRefusal(actor: Pick<Actor, 'id' | 'role' | 'companyId'>, canteen: ReportedCanteen | undefined): ApiError | null {
  if (!can(actor, 'canteenReport')) return forbidden;
  if (!canteen) return notFound;
  if (actor.role === 'CanteenManager' && canteen.managerId !== actor.id) return forbidden;
  return null;
}

/**
 * Why the actor may not read the company canteen report of a canteen (`POST /api/order/company-report` and
 * its Excel), or null (§6 "Company canteen report"): a role without the report, or a company role without a
 * company, 403; no such canteen, 404. The report holds the actor's own company's orders only, whichever
 * canteen it is.
 */
export function companyReportRefusal(actor: Pick<Actor, 'role' | 'companyId'>, canteen: ReportedCanteen | undefined): ApiError | null {
  if (!can(actor, 'companyCanteenReport') || actor.companyId === null) return forbidden;
  if (!canteen) return notFound;
  return null;
}
