import { z } from 'zod';
import { DEVICE_PASSWORD_MIN, NAME_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { booleanField, emailField, idField, passwordField, requiredText } from '../common/fields';

/**
 * A device password (canteen and reception tablets, §5): at least 4 characters; missing says the same. At
 * most PASSWORD_MAX.
 */
export const devicePasswordField = () => passwordField(DEVICE_PASSWORD_MIN, VALIDATION.devicePasswordMin);

/** The canteen form and the body of `POST /api/canteen/` and `PUT /api/canteen/{id}` (§5). */
export const CanteenBody = z.object({
  locationId: idField(),
  password: devicePasswordField(),
  /** A checkbox: unchecked (absent) is false. */
  printerEnabled: booleanField(),
});
export type CanteenFormInput = z.input<typeof CanteenBody>;
export type CanteenBody = z.infer<typeof CanteenBody>;

/** A canteen (§3). `user` is its manager, or null ('No manager selected'). */
export const Canteen = z.object({
  id: z.number().int(),
  locationId: z.number().int(),
  location: z.object({ name: z.string() }),
  password: z
    .string()
    .nullable()
    .describe('The canteen tablet password, for SuperAdmin and Admin; null for every other role'),
  printerEnabled: z.boolean(),
  user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type Canteen = z.infer<typeof Canteen>;

const managerFields = {
  firstName: requiredText(VALIDATION.required, { max: NAME_MAX }),
  lastName: requiredText(VALIDATION.required, { max: NAME_MAX }),
  email: emailField(VALIDATION.required, VALIDATION.mustBeEmail),
};

/**
 * The 'Add canteen manager' form and the body of `POST /api/user/register-canteen-manager` (§3, §5): the
 * manager's name and email and the canteen they manage.
 */
export const CanteenManagerBody = z.object({ ...managerFields, canteenId: idField() });
export type CanteenManagerFormInput = z.input<typeof CanteenManagerBody>;
export type CanteenManagerBody = z.infer<typeof CanteenManagerBody>;

/** Editing a canteen manager (§5): first name, last name, email (sent with `PUT /api/user/{id}`). */
export const CanteenManagerEditFormSchema = z.object(managerFields);
export type CanteenManagerEditFormInput = z.input<typeof CanteenManagerEditFormSchema>;
