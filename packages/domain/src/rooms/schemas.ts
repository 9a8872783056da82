import { z } from 'zod';
import { DAILY_LIMIT_MAX_HOURS, NAME_MAX, ROOM_FEATURES_MAX, ROOM_RULES_MAX } from '../constants';
import { VALIDATION } from '../messages';
import {
  countField,
  FORM_MESSAGES,
  idField,
  idListField,
  numberField,
  optionalDkkToOreField,
  optionalOreField,
  oreAmount,
  requiredMultilineText,
  requiredText,
  whenValid,
} from '../common/fields';
import { Feature } from '../features/schemas';
import { optionalImageField } from '../images/schemas';
import { toDkkInput } from '../money/dkk-text';

/** The daily limit: whole hours, 0 to 24 (§5, §9). */
const dailyLimitField = () =>
  numberField((n) =>
    n
      .int(FORM_MESSAGES.wholeNumber)
      .min(0, FORM_MESSAGES.notNegative)
      .max(DAILY_LIMIT_MAX_HOURS, VALIDATION.maxDailyLimit),
  );

/** The fields that the room form and the API body share (everything but the hourly rate). */
const roomFields = {
  name: requiredText(VALIDATION.required, { max: NAME_MAX }),
  /** One rule per line (§3). */
  rules: requiredMultilineText(VALIDATION.required, { max: ROOM_RULES_MAX, tooLong: VALIDATION.tooManyCharacters }),
  seatsNumber: countField(),
  /** Hours a company may book the room per day (§3). */
  dailyLimit: dailyLimitField(),
  /** Hours a company may book the room per ISO week (§3); at least the daily limit. */
  weeklyLimit: countField(),
  locationId: idField(),
  /** Feature ids; none is fine (§5), at most ROOM_FEATURES_MAX. */
  features: idListField(undefined, { max: ROOM_FEATURES_MAX }),
};

const weeklyAtLeastDaily = <T extends { dailyLimit: number; weeklyLimit: number }>(room: T, ctx: z.RefinementCtx) => {
  if (room.weeklyLimit < room.dailyLimit) {
    ctx.addIssue({ code: 'custom', message: VALIDATION.weeklyAtLeastDaily, path: ['weeklyLimit'] });
  }
};

/**
 * The room form (§5). `hourlyRate` is typed in DKK (optional; the screen shows the with-tax value beside
 * it); the output carries it as integer øre, `null` when blank, so the output is the API body, plus an
 * optional JPG/PNG image of at most 20 MB (sent as the multipart file part `image`, not a body field).
 */
export const RoomFormSchema = z
  .object({ ...roomFields, hourlyRate: optionalDkkToOreField(), image: optionalImageField() })
  .superRefine(weeklyAtLeastDaily, { when: whenValid('dailyLimit', 'weeklyLimit') });
export type RoomFormInput = z.input<typeof RoomFormSchema>;

/**
 * A room body as the room form sends it (the inverse of RoomFormSchema): the hourly rate as DKK text
 * ('250,50', blank for none), the rest as they are, so that a form post parsed with RoomFormSchema gives
 * the same body back.
 */
export const roomFormFields = (body: RoomBody) => ({
  ...body,
  hourlyRate: body.hourlyRate === null || body.hourlyRate === undefined ? '' : toDkkInput(body.hourlyRate),
});

/**
 * Body of `POST /api/room/` and `PUT /api/room/{id}` (a PUT replaces the room's fields; its image stays
 * unless a new one comes). `hourlyRate` is integer øre (DKK × 100) without tax, or `null` for a room
 * without a rate. The image travels as the multipart file part `image`, not in these fields; in a
 * multipart body every field is text (features as JSON text, a `null` rate as 'null').
 */
export const RoomBody = z
  .object({
    ...roomFields,
    hourlyRate: optionalOreField('Hourly rate without tax; null or absent for a room without a rate').optional(),
  })
  .superRefine(weeklyAtLeastDaily, { when: whenValid('dailyLimit', 'weeklyLimit') });
export type RoomBody = z.infer<typeof RoomBody>;

/** A room named in another record. */
export const RoomRef = z.object({ id: z.number().int(), name: z.string() });
export type RoomRef = z.infer<typeof RoomRef>;

/** A meeting room (§3). */
export const Room = z.object({
  id: z.number().int(),
  name: z.string(),
  /** One rule per line. */
  rules: z.string(),
  image: z.string().nullable().describe('URL of the room image, or null'),
  seatsNumber: z.number().int(),
  dailyLimit: z.number().int().describe('Hours per company per day'),
  weeklyLimit: z.number().int().describe('Hours per company per ISO week'),
  hourlyRate: oreAmount('Hourly rate without tax').nullable(),
  location: z.object({ id: z.number().int(), name: z.string() }),
  locationId: z.number().int(),
  features: z.array(Feature),
  isActive: z.boolean(),
  code: z.string().describe('Tablet-view code: the tablet shows the room at {tablet host}/code/{code}'),
});
export type Room = z.infer<typeof Room>;

/**
 * A room as every signed-in user gets it (`GET /api/location/mine/`: the calendar and the meeting-rooms
 * table): the room without its tablet code, which only the room administrators read (Manage Rooms).
 */
export const CalendarRoom = Room.omit({ code: true });
export type CalendarRoom = z.infer<typeof CalendarRoom>;

/**
 * A room of `GET /api/room/` (the Meeting rooms screen and Manage Rooms): with its tablet code for those
 * who manage rooms (SuperAdmin and Admin, §6), without it for everyone else (`listedRooms`).
 */
export const ListedRoom = CalendarRoom.extend({
  code: z
    .string()
    .optional()
    .describe('Tablet-view code ({tablet host}/code/{code}); only in the answer to SuperAdmin and Admin, who manage rooms'),
});
export type ListedRoom = z.infer<typeof ListedRoom>;
