import { z } from 'zod';
import { Temporal } from 'temporal-polyfill';
import { BOOKING_TITLE_MAX, DATE_TEXT_MAX } from '../constants';
import { SERVER_MESSAGES, VALIDATION } from '../messages';
import { FORM_MESSAGES, idField, oreAmount, requiredText, whenValid } from '../common/fields';
import { Id, IsoInstant, isoInstantField } from '../common/schemas';
import { RoomRef } from '../rooms/schemas';
import { isInstantOnGrid } from '../time/grid';
import { parseDateText } from '../time/zone';
import { bookingRangeIssue } from './rules/in-range';

/** An ISO instant in a request: missing reports 'This field is required', unreadable 'Invalid Date'. */
const instantField = () => isoInstantField((issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidDate), VALIDATION.invalidDate);

/**
 * The clock-free booking rules (§5) on a start/end pair: both on the 15-minute grid of Europe/Copenhagen,
 * the end not before the start and different from it. "No past bookings" needs the clock: the API checks
 * it with `bookingTimeIssues`.
 */
const checkInterval = (value: { bookingStart: string; bookingEnd: string }, ctx: z.RefinementCtx) => {
  if (!isInstantOnGrid(value.bookingStart)) {
    ctx.addIssue({ code: 'custom', message: VALIDATION.slotMinutes, path: ['bookingStart'] });
  }
  if (!isInstantOnGrid(value.bookingEnd)) {
    ctx.addIssue({ code: 'custom', message: VALIDATION.slotMinutes, path: ['bookingEnd'] });
  }
  const order = Temporal.Instant.compare(Temporal.Instant.from(value.bookingEnd), Temporal.Instant.from(value.bookingStart));
  if (order < 0) ctx.addIssue({ code: 'custom', message: VALIDATION.endBeforeStart, path: ['bookingEnd'] });
  if (order === 0) ctx.addIssue({ code: 'custom', message: VALIDATION.endEqualsStart, path: ['bookingEnd'] });
};

const intervalFields = { bookingStart: instantField(), bookingEnd: instantField() };

/**
 * Body of `POST /api/booking/` and `PUT /api/booking/{id}` (§7: name, roomId, bookingStart, bookingEnd as
 * ISO instants). The booking form (bookings/form.ts) produces it.
 */
export const BookingBody = z
  .object({
    name: requiredText(VALIDATION.bookingTitleRequired, { max: BOOKING_TITLE_MAX }),
    roomId: idField(VALIDATION.selectAvailableRoom),
    ...intervalFields,
  })
  .superRefine(checkInterval, { when: whenValid('bookingStart', 'bookingEnd') });
export type BookingBody = z.infer<typeof BookingBody>;

/**
 * Body of `POST /api/booking/getAvailableRooms/` (§7: id, location, bookingStart, bookingEnd): which rooms
 * of the location are free for the interval. `id` is the booking being edited (its own time does not
 * count against it); leave it out for a new booking.
 */
export const AvailabilityRequest = z
  .object({
    // The booking being edited; a new booking leaves it out or sends null (§7's booking has an id: null until it is saved).
    id: idField()
      .nullable()
      .transform((id) => id ?? undefined)
      .optional()
      .meta({ description: 'The booking being edited; left out or null for a new booking' }),
    location: idField(),
    ...intervalFields,
  })
  .superRefine(checkInterval, { when: whenValid('bookingStart', 'bookingEnd') });
export type AvailabilityRequest = z.infer<typeof AvailabilityRequest>;

/**
 * One room's answer to an availability request (§3). `reason` says why it is not available; `hoursLeft`, what
 * the booker's company may still book in it on the interval's day and in its week (issue 28 §2).
 */
export const AvailabilityEntry = z.object({
  room: RoomRef,
  isAvailable: z.boolean(),
  reason: z.string().nullable().describe('Why the room is not available (booked, over a limit, inactive); null when it is'),
  hoursLeft: z
    .object({
      day: z.number().min(0).describe("Hours the company has left in the room on the interval start's day (Europe/Copenhagen)"),
      week: z.number().min(0).describe("Hours the company has left in the room in the interval start's ISO week (Monday to Sunday)"),
    })
    .nullable()
    .describe("The company's hours left under the room's daily and weekly limits, the booking being edited not counted; null when the limits do not bind the booker (Admin, SuperAdmin, no company) or the room is inactive"),
});
export type AvailabilityEntry = z.infer<typeof AvailabilityEntry>;

