import { Temporal } from 'temporal-polyfill';
import { AVAILABILITY_REASONS } from '../../messages';
import type { Room } from '../../rooms/schemas';
import { hoursUsed, type BookedInterval } from '../../time/usage';
import { dayWindow, isoWeekWindow, type TimeWindow } from '../../time/windows';
import { toInstant } from '../../time/zone';

/** A room's limits (§3): hours per company per Copenhagen day and per ISO week. */
export type RoomLimits = Pick<Room, 'dailyLimit' | 'weeklyLimit'>;

/**
 * The windows of `windowAt` (days or weeks) that the interval touches, from the one holding its start.
 * Half-open: a booking that ends exactly at midnight touches only the day it starts in. Lazy, so that a
 * check stops at the first window over its limit: a request for a booking of many years costs a few
 * hundred windows at most (every year has a 25-hour day, over any daily limit), not one per day.
 */
function* windowsTouched(interval: BookedInterval, windowAt: (at: Temporal.Instant) => TimeWindow): Generator<TimeWindow> {
  const end = toInstant(interval.bookingEnd);
  for (let window = windowAt(toInstant(interval.bookingStart)); ; window = windowAt(window.end)) {
    yield window;
    if (Temporal.Instant.compare(window.end, end) >= 0) return;
  }
}

/**
 * The hours the company has left in the first of the windows that the bookings with the new interval take
 * over `limit` (the limit less what `counted` already holds there, never below 0), or null when none is over.
 */
function hoursLeftInFirstOver(
  windows: Iterable<TimeWindow>,
  counted: readonly BookedInterval[],
  withNew: readonly BookedInterval[],
  limit: number,
): number | null {
  for (const window of windows) {
    if (hoursUsed(withNew, window) > limit) return Math.max(0, limit - hoursUsed(counted, window));
  }
  return null;
}

/**
 * Why the company may not add `interval` to a room, or null when it fits (the reason names the limit and
 * the hours the company has left in the first day or week it would go over): the hours of `counted` (the
 * bookings that count for the company, see `countedBookings`) plus the interval, in every Copenhagen day
 * and every ISO week the interval touches, must not exceed the room's daily and weekly limit. The daily
 * limit is checked first. A day is midnight to midnight in Europe/Copenhagen (23 or 25 hours on the DST
 * Sundays), a week Monday 00:00 to Monday 00:00; an interval across midnight counts its part in each day.
 */
export function limitExceeded(room: RoomLimits, counted: readonly BookedInterval[], interval: BookedInterval): string | null {
  const withNew = [...counted, interval];
  const dayLeft = hoursLeftInFirstOver(windowsTouched(interval, dayWindow), counted, withNew, room.dailyLimit);
  if (dayLeft !== null) return AVAILABILITY_REASONS.dailyLimit(room.dailyLimit, dayLeft);
  const weekLeft = hoursLeftInFirstOver(windowsTouched(interval, isoWeekWindow), counted, withNew, room.weeklyLimit);
  if (weekLeft !== null) return AVAILABILITY_REASONS.weeklyLimit(room.weeklyLimit, weekLeft);
  return null;
}

/**
 * The span whose bookings the limit rules read for an interval: Monday 00:00 of the ISO week the interval
 * starts in to the Monday after the ISO week it ends in (Copenhagen time; half-open, so an interval ending
 * exactly at Monday 00:00 does not reach into that week). Every day and week window of `limitExceeded`
 * lies inside it, and so does the interval itself: a caller reads only the bookings overlapping this span
 * (a bounded range query), never every booking of the room.
 */
export function limitsWindow(interval: BookedInterval): TimeWindow {
  const lastInstant = toInstant(interval.bookingEnd).subtract({ nanoseconds: 1 });
  return { start: isoWeekWindow(interval.bookingStart).start, end: isoWeekWindow(lastInstant).end };
}
