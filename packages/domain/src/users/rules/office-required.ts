import type { ApiError } from '../../common/schemas';
import { VALIDATION } from '../../messages';
import type { Role } from '../../roles';
import { needsOffice } from '../schemas';

/** A refusal of one field of the body, answered with the field's name as a schema's refusal is. */
export type FieldRefusal = ApiError & { field: string };

/**
 * Why a user of `role` may not be given this office by `PUT /api/user/{id}`, or null when they may: a blank
 * office ('' after the body's trim) is 400 'This field is required' on `office` for the users of a company
 * (`needsOffice`); SuperAdmin, Admin and CanteenManager may have none (docs/decisions/086). An office left
 * out of the body changes nothing and is never refused. `role` is the user's role after the change.
 */
export function officeRefusal(role: Role, office: string | undefined): FieldRefusal | null {
  if (office !== '' || !needsOffice(role)) return null;
  return { message: VALIDATION.required, statusCode: 400, field: 'office' };
}
