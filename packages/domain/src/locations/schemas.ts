import { z } from 'zod';
import { LOCATION_DESCRIPTION_MAX, NAME_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { booleanField, requiredMultilineText, requiredText } from '../common/fields';
import { optionalImageField } from '../images/schemas';
import { CalendarRoom } from '../rooms/schemas';

/**
 * Body of `POST /api/location/` and `PUT /api/location/{id}` (§5): name required; description required,
 * at most 1500 characters; whether bookings must be checked in (issue 29 §1, docs/decisions/102). The PUT
 * replaces all three, so a body without `checkInRequired` turns check-in off. The image travels as the
 * multipart file part `image`, not in these fields.
 */
export const LocationBody = z.object({
  name: requiredText(VALIDATION.required, { max: NAME_MAX }),
  description: requiredMultilineText(VALIDATION.required, { max: LOCATION_DESCRIPTION_MAX, tooLong: VALIDATION.tooManyCharacters }),
  /** A checkbox ('on'), JSON true/false or the text 'true'/'false'; left out (an unchecked box), false. */
  checkInRequired: booleanField().default(false),
});
export type LocationBody = z.infer<typeof LocationBody>;

/** The location form (§5): the body's fields plus an optional JPG/PNG image of at most 20 MB. */
export const LocationFormSchema = LocationBody.extend({ image: optionalImageField() });
export type LocationFormInput = z.input<typeof LocationFormSchema>;

/** A location named in another record. */
export const LocationRef = z.object({ id: z.number().int(), name: z.string() });
export type LocationRef = z.infer<typeof LocationRef>;

/** A location (§3), with its rooms named. */
export const Location = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable().describe('URL of the location image, or null'),
  rooms: z.array(z.object({ id: z.number().int(), name: z.string() })),
  isActive: z.boolean(),
  checkInRequired: z
    .boolean()
    .describe("Whether the location's bookings must be checked in at the room's tablet, or are released (docs/decisions/102)"),
});
export type Location = z.infer<typeof Location>;

/**
 * `GET /api/location/public/`: an active location as the public 'Apply for company account' form offers it
 * (§3: an application names its locations): its id and name, nothing else.
 */
export const PublicLocation = Location.pick({ id: true, name: true });
export type PublicLocation = z.infer<typeof PublicLocation>;

/**
 * `GET /api/location/mine/`: a location of the signed-in user with its active rooms in full (calendar, §2),
 * without the rooms' tablet codes.
 */
export const LocationWithRooms = Location.extend({ rooms: z.array(CalendarRoom) });
export type LocationWithRooms = z.infer<typeof LocationWithRooms>;
