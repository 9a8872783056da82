import { Temporal } from 'temporal-polyfill';
import { VALIDATION } from '../messages';
import { isInstantOnGrid } from './grid';
import { toInstant, type InstantLike } from './zone';

export interface BookingTimeIssue {
  field: 'start' | 'end';
  message: string;
}

export interface BookingTimeOptions {
  /**
   * Skip the "no past bookings" check. Only for Admin and SuperAdmin changing a booking that has
   * already started (§6 lets them change past bookings); creating is never allowed in the past.
   */
  allowPast?: boolean;
}

/**
 * The §5 time rules of a booking, with their messages:
 * - start and end on the 15-minute grid (Copenhagen wall clock) — 'Please choose 00, 15, 30 or 45 minute slots';
 * - the start not before `now` — 'You can not create past bookings' (a start exactly at `now` is fine);
 * - the end not before the start — 'End time can not be before start time';
 * - the end different from the start — 'End time should be different than start time'.
 * Returns every issue found (empty when the times are valid), each on the field it belongs to.
 */
export function bookingTimeIssues(
  times: { start: InstantLike; end: InstantLike },
  now: Temporal.Instant,
  options: BookingTimeOptions = {},
): BookingTimeIssue[] {
  const start = toInstant(times.start);
  const end = toInstant(times.end);
  const issues: BookingTimeIssue[] = [];
  if (!isInstantOnGrid(start)) issues.push({ field: 'start', message: VALIDATION.slotMinutes });
  if (!isInstantOnGrid(end)) issues.push({ field: 'end', message: VALIDATION.slotMinutes });
  if (options.allowPast !== true && Temporal.Instant.compare(start, now) < 0) {
    issues.push({ field: 'start', message: VALIDATION.pastBooking });
  }
  const order = Temporal.Instant.compare(end, start);
  if (order < 0) issues.push({ field: 'end', message: VALIDATION.endBeforeStart });
  if (order === 0) issues.push({ field: 'end', message: VALIDATION.endEqualsStart });
  return issues;
}
