import type { ApiError } from '../../common/schemas';
import { ERRORS } from '../../messages';
import { can, type Actor } from '../../permissions/capabilities';

/** The fields of `PUT /api/company/{id}` a change carries (an image counts as a change of `image`). */
export interface CompanyChange {
  name?: unknown;
  office?: unknown;
  discount?: unknown;
  locations?: unknown;
  image?: unknown;
}

/** What a CompanyOwner may change of their own company (§2 My Company: name, office and image). */
export const OWNER_EDITABLE_FIELDS = ['name', 'office', 'image'] as const satisfies ReadonlyArray<keyof CompanyChange>;

/**
 * Why `actor` may not make `change` to the company `companyId` (`PUT /api/company/{id}`), or null when
 * they may (§6):
 * - SuperAdmin and Admin (`manageCompanies`) change any company, every field;
 * - a CompanyOwner (`editMyCompany`) changes only their own company, and of it only name, office and image;
 *   another company, or a discount or locations field (even unchanged), is 403;
 * - everyone else (the CompanyManager's My Company is read-only) is 403.
 * Whether the company exists is the caller's next question (404), so that an owner learns nothing of other
 * companies' ids.
 */
export function companyChangeRefusal(actor: Pick<Actor, 'role' | 'companyId'>, companyId: number, change: CompanyChange): ApiError | null {
  if (can(actor, 'manageCompanies')) return null;
  const forbidden = { statusCode: 403, message: ERRORS.forbidden };
  if (!can(actor, 'editMyCompany') || actor.companyId === null || actor.companyId !== companyId) return forbidden;
  const fields = (Object.keys(change) as Array<keyof CompanyChange>).filter((field) => change[field] !== undefined);
  return fields.every((field) => (OWNER_EDITABLE_FIELDS as readonly string[]).includes(field)) ? null : forbidden;
}
