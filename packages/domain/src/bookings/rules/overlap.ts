import type { BookedInterval } from '../../time/usage';
import { epochMillisecondsOf } from '../../time/zone';

/**
 * Whether two bookings overlap. Intervals are half-open, [start, end): a booking ending at 10:00 and one
 * starting at 10:00 do not overlap (back-to-back bookings are allowed). To the millisecond, as the API and
 * the database carry instants (a check compares the new booking with every booking of the company's week in
 * the room: reading each as a Temporal.Instant cost more than the rest of the request).
 */
export const overlaps = (a: BookedInterval, b: BookedInterval): boolean =>
  epochMillisecondsOf(a.bookingStart) < epochMillisecondsOf(b.bookingEnd) && epochMillisecondsOf(b.bookingStart) < epochMillisecondsOf(a.bookingEnd);
