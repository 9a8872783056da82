import { Temporal } from 'temporal-polyfill';
import { BOOKING_RANGE_MAX_DAYS } from '../../constants';
import { SERVER_MESSAGES } from '../../messages';
import type { BookedInterval } from '../../time/usage';
import { inCopenhagen, toInstant, type InstantLike } from '../../time/zone';

/** The window of the booking lists (`?from=…&to=…`); an absent bound is open. */
export interface BookingWindow {
  from?: InstantLike;
  to?: InstantLike;
}

/**
 * What is wrong with the range of a booking list (`GET /api/booking/room/{id}` and `…/location/{id}`), or
 * null when it may be answered: `to` must be after `from`, and at most BOOKING_RANGE_MAX_DAYS Copenhagen
 * calendar days later (a day is 23 or 25 hours on the DST Sundays, so the bound is the same wall time
 * BOOKING_RANGE_MAX_DAYS days on, not a count of hours).
 */
export function bookingRangeIssue(range: { from: InstantLike; to: InstantLike }): string | null {
  const from = toInstant(range.from);
  const to = toInstant(range.to);
  if (Temporal.Instant.compare(to, from) <= 0) return SERVER_MESSAGES.bookingRangeOrder;
  const latest = inCopenhagen(from).add({ days: BOOKING_RANGE_MAX_DAYS }).toInstant();
  if (Temporal.Instant.compare(to, latest) > 0) return SERVER_MESSAGES.bookingRangeTooLong(BOOKING_RANGE_MAX_DAYS);
  return null;
}

/**
 * The bookings that overlap the window [from, to) (`GET /api/booking/room/{id}` and `…/location/{id}`): a
 * booking ending exactly at `from`, or starting exactly at `to`, is outside. An empty or reversed window
 * holds nothing. Keeps the order of `bookings`.
 */
export function bookingsInWindow<T extends BookedInterval>(bookings: readonly T[], window: BookingWindow): T[] {
  const from = window.from === undefined ? null : toInstant(window.from);
  const to = window.to === undefined ? null : toInstant(window.to);
  if (from !== null && to !== null && Temporal.Instant.compare(to, from) <= 0) return [];
  return bookings.filter(
    (booking) =>
      (to === null || Temporal.Instant.compare(toInstant(booking.bookingStart), to) < 0) &&
      (from === null || Temporal.Instant.compare(toInstant(booking.bookingEnd), from) > 0),
  );
}
