import { Temporal } from 'temporal-polyfill';
import { RRuleTemporal } from 'rrule-temporal';
import type { BookedInterval } from '../../time/usage';
import { TIME_ZONE } from '../../constants';
import { inCopenhagen, parseDateText, startOfCopenhagenDay, toInstant, type InstantLike } from '../../time/zone';
import { SERIES_MAX_OCCURRENCES, SERIES_MAX_YEARS, SERIES_MESSAGES, WEEKDAY_CODES, type RepeatFrequency, type WeekdayCode } from './page';
import { monthlyPosition } from './weekday-of-month';

/**
 * How a booking repeats, as the dialog asks it (issue 30 §3): one of four patterns, and an end: a day
 * (`until`, Copenhagen, inclusive) or a number of bookings (`count`).
 */
export interface Repeat {
  frequency: RepeatFrequency;
  /** Weekly: every how many weeks (1 unless given). */
  weeksApart?: number;
  /** Weekly: on which days. */
  weekdays?: readonly WeekdayCode[];
  until?: string;
  count?: number;
}

/** What of a repeat is wrong, by its field. */
export interface RepeatIssue {
  path: 'weekdays' | 'until' | 'count';
  message: string;
}

/** A series: its rule (RFC 5545's RRULE value) and the intervals it gives, the first booking's length each. */
export interface ExpandedSeries {
  rule: string;
  /** ISO instants (`isoText`). */
  occurrences: { bookingStart: string; bookingEnd: string }[];
}

/** An instant as the API writes it: ISO 8601 in UTC with milliseconds, as `Date.prototype.toISOString`. */
export const isoText = (value: InstantLike): string => toInstant(value).toString({ fractionalSecondDigits: 3 });

/** UNTIL as RFC 5545 wants it beside a DTSTART with a TZID: UTC, here the last second of the Copenhagen day. */
const untilText = (day: Temporal.PlainDate): string =>
  startOfCopenhagenDay(day.add({ days: 1 }))
    .toInstant()
    .subtract({ seconds: 1 })
    .toString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+/, '');

/** The weekdays of a weekly repeat, once each, Monday first. */
const weekdaysOf = (repeat: Repeat): WeekdayCode[] => WEEKDAY_CODES.filter((code) => repeat.weekdays?.includes(code));

/**
 * The RRULE value of a repeat whose first booking starts at `start` (without the `RRULE:` name): the four
 * patterns the dialog offers, and COUNT or UNTIL. The monthly pattern keeps `start`'s weekday of the month.
 */
export function seriesRule(repeat: Repeat, start: Temporal.ZonedDateTime): string {
  const parts: string[] = [];
  if (repeat.frequency === 'daily') parts.push('FREQ=DAILY');
  if (repeat.frequency === 'weekdays') parts.push('FREQ=WEEKLY', 'BYDAY=MO,TU,WE,TH,FR');
  if (repeat.frequency === 'weekly') {
    parts.push('FREQ=WEEKLY');
    if ((repeat.weeksApart ?? 1) > 1) parts.push(`INTERVAL=${repeat.weeksApart}`);
    parts.push(`BYDAY=${weekdaysOf(repeat).join(',')}`);
  }
  if (repeat.frequency === 'monthly') {
    const { ordinal, weekday } = monthlyPosition(start);
    parts.push('FREQ=MONTHLY', `BYDAY=${ordinal}${weekday}`);
  }
  const until = repeat.until === undefined ? null : parseDateText(repeat.until);
  if (until) parts.push(`UNTIL=${untilText(until)}`);
  else if (repeat.count !== undefined) parts.push(`COUNT=${repeat.count}`);
  return parts.join(';');
}

/**
 * The starts a rule gives from `start` in Europe/Copenhagen (rrule-temporal): the same wall time on each day,
 * across the DST changes; a start the rule's days leave out is not one of them, and a wall time that a spring
 * change skips gives no booking that day. At most `limit`.
 */
export function ruleStarts(rule: string, start: Temporal.ZonedDateTime, limit: number): Temporal.ZonedDateTime[] {
  return new RRuleTemporal({ rruleString: rule, dtstart: start.withTimeZone(TIME_ZONE) }).all((_, index) => index < limit);
}

/**
 * A repeat of the booking `first` as a series: its rule and its bookings, each as long as `first`; or what of
 * the repeat is wrong. A series has 1 to SERIES_MAX_OCCURRENCES bookings, all starting within
 * SERIES_MAX_YEARS of the first one; weekly needs its days, and an end date is not before the first booking.
 */
