import type { CalendarView } from '@roombook/domain/constants';
import { kept } from '@roombook/domain/kept';
import { copenhagenOffset, CopenhagenTime } from '../copenhagenTime';

/**
 * The days, ranges, navigation and headings of the calendar's views, in Europe/Copenhagen whatever zone the
 * browser is in. Days are their Copenhagen midnights as epoch milliseconds (a day is 23, 24 or 25 hours
 * long); weeks start on Monday. The texts follow the formats the calendar has always shown (en-GB: 24-hour
 * times, the day before the month).
 */

export const CALENDAR_CULTURE = 'en-GB';

/** How many days the agenda lists after its first (react-big-calendar's default, which the calendar kept). */
export const AGENDA_LENGTH_DAYS = 30;

const at = (ms: number): CopenhagenTime => CopenhagenTime.fromMillis(ms, CALENDAR_CULTURE);

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Copenhagen midnight at the start of the day of `ms`. Plain arithmetic on the remembered offsets (the views
 * ask it for every booking of every column on each render): the wall-clock date's midnight, less the offset
 * in force at that midnight. Copenhagen's clocks never change at midnight (they change at 02:00 and 03:00).
 */
export function dayStart(ms: number): number {
  const wallMidnight = Math.floor((ms + copenhagenOffset(ms) * MINUTE_MS) / DAY_MS) * DAY_MS;
  const guess = wallMidnight - copenhagenOffset(ms) * MINUTE_MS;
  return wallMidnight - copenhagenOffset(guess) * MINUTE_MS;
}

/** The Copenhagen midnight `n` days after the day of `ms` (wall-clock days: DST days count as one). */
export const addDays = (ms: number, n: number): number => at(ms).startOf('day').plus({ days: n }).toMillis();

/** The Monday of the week of `ms`, at midnight. */
const weekStart = (ms: number): number => at(ms).startOf('week').toMillis();

/** `count` consecutive days from the day of `first`. */
export function daysFrom(first: number, count: number): number[] {
  const start = at(first).startOf('day');
  return Array.from({ length: count }, (_, i) => (i === 0 ? start.toMillis() : start.plus({ days: i }).toMillis()));
}

/** The month view's weeks around `date`: Monday to Sunday, from the week of the 1st to that of the last day. */
export function monthWeeks(date: number): number[][] {
  const month = at(date).startOf('month');
  const first = month.startOf('week');
  const last = month.endOf('month').startOf('week');
  const weeks: number[][] = [];
  for (let monday = first; monday.toMillis() <= last.toMillis(); monday = monday.plus({ weeks: 1 })) weeks.push(daysFrom(monday.toMillis(), 7));
  return weeks;
}

/** The days a view shows as columns (week 7, work week Monday to Friday, day 1); the month's weeks flattened. */
export function viewDays(view: CalendarView, date: number): number[] {
  switch (view) {
    case 'month':
      return monthWeeks(date).flat();
    case 'week':
      return daysFrom(weekStart(date), 7);
    case 'work_week':
      return daysFrom(weekStart(date), 5);
    case 'day':
      return [dayStart(date)];
    case 'agenda':
      return daysFrom(date, AGENDA_LENGTH_DAYS + 1);
  }
}

/**
 * The interval [start, end) of instants a view shows around `date`: what the page loads bookings for
 * (contract: GET /api/booking/location/{id}?from&to).
 */
export function visibleRange(view: CalendarView, date: Date): { start: Date; end: Date } {
  const days = viewDays(view, date.getTime());
  return { start: new Date(days[0]!), end: new Date(addDays(days[days.length - 1]!, 1)) };
}

export type NavigateAction = 'PREV' | 'NEXT' | 'TODAY';

/** The date a view shows after Previous, Next or Today: a month, a week, a day, or the agenda's length. */
export function navigateDate(view: CalendarView, date: Date, action: NavigateAction, now: Date): Date {
  if (action === 'TODAY') return now;
  const sign = action === 'NEXT' ? 1 : -1;
  const time = at(date.getTime());
  switch (view) {
    case 'month':
      return time.plus({ months: sign }).toJSDate();
    case 'week':
    case 'work_week':
      return time.plus({ weeks: sign }).toJSDate();
    case 'day':
      return time.plus({ days: sign }).toJSDate();
    case 'agenda':
      return time.plus({ days: sign * AGENDA_LENGTH_DAYS }).toJSDate();
  }
}

/** Copenhagen wall-clock text of an instant in luxon's format tokens (each instant and format once). */
const texts = new Map<string, string>();
const TEXTS_MAX = 20_000;
export function copenhagenText(date: Date | number, format = 'yyyy-MM-dd HH:mm'): string {
  const ms = typeof date === 'number' ? date : date.getTime();
  return kept(texts, `${format}\u0000${ms}`, TEXTS_MAX, () => at(ms).toFormat(format));
}

const dayRangeText = (first: number, last: number): string => `${copenhagenText(first, 'dd MMM')} – ${copenhagenText(last, 'dd MMM yyyy')}`;

/** The toolbar's heading: 'November 2026', '16 Nov – 22 Nov 2026', 'Wednesday 18 November 2026'. */
export function viewLabel(view: CalendarView, date: Date): string {
  const ms = date.getTime();
  switch (view) {
    case 'month':
      return copenhagenText(ms, 'MMMM yyyy');
    case 'week':
    case 'work_week': {
      const days = viewDays(view, ms);
      return dayRangeText(days[0]!, days[days.length - 1]!);
    }
    case 'day':
      return copenhagenText(ms, 'EEEE dd MMMM yyyy');
    case 'agenda':
      return dayRangeText(ms, addDays(ms, AGENDA_LENGTH_DAYS));
  }
}

/** 'Tue 24 Nov' in Copenhagen time. */
export const dayText = (date: Date | number): string => copenhagenText(date, 'EEE dd MMM');

/** 'HH:mm – HH:mm' in Copenhagen time. */
export const timeRangeText = (start: Date | number, end: Date | number): string =>
  `${copenhagenText(start, 'HH:mm')} – ${copenhagenText(end, 'HH:mm')}`;

/** Whether the day of `day` is in the month of `date`. */
export const isSameMonth = (day: number, date: number): boolean => at(day).hasSame(at(date), 'month');
