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
 * Half-open: a booking that ends exactly at midnight touches only the day it starts in.
 */
function windowsTouched(interval: BookedInterval, windowAt: (at: Temporal.Instant) => TimeWindow): TimeWindow[] {
  const end = toInstant(interval.bookingEnd);
  const windows: TimeWindow[] = [];
  for (let window = windowAt(toInstant(interval.bookingStart)); ; window = windowAt(window.end)) {
    windows.push(window);
    if (Temporal.Instant.compare(window.end, end) >= 0) return windows;
  }
}

/**
 * Why the company may not add `interval` to a room, or null when it fits: the hours of `counted` (the
 * bookings that count for the company, see `countedBookings`) plus the interval, in every Copenhagen day
 * and every ISO week the interval touches, must not exceed the room's daily and weekly limit. The daily
 * limit is checked first. A day is midnight to midnight in Europe/Copenhagen (23 or 25 hours on the DST
 * Sundays), a week Monday 00:00 to Monday 00:00; an interval across midnight counts its part in each day.
 */
export function limitExceeded(room: RoomLimits, counted: readonly BookedInterval[], interval: BookedInterval): string | null {
  const withNew = [...counted, interval];
  if (windowsTouched(interval, dayWindow).some((day) => hoursUsed(withNew, day) > room.dailyLimit)) {
    return AVAILABILITY_REASONS.dailyLimit(room.dailyLimit);
  }
  if (windowsTouched(interval, isoWeekWindow).some((week) => hoursUsed(withNew, week) > room.weeklyLimit)) {
    return AVAILABILITY_REASONS.weeklyLimit(room.weeklyLimit);
  }
  return null;
}
