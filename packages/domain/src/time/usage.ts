import type { Temporal } from 'temporal-polyfill';
import { toInstant, type InstantLike } from './zone';
import { dayWindow, isoWeekWindow, type TimeWindow } from './windows';

export interface BookedInterval {
  bookingStart: InstantLike;
  bookingEnd: InstantLike;
}

const NANOSECONDS_PER_HOUR = 3_600_000_000_000n;

const maxInstant = (a: Temporal.Instant, b: Temporal.Instant) => (a.epochNanoseconds >= b.epochNanoseconds ? a : b);
const minInstant = (a: Temporal.Instant, b: Temporal.Instant) => (a.epochNanoseconds <= b.epochNanoseconds ? a : b);

/**
 * Hours the bookings take up inside the window, each booking clipped to it (a booking from 23:45 to
 * 00:15 counts 15 minutes on each day). Real elapsed time: on the DST Sundays 01:00–04:00 is 2 hours
 * in March and 4 in October. Every booking counts: the caller passes the bookings that count against
 * the limit (§3: the limits are hours per company and room).
 */
export function hoursUsed(bookings: readonly BookedInterval[], window: TimeWindow): number {
  let nanoseconds = 0n;
  for (const booking of bookings) {
    const start = maxInstant(toInstant(booking.bookingStart), window.start);
    const end = minInstant(toInstant(booking.bookingEnd), window.end);
    if (end.epochNanoseconds > start.epochNanoseconds) nanoseconds += end.epochNanoseconds - start.epochNanoseconds;
  }
  const whole = nanoseconds / NANOSECONDS_PER_HOUR;
  return Number(whole) + Number(nanoseconds - whole * NANOSECONDS_PER_HOUR) / Number(NANOSECONDS_PER_HOUR);
}

/**
 * The booking-limits entry of §3 for one room: hours used today (`dayUsed`) and this ISO week
 * (`weekUsed`), both in Copenhagen time around `now`.
 */
export function usedTime(bookings: readonly BookedInterval[], now: Temporal.Instant): { dayUsed: number; weekUsed: number } {
  return { dayUsed: hoursUsed(bookings, dayWindow(now)), weekUsed: hoursUsed(bookings, isoWeekWindow(now)) };
}