/** `GET /api/booking/getUsedTime/{locationId}`: hours the signed-in user's company used per room (§3). */
export const BookingLimitsEntry = z.object({
  room: RoomRef,
  dayUsed: z.number().min(0).describe('Hours booked today (Europe/Copenhagen) by the company in this room'),
  weekUsed: z.number().min(0).describe('Hours booked this ISO week (Monday to Sunday) by the company in this room'),
});
export type BookingLimitsEntry = z.infer<typeof BookingLimitsEntry>;

/** Path parameters of `GET /api/booking/getUsedTime/{locationId}`. */
export const LocationIdParams = z.object({ locationId: Id });
export type LocationIdParams = z.infer<typeof LocationIdParams>;

/** A bound of the booking lists' range: missing reports that the range is required, unreadable 'Invalid Date'. */
const rangeBound = () =>
  isoInstantField((issue) => (issue.input === undefined ? SERVER_MESSAGES.bookingRangeRequired : VALIDATION.invalidDate), VALIDATION.invalidDate);

/**
 * The window of the booking lists (`?from=…&to=…`): the bookings that overlap [from, to). Both bounds are
 * required, `to` after `from` and at most BOOKING_RANGE_MAX_DAYS days later (`bookingRangeIssue`), so that
 * no call answers every booking ever made; the calendar asks for the range it shows.
 */
export const BookingRangeQuery = z
  .object({ from: rangeBound(), to: rangeBound() })
  .superRefine(
    (range, ctx) => {
      const issue = bookingRangeIssue(range);
      if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['to'] });
    },
    { when: whenValid('from', 'to') },
  );
export type BookingRangeQuery = z.infer<typeof BookingRangeQuery>;

/** A day as a request names it, 'YYYY-MM-DD' (Copenhagen): anything else is 'Invalid Date'. */
export const dateText = () =>
  z
    .string({ error: VALIDATION.invalidDate })
    .max(DATE_TEXT_MAX, { error: FORM_MESSAGES.tooLong(DATE_TEXT_MAX), abort: true })
    .refine((text) => parseDateText(text) !== null, { error: VALIDATION.invalidDate })
    // A calendar date (RFC 3339 full-date): the document says so, as it does of the instants.
    .meta({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/**
 * `GET /api/booking/getUsedTime/{locationId}?date=YYYY-MM-DD`: the Copenhagen day whose hours (and whose ISO
 * week's) are counted, the day the calendar shows (issue 28 §2); today without it.
 */
export const UsedTimeQuery = z.object({
  date: dateText().optional().describe("A day, 'YYYY-MM-DD' in Europe/Copenhagen; today when left out"),
});
export type UsedTimeQuery = z.infer<typeof UsedTimeQuery>;

/** A booking (§3). */
export const Booking = z.object({
  id: z.number().int(),
  name: z.string().describe('The booking title'),
  bookingStart: IsoInstant,
  bookingEnd: IsoInstant,
  room: z.object({ id: z.number().int(), name: z.string(), location: z.object({ id: z.number().int(), name: z.string() }) }),
  roomId: z.number().int(),
  userId: z.number().int(),
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  series: z
    .object({
      id: z.number().int(),
      description: z.string().describe("The series' rule in words: 'Repeats weekly on Wednesday'"),
    })
    .nullable()
    .describe('The series the booking is an occurrence of (issue 30 §3); null for a single booking'),
  bookingCost: z
    .object({
      total: oreAmount("Hours × the room's hourly rate, less the company's discount, without tax, fixed when the booking was made or changed"),
    })
    .nullable()
    .describe("null when the caller may not see it: another company's booking, for every role but Admin and SuperAdmin (`withVisibleCost`)"),
});
export type Booking = z.infer<typeof Booking>;
