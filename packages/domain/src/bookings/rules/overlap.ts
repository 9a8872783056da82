import { Temporal } from 'temporal-polyfill';
import type { BookedInterval } from '../../time/usage';
import { toInstant } from '../../time/zone';

/**
 * Whether two bookings overlap. Intervals are half-open, [start, end): a booking ending at 10:00 and one
 * starting at 10:00 do not overlap (back-to-back bookings are allowed).
 */
export const overlaps = (a: BookedInterval, b: BookedInterval): boolean =>
  Temporal.Instant.compare(toInstant(a.bookingStart), toInstant(b.bookingEnd)) < 0 &&
  Temporal.Instant.compare(toInstant(b.bookingStart), toInstant(a.bookingEnd)) < 0;
