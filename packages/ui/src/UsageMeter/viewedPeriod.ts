import { Temporal } from 'temporal-polyfill';

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * How a text names a day ('YYYY-MM-DD') and its ISO week seen on `today` (issue 28 §2: the numbers describe
 * the day being viewed): `dayName` is null for today and else the day ('Mon 30 Nov'); `weekNumber` is null
 * for today's ISO week and else the day's ISO week number. Both null when either day is unknown.
 */
export function viewedPeriod(day: string | undefined, today: string | undefined): { dayName: string | null; weekNumber: number | null } {
  const shown = day === undefined ? null : Temporal.PlainDate.from(day);
  const now = today === undefined ? null : Temporal.PlainDate.from(today);
  if (shown === null || now === null || shown.equals(now)) return { dayName: null, weekNumber: null };
  const sameWeek = shown.yearOfWeek === now.yearOfWeek && shown.weekOfYear === now.weekOfYear;
  return {
    dayName: DAY_FORMAT.format(new Date(Date.UTC(shown.year, shown.month - 1, shown.day))),
    weekNumber: sameWeek ? null : shown.weekOfYear!,
  };
}
