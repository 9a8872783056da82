import { Temporal } from 'temporal-polyfill';
import { inCopenhagen, toInstant, type InstantLike } from './zone';

/**
 * The calendar's empty-slot click (§2): "a slot before today is ignored unless it starts exactly at
 * today's midnight."
 *
 * Our reading: "before today" means before the current moment. Read as "before today's date", the
 * exception would say nothing (a slot at today's midnight is not before today's date). Read as "before
 * now", it is what makes the month view work: a click on today's day cell gives a slot starting at
 * today's midnight, which is already past, and must still open Create booking. So:
 * - a slot starting at or after `now` opens Create booking;
 * - a slot starting before `now` is ignored, except one starting exactly at today's midnight
 *   (Europe/Copenhagen).
 */
export function isSlotClickAllowed(slotStart: InstantLike, now: Temporal.Instant): boolean {
  const start = toInstant(slotStart);
  if (Temporal.Instant.compare(start, now) >= 0) return true;
  return start.equals(inCopenhagen(now).startOfDay().toInstant());
}
