import type { Temporal } from 'temporal-polyfill';
import { WEEK_STARTS_ON } from '../constants';
import { copenhagenDate, startOfCopenhagenDay, type InstantLike } from './zone';

/** A half-open interval [start, end) of instants. */
export interface TimeWindow {
  start: Temporal.Instant;
  end: Temporal.Instant;
}

const dayStartingAt = (date: Temporal.PlainDate, days: number): TimeWindow => ({
  start: startOfCopenhagenDay(date).toInstant(),
  end: startOfCopenhagenDay(date.add({ days })).toInstant(),
});

/**
 * The Copenhagen calendar day containing the instant: midnight to the next midnight. 24 hours long,
 * except on the DST Sundays (23 hours in March, 25 in October).
 */
export const dayWindow = (at: InstantLike): TimeWindow => dayStartingAt(copenhagenDate(at), 1);

/**
 * The ISO week containing the instant (§9: weeks start on Monday): Monday 00:00 to the next Monday
 * 00:00, Copenhagen time. The window for the weekly room limit.
 */
export function isoWeekWindow(at: InstantLike): TimeWindow {
  const date = copenhagenDate(at);
  const monday = date.subtract({ days: (date.dayOfWeek - WEEK_STARTS_ON + 7) % 7 });
  return dayStartingAt(monday, 7);
}
