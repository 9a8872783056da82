/**
 * A day's weekday as a series names it, and its weekday of the month: what the Repeat fields show beside the
 * first booking's day. Apart from series-rule.ts, which expands rules with rrule-temporal: that package carries
 * a Temporal polyfill of its own (52 KB gzip), which the calendar page must not load for these two.
 */
import type { Temporal } from 'temporal-polyfill';
import { WEEKDAY_CODES, type WeekdayCode } from './page';

export const weekdayCodeOf = (date: Temporal.PlainDate | Temporal.ZonedDateTime): WeekdayCode => WEEKDAY_CODES[date.dayOfWeek - 1]!;

/**
 * The month's weekday of a day as the monthly repeat keeps it: the second Tuesday is `{ ordinal: 2, weekday:
 * 'TU' }`; a fifth one is the last (-1), which every month has.
 */
export function monthlyPosition(date: Temporal.PlainDate | Temporal.ZonedDateTime): { ordinal: number; weekday: WeekdayCode } {
  const ordinal = Math.ceil(date.day / 7);
  return { ordinal: ordinal === 5 ? -1 : ordinal, weekday: weekdayCodeOf(date) };
}
