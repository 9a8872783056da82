import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '../constants';
import { Id, IsoInstant } from '../common/schemas';
import { emailField, requiredText } from '../common/fields';
import { VALIDATION } from '../messages';

/**
 * An expected guest of a booking (issue 29 §2, docs/decisions/103) as the booking's company and the administrators
 * see it. Anyone else who sees the booking gets `name` 'Guest of {company}' and no e-mail (`guestsAsSeenBy`).
 */
export const BookingGuest = z.object({
  id: z.number().int(),
  name: z.string().max(NAME_MAX),
  email: z.string().max(EMAIL_MAX).nullable(),
  arrivedAt: IsoInstant.nullable().describe('When the guest said at the reception that they had arrived; null until then'),
});
export type BookingGuest = z.infer<typeof BookingGuest>;

/** `POST /api/guest/booking/{id}` and the add-guest form: a name, and an e-mail if the booker has one. */
export const GuestBody = z.object({
  name: requiredText(VALIDATION.required, { max: NAME_MAX }),
  /** Optional; when given, a valid address (a blank form field is left out by the form, as every optional field). */
  email: emailField(VALIDATION.emailInvalid, VALIDATION.emailInvalid).optional(),
});
export type GuestFormInput = z.input<typeof GuestBody>;
export type GuestBody = z.infer<typeof GuestBody>;

/** `/api/guest/booking/{id}/{guestId}`: the booking and one of its guests. */
export const GuestParams = z.object({ id: Id, guestId: Id });
