import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { VALIDATION } from '../messages';
import { idField, requiredText, whenValid } from '../common/fields';
import { isOnGrid } from '../time/grid';
import { bookingTimeIssues } from '../time/validation';
import { copenhagenDate, parseDateText, parseTimeText } from '../time/zone';
import { intervalFromFormValues } from './form-values';

export * from './form-values';

/**
 * The Create/Edit booking form (§2, §4, §5): a title, one date, a start and an end time on that date
 * (Europe/Copenhagen wall clock), and a room. Its output is the API body of `POST /api/booking/` and
 * `PUT /api/booking/{id}` (bookings/schemas.ts `BookingBody`): `{ name, roomId, bookingStart,
 * bookingEnd }` with the times as ISO instants.
 *
 * Times follow the form's one date, so a booking cannot run past midnight: an end of '00:15' after a
 * start of '23:45' is 'End time can not be before start time', as the spec's single date field implies.
 */

export interface BookingFormOptions {
  /**
   * The rooms the last availability answer called available (§4). When given, any other room is
   * 'Please select an available room'. The API checks availability again on submit.
   */
  availableRoomIds?: readonly number[];
  /** Admin and SuperAdmin changing a booking that has already started (§6): skip "no past bookings". */
  allowPast?: boolean;
}

/** A required text whose later checks run only when it is not blank (one message per problem). */
const requiredInput = () =>
  z.string({ error: VALIDATION.required }).trim().min(1, { error: VALIDATION.required, abort: true });

const dateField = () =>
  requiredInput().refine((text) => parseDateText(text) !== null, { error: VALIDATION.invalidDate, abort: true });

const timeField = () =>
  requiredInput()
    .refine((text) => parseTimeText(text) !== null, { error: VALIDATION.invalidDate, abort: true })
    .refine((text) => isOnGrid(parseTimeText(text)?.minute ?? -1), VALIDATION.slotMinutes);

/**
 * The booking form's zod schema with the clock passed in. Messages (§5): 'Booking title is required';
 * 'You can not create past bookings' (on the date when the day is already over, else on the start);
 * 'End time can not be before start time'; 'End time should be different than start time'; 'Please
 * choose 00, 15, 30 or 45 minute slots'; 'Please select an available room'. A missing date or time is
 * 'This field is required' and an unreadable one 'Invalid Date' (the spec words neither).
 *
 * Wall times that do not exist or occur twice on the DST Sundays are read as copenhagenInstant does
 * (a time in the March gap moves forward one hour; a repeated October time is the summer-time one).
 */
export function createBookingFormSchema(now: Temporal.Instant, options: BookingFormOptions = {}) {
  const today = copenhagenDate(now);
  return z
    .object({
      title: requiredText(VALIDATION.bookingTitleRequired),
      date: dateField(),
      start: timeField(),
      end: timeField(),
      roomId: idField(VALIDATION.selectAvailableRoom),
    })
    .superRefine(
      (values, ctx) => {
        const interval = intervalFromFormValues(values);
        if (interval === null) return;
        const issues = bookingTimeIssues({ start: interval.bookingStart, end: interval.bookingEnd }, now, {
          allowPast: options.allowPast === true,
        });
        const dayIsOver = Temporal.PlainDate.compare(parseDateText(values.date) ?? today, today) < 0;
        for (const issue of issues) {
          const field = issue.message === VALIDATION.pastBooking && dayIsOver ? 'date' : issue.field;
          ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
        }
      },
      { when: whenValid('date', 'start', 'end') },
    )
    .superRefine(
      (values, ctx) => {
        if (options.availableRoomIds !== undefined && !options.availableRoomIds.includes(values.roomId)) {
          ctx.addIssue({ code: 'custom', message: VALIDATION.selectAvailableRoom, path: ['roomId'] });
        }
      },
      { when: whenValid('roomId') },
    )
    .transform((values, ctx) => {
      const interval = intervalFromFormValues(values);
      if (interval === null) {
        // Unreachable after the field checks; kept so that the output never carries an invalid time.
        ctx.addIssue({ code: 'custom', message: VALIDATION.invalidDate, path: ['date'] });
        return z.NEVER;
      }
      return {
        name: values.title,
        roomId: values.roomId,
        bookingStart: interval.bookingStart.toString(),
        bookingEnd: interval.bookingEnd.toString(),
      };
    });
}

export type BookingFormSchema = ReturnType<typeof createBookingFormSchema>;
export type BookingFormOutput = z.output<BookingFormSchema>;
