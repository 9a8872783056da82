import type { Temporal } from 'temporal-polyfill';
import { epochMillisecondsOf, type InstantLike } from './zone';
import { dayWindow, isoWeekWindow, type TimeWindow } from './windows';

export interface BookedInterval {
  bookingStart: InstantLike;
  bookingEnd: InstantLike;
}

const MILLISECONDS_PER_HOUR = 3_600_000;

/**
 * Hours the bookings take up inside the window, each booking clipped to it (a booking from 23:45 to
 * 00:15 counts 15 minutes on each day). Real elapsed time: on the DST Sundays 01:00–04:00 is 2 hours
 * in March and 4 in October. Every booking counts: the caller passes the bookings that count against
 * the limit (§3: the limits are hours per company and room). To the millisecond, as the API and the
 * database carry instants; in epoch milliseconds, because a limit check adds up every booking of the
 * company's week in a room, several times, and reading each as a Temporal.Instant cost more than the rest
 * of the booking request.
 */
export function hoursUsed(bookings: readonly BookedInterval[], window: TimeWindow): number {
  const windowStart = window.start.epochMilliseconds;
  const windowEnd = window.end.epochMilliseconds;
  let milliseconds = 0;
  for (const booking of bookings) {
    const start = Math.max(epochMillisecondsOf(booking.bookingStart), windowStart);
    const end = Math.min(epochMillisecondsOf(booking.bookingEnd), windowEnd);
    if (end > start) milliseconds += end - start;
  }
  return milliseconds / MILLISECONDS_PER_HOUR;
}

/**
 * The booking-limits entry of §3 for one room: hours used today (`dayUsed`) and this ISO week
 * (`weekUsed`), both in Copenhagen time around `now`.
 */
export function usedTime(bookings: readonly BookedInterval[], now: Temporal.Instant): { dayUsed: number; weekUsed: number } {
  return { dayUsed: hoursUsed(bookings, dayWindow(now)), weekUsed: hoursUsed(bookings, isoWeekWindow(now)) };
}
