import type { Temporal } from 'temporal-polyfill';
import { CALENDAR_SCROLL_TO, SLOT_MINUTES } from '../constants';
import { defaultBookingTimes } from '../time/defaults';
import type { BookedInterval } from '../time/usage';
import { overlaps } from './rules/overlap';
import { isOnGrid } from '../time/grid';
import { copenhagenInstant, formatHourMinute, inCopenhagen, parseDateText, parseTimeText, type InstantLike } from '../time/zone';

/**
 * The Create/Edit booking form's values and what the calendar computes from them without validating
 * them: the interval they stand for, the default values, the end after a new start, and an edited
 * booking's values. No zod here: the calendar page loads this at once, and the form's schema
 * (form.ts) only with the booking dialog.
 */

/** The form's values as the browser sends them (conform: blank inputs arrive as undefined). */
export interface BookingFormValues {
  title?: string;
  /** 'YYYY-MM-DD' */
  date?: string;
  /** 'HH:mm' */
  start?: string;
  /** 'HH:mm' */
  end?: string;
  roomId?: number | string;
}

/** The form's date and times as instants; null unless all three are present and readable. */
export function intervalFromFormValues(values: Pick<BookingFormValues, 'date' | 'start' | 'end'>): {
  bookingStart: Temporal.Instant;
  bookingEnd: Temporal.Instant;
} | null {
  const date = parseDateText(values.date ?? '');
  const start = parseTimeText(values.start ?? '');
  const end = parseTimeText(values.end ?? '');
  if (date === null || start === null || end === null) return null;
  return { bookingStart: copenhagenInstant(date, start), bookingEnd: copenhagenInstant(date, end) };
}

/**
 * The interval to ask availability for (§4: re-requested when the date or a time changes and all values
 * are valid on the 15-minute grid): null while the date or a time is missing, unreadable or off the grid.
 */
export function availabilityIntervalFrom(values: Pick<BookingFormValues, 'date' | 'start' | 'end'>): {
  bookingStart: string;
  bookingEnd: string;
} | null {
  const startMinute = parseTimeText(values.start ?? '')?.minute;
  const endMinute = parseTimeText(values.end ?? '')?.minute;
  if (startMinute === undefined || endMinute === undefined || !isOnGrid(startMinute) || !isOnGrid(endMinute)) return null;
  const interval = intervalFromFormValues(values);
  if (interval === null) return null;
  return { bookingStart: interval.bookingStart.toString(), bookingEnd: interval.bookingEnd.toString() };
}

/**
 * Initial values of Create booking (§4): the default start and end (start = current time rounded to the
 * nearest quarter hour + 30 min, end = that rounded time + 90 min), on the start's date. Known edge: a
 * default computed in the small hours of the last Sunday of October can land in the repeated hour
 * (02:00–02:59 winter time); the form reads such a wall time as summer time, an hour earlier.
 */
export function defaultBookingFormValues(now: Temporal.Instant): Required<Pick<BookingFormValues, 'date' | 'start' | 'end'>> {
  const { start, end } = defaultBookingTimes(now);
  return { date: start.toPlainDate().toString(), start: formatHourMinute(start), end: formatHourMinute(end) };
}

/** A booking as `defaultFormValuesForDay` reads it: where and when it takes a room. */
export interface TakenInterval {
  roomId: number;
  bookingStart: InstantLike;
  bookingEnd: InstantLike;
}

/**
 * Initial values of Create booking opened with 'Add' on the day the calendar shows (issue 28 §2):
 * - the time: on today or an earlier day, the §4 default (`defaultBookingFormValues`); on a later day, the same
 *   time of day as today's default, on that day;
 * - then, from that time, the first quarter hour at which one of `roomIds` (the chosen room, or every room of
 *   the location) is free for the default hour, ending on that day;
 * - on a later day, when no such hour is left after that time (late in the evening, or the rest of the day is
 *   booked), the first such hour from the calendar's morning (08:00), as a user looking at that day expects.
 * When none is free, the first time stays: the dialog then says why no room can be chosen. Today is not
 * searched before its default: that time is already past or about to be.
 */
export function defaultFormValuesForDay(
  now: Temporal.Instant,
  viewedDay: string,
  roomIds: readonly number[],
  taken: readonly TakenInterval[],
): Required<Pick<BookingFormValues, 'date' | 'start' | 'end'>> {
  const today = defaultBookingFormValues(now);
  const day = parseDateText(viewedDay);
  const later = day !== null && viewedDay > today.date;
  const first = later ? { ...today, date: day.toString() } : today;
  const date = parseDateText(first.date)!;
  const isFree = (roomId: number, slot: BookedInterval) => !taken.some((booking) => booking.roomId === roomId && overlaps(booking, slot));
  const freeHourFrom = (time: string, until?: string) => {
    // The form has one date: the hour must end on it.
    for (let start = inCopenhagen(copenhagenInstant(date, parseTimeText(time)!)); ; start = start.add({ minutes: SLOT_MINUTES })) {
      const end = start.add({ hours: 1 });
      if (!end.toPlainDate().equals(date) || (until !== undefined && formatHourMinute(start) >= until)) return null;
      if (roomIds.some((roomId) => isFree(roomId, { bookingStart: start.toInstant(), bookingEnd: end.toInstant() }))) {
        return { date: date.toString(), start: formatHourMinute(start), end: formatHourMinute(end) };
      }
    }
  };
  return freeHourFrom(first.start) ?? (later && CALENDAR_SCROLL_TO < first.start ? freeHourFrom(CALENDAR_SCROLL_TO, first.start) : null) ?? first;
}

/**
 * The end time after the user changes the start (§4: one hour later), as the form's wall-clock text:
 * '09:15' → '10:15', '23:30' → '00:30' (the form then reports the end before the start). Wall-clock, not
 * elapsed time, because the form's fields are wall-clock times: on 25 October 2026 a start of '02:30'
 * gives '03:30', not the repeated '02:30'. Null while the start is unreadable.
 */
export function endTimeForNewStart(start: string | undefined): string | null {
  const time = parseTimeText(start ?? '');
  return time === null ? null : formatHourMinute(time.add({ hours: 1 }));
}

/** Edit booking's initial values from a booking (its Copenhagen date and wall times). */
export function bookingFormValuesFrom(booking: {
  name: string;
  roomId: number;
  bookingStart: InstantLike;
  bookingEnd: InstantLike;
}): Required<BookingFormValues> {
  const start = inCopenhagen(booking.bookingStart);
  return {
    title: booking.name,
    date: start.toPlainDate().toString(),
    start: formatHourMinute(start),
    end: formatHourMinute(inCopenhagen(booking.bookingEnd)),
    roomId: booking.roomId,
  };
}
