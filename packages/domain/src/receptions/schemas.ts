import { z } from 'zod';
import { NAME_MAX, WIFI_NAME_MAX, WIFI_PASSWORD_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { idField, optionalText, requiredText } from '../common/fields';
import { devicePasswordField } from '../canteens/schemas';

/**
 * The reception form and the body of `POST /api/reception/` and `PUT /api/reception/{id}` (§5): name at
 * least 1 character, password at least 4, location required, wifi name and password optional. A PUT
 * replaces the record: a wifi field left out is cleared.
 */
export const ReceptionBody = z.object({
  name: requiredText(VALIDATION.required, { max: NAME_MAX }),
  password: devicePasswordField(),
  locationId: idField(),
  wifiName: optionalText({ max: WIFI_NAME_MAX }),
  wifiPass: optionalText({ max: WIFI_PASSWORD_MAX }),
});
export type ReceptionFormInput = z.input<typeof ReceptionBody>;
export type ReceptionBody = z.infer<typeof ReceptionBody>;

/** A reception (front-desk tablet) (§3), with its location's name for the table. */
export const Reception = z.object({
  id: z.number().int(),
  name: z.string(),
  password: z.string(),
  locationId: z.number().int(),
  location: z.object({ name: z.string() }),
  wifiName: z.string().nullable(),
  wifiPass: z.string().nullable(),
});
export type Reception = z.infer<typeof Reception>;
