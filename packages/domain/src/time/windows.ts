import { Temporal } from 'temporal-polyfill';
import { WEEK_STARTS_ON } from '../constants';
import { kept } from '../kept';
import { copenhagenOffsetMs, epochMillisecondsOf, startOfCopenhagenDay, type InstantLike } from './zone';

/** A half-open interval [start, end) of instants. */
export interface TimeWindow {
  start: Temporal.Instant;
  end: Temporal.Instant;
}

const dayStartingAt = (date: Temporal.PlainDate, days: number): TimeWindow =>
  Object.freeze({
    start: startOfCopenhagenDay(date).toInstant(),
    end: startOfCopenhagenDay(date.add({ days })).toInstant(),
  });

const DAY_MS = 86_400_000;
/** The calendar date of a day number (days since 1970-01-01). */
const dateOfDay = (day: number): Temporal.PlainDate => new Temporal.PlainDate(1970, 1, 1).add({ days: day });

/**
 * The Copenhagen calendar date of an instant, as days since 1970-01-01: its wall-clock time from its UTC
 * offset (`copenhagenOffsetMs`, the zone's rules read once per hour). A booking's limit check and its list
 * ask for the windows of the same few days again and again; finding the day this way, and each day's window
 * once (`kept`), took the Temporal work off every request (docs/decisions/060).
 */
const copenhagenDayNumber = (at: InstantLike): number => {
  const ms = epochMillisecondsOf(at);
  return Math.floor((ms + copenhagenOffsetMs(ms)) / DAY_MS);
};

/** The ISO day of the week (Monday 1 … Sunday 7) of a day number; 1970-01-01 was a Thursday. */
const isoDayOfWeek = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** Windows by their first day's number, each made once (`kept`). */
const dayWindows = new Map<number, TimeWindow>();
const weekWindows = new Map<number, TimeWindow>();
const WINDOWS_MAX = 20_000;

/**
 * The Copenhagen calendar day containing the instant: midnight to the next midnight. 24 hours long,
 * except on the DST Sundays (23 hours in March, 25 in October).
 */
export const dayWindow = (at: InstantLike): TimeWindow => {
  const day = copenhagenDayNumber(at);
  return kept(dayWindows, day, WINDOWS_MAX, () => dayStartingAt(dateOfDay(day), 1));
};

/**
 * The ISO week containing the instant (§9: weeks start on Monday): Monday 00:00 to the next Monday
 * 00:00, Copenhagen time. The window for the weekly room limit.
 */
export function isoWeekWindow(at: InstantLike): TimeWindow {
  const day = copenhagenDayNumber(at);
  const monday = day - ((isoDayOfWeek(day) - WEEK_STARTS_ON + 7) % 7);
  return kept(weekWindows, monday, WINDOWS_MAX, () => dayStartingAt(dateOfDay(monday), 7));
}