export function expandSeries(repeat: Repeat, first: BookedInterval): ExpandedSeries | { issue: RepeatIssue } {
  const start = inCopenhagen(first.bookingStart);
  const minutes = toInstant(first.bookingEnd).since(toInstant(first.bookingStart)).total('minutes');
  if (repeat.frequency === 'weekly' && weekdaysOf(repeat).length === 0) return { issue: { path: 'weekdays', message: SERIES_MESSAGES.weekdaysRequired } };
  const lastDay = start.toPlainDate().add({ years: SERIES_MAX_YEARS });
  const until = repeat.until === undefined ? null : parseDateText(repeat.until);
  if (until && Temporal.PlainDate.compare(until, start.toPlainDate()) < 0) return { issue: { path: 'until', message: SERIES_MESSAGES.untilBeforeStart } };
  if (until && Temporal.PlainDate.compare(until, lastDay) > 0) return { issue: { path: 'until', message: SERIES_MESSAGES.untilTooLate } };
  const rule = seriesRule(repeat, start);
  const starts = ruleStarts(rule, start, SERIES_MAX_OCCURRENCES + 1);
  const endPath = until ? 'until' : 'count';
  if (starts.length === 0) return { issue: { path: endPath, message: SERIES_MESSAGES.noOccurrences } };
  if (starts.length > SERIES_MAX_OCCURRENCES) return { issue: { path: endPath, message: SERIES_MESSAGES.tooManyOccurrences } };
  if (Temporal.PlainDate.compare(starts[starts.length - 1]!.toPlainDate(), lastDay) > 0) return { issue: { path: endPath, message: SERIES_MESSAGES.untilTooLate } };
  return {
    rule,
    occurrences: starts.map((zoned) => {
      const instant = zoned.toInstant();
      return { bookingStart: isoText(instant), bookingEnd: isoText(instant.add({ minutes })) };
    }),
  };
}

/** The parts of an RRULE value, by name. */
const ruleParts = (rule: string): Map<string, string> =>
  new Map(rule.split(';').map((part) => part.split('=', 2) as [string, string]));

/**
 * What a series' rule says, in words ("Repeats weekly on Tuesday"): the four patterns `seriesRule` writes. A
 * rule of another shape (none is stored) is only said to repeat.
 */
export function describeRule(rule: string): string {
  const parts = ruleParts(rule);
  const days = (parts.get('BYDAY') ?? '').split(',').filter(Boolean);
  if (parts.get('FREQ') === 'DAILY') return SERIES_MESSAGES.describe.daily;
  if (parts.get('FREQ') === 'MONTHLY') {
    const match = /^(-?\d)(MO|TU|WE|TH|FR|SA|SU)$/.exec(days[0] ?? '');
    if (match) return SERIES_MESSAGES.describe.monthly(Number(match[1]), match[2] as WeekdayCode);
  }
  if (parts.get('FREQ') === 'WEEKLY') {
    const weekdays = WEEKDAY_CODES.filter((code) => days.includes(code));
    const weeksApart = Number(parts.get('INTERVAL') ?? 1);
    if (weeksApart === 1 && weekdays.join(',') === 'MO,TU,WE,TH,FR') return SERIES_MESSAGES.describe.weekdays;
    if (weekdays.length > 0) return SERIES_MESSAGES.describe.weekly(weeksApart, weekdays);
  }
  return SERIES_MESSAGES.describe.repeats;
}

/** A series to store and book (docs/decisions/106): its rule, DTSTART as Copenhagen wall time, each booking's length, and its bookings. */
export interface SeriesPlan {
  rule: string;
  /** DTSTART, the first booking's start, as Copenhagen wall time 'YYYY-MM-DDTHH:mm:ss'. */
  startsLocal: string;
  minutes: number;
  /** Every booking the rule gives, in order, as ISO instants. */
  occurrences: { bookingStart: string; bookingEnd: string }[];
}

/**
 * The series of a request (`SeriesPreviewBody`, `SeriesBody`), which its schema has checked; `chosen` keeps only
 * the occurrences starting at those instants (each once, in order). A RangeError for a repeat the schema refuses.
 */
export function seriesPlan(first: BookedInterval, repeat: Repeat, chosen?: readonly string[]): SeriesPlan {
  const expanded = expandSeries(repeat, first);
  if ('issue' in expanded) throw new RangeError(expanded.issue.message);
  const wanted = chosen && new Set(chosen.map((start) => toInstant(start).epochMilliseconds));
  const occurrences = expanded.occurrences
    .filter((occurrence) => !wanted || wanted.has(toInstant(occurrence.bookingStart).epochMilliseconds))
    .map((occurrence) => ({ bookingStart: isoText(occurrence.bookingStart), bookingEnd: isoText(occurrence.bookingEnd) }));
  const start = inCopenhagen(first.bookingStart);
  return {
    rule: expanded.rule,
    startsLocal: start.toPlainDateTime().toString({ smallestUnit: 'second' }),
    minutes: toInstant(first.bookingEnd).since(toInstant(first.bookingStart)).total('minutes'),
    occurrences,
  };
}
