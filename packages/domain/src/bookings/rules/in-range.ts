import { Temporal } from 'temporal-polyfill';
import type { BookedInterval } from '../../time/usage';
import { toInstant, type InstantLike } from '../../time/zone';

/** The optional window of the booking lists (`?from=…&to=…`); an absent bound is open. */
export interface BookingWindow {
  from?: InstantLike;
  to?: InstantLike;
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
