import { kept } from '@roombook/domain/kept';
import { copenhagenOffsetMs } from '@roombook/domain/time/zone';

/**
 * Europe/Copenhagen wall-clock arithmetic on epoch milliseconds: what react-big-calendar's localizer
 * (localizer.ts) and the calendar's texts need, on the domain's zone rules (`copenhagenOffsetMs`, Temporal's
 * offsets remembered per hour) whatever zone the browser is in. A "wall" value is the Copenhagen wall clock
 * read as UTC (29 March 2026 01:15Z, 03:15 CEST, has the wall value of 03:15Z), so calendar fields are Date's
 * UTC fields of it and whole days are 86,400,000 ms of it, on DST days too.
 */

export const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** The calendar's culture: English texts, 24-hour times, the day before the month. */
const CALENDAR_CULTURE = 'en-GB';

/** The wall value of an instant. */
export const wallOf = (ms: number): number => (Number.isFinite(ms) ? ms + copenhagenOffsetMs(ms) : Number.NaN);

/**
 * The instant of a wall value, as Temporal's 'compatible' disambiguation (and the booking form) reads one: a
 * wall time that occurs twice (the autumn change's 02:00–02:59) is its first, summer-time occurrence; one
 * that does not occur (the spring change's 02:00–02:59) moves forward by the gap.
 */
export function fromWall(wall: number): number {
  if (!Number.isFinite(wall)) return Number.NaN;
  const before = copenhagenOffsetMs(wall - DAY_MS);
  const after = copenhagenOffsetMs(wall + DAY_MS);
  const early = wall - Math.max(before, after);
  const late = wall - Math.min(before, after);
  if (copenhagenOffsetMs(early) === Math.max(before, after)) return early;
  if (copenhagenOffsetMs(late) === Math.min(before, after)) return late;
  // In the gap: the offset before it, which lands as far after the gap as the wall time is into it.
  return wall - before;
}

/** A calendar unit as react-big-calendar names it ('day', 'days', 'minutes', 'FullYear'…), singular. */
export type Unit = 'millisecond' | 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const UNITS: Readonly<Record<string, Unit>> = {
  millisecond: 'millisecond',
  milliseconds: 'millisecond',
  second: 'second',
  seconds: 'second',
  minute: 'minute',
  minutes: 'minute',
  hour: 'hour',
  hours: 'hour',
  day: 'day',
  days: 'day',
  date: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  year: 'year',
  years: 'year',
  fullyear: 'year',
};

/** The unit named, or undefined for none; an unknown name throws (a programming error). */
export function unitOf(name: string | undefined): Unit | undefined {
  if (name === undefined || name === '') return undefined;
  const unit = UNITS[name.toLowerCase()];
  if (unit === undefined) throw new RangeError(`Unknown calendar unit ${name}`);
  return unit;
}

/** Units of fixed length: elapsed time (Copenhagen's offsets are whole hours, so hours are too). */
const ELAPSED: Readonly<Partial<Record<Unit, number>>> = { millisecond: 1, second: 1000, minute: MINUTE_MS, hour: HOUR_MS };

/** Monday is the first day of the week (ISO). */
const mondayOf = (wallDay: number): number => wallDay - ((new Date(wallDay).getUTCDay() + 6) % 7) * DAY_MS;

function wallStartOf(wall: number, unit: Unit): number {
  const day = Math.floor(wall / DAY_MS) * DAY_MS;
  switch (unit) {
    case 'day':
      return day;
    case 'week':
      return mondayOf(day);
    case 'month': {
      const d = new Date(wall);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    }
    case 'year':
      return Date.UTC(new Date(wall).getUTCFullYear(), 0, 1);
    default:
      return Math.floor(wall / ELAPSED[unit]!) * ELAPSED[unit]!;
  }
}

const dayStarts = new Map<number, number>();
const CACHE_MAX = 20_000;

/** Copenhagen midnight at the start of the day of `ms` (remembered: the views ask for it per booking). */
export const dayStart = (ms: number): number => kept(dayStarts, ms, CACHE_MAX, () => fromWall(wallStartOf(wallOf(ms), 'day')));

/** The start of the unit (Copenhagen day, Monday-week, month, year; elapsed hours and below) holding `ms`. */
export function startOf(ms: number, unit: Unit): number {
  if (!Number.isFinite(ms)) return Number.NaN;
  const length = ELAPSED[unit];
  if (length !== undefined) return Math.floor(ms / length) * length;
  if (unit === 'day') return dayStart(ms);
  return fromWall(wallStartOf(wallOf(ms), unit));
}

/** Wall value plus whole months, the day of the month kept or cut to the month's last (as luxon). */
function addWallMonths(wall: number, months: number): number {
  const d = new Date(wall);
  const month = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const timeOfDay = wall - Math.floor(wall / DAY_MS) * DAY_MS;
  return Date.UTC(d.getUTCFullYear(), month, Math.min(d.getUTCDate(), lastDay)) + timeOfDay;
}

/** `ms` plus `amount` units: elapsed time for hours and below, the wall clock's calendar for the rest. */
export function add(ms: number, amount: number, unit: Unit): number {
  const length = ELAPSED[unit];
  if (length !== undefined) return ms + amount * length;
  const wall = wallOf(ms);
  switch (unit) {
    case 'day':
      return fromWall(wall + amount * DAY_MS);
    case 'week':
      return fromWall(wall + amount * 7 * DAY_MS);
    case 'month':
      return fromWall(addWallMonths(wall, amount));
    default:
      return fromWall(addWallMonths(wall, amount * 12));
  }
}

/** The last millisecond of the unit holding `ms` (as luxon's endOf). */
export const endOf = (ms: number, unit: Unit): number => add(startOf(ms, unit), 1, unit) - 1;

/**
 * `b` minus `a` in units, with the fraction of the next unit (as luxon's diff): elapsed time for hours and
 * below, the wall clock for days and weeks, and whole calendar months plus the part of the next one.
 */
export function difference(a: number, b: number, unit: Unit): number {
  const length = ELAPSED[unit];
  if (length !== undefined) return (b - a) / length;
  if (unit === 'day' || unit === 'week') return (wallOf(b) - wallOf(a)) / (unit === 'day' ? DAY_MS : 7 * DAY_MS);
  const [earlier, later, sign] = a <= b ? [a, b, 1] : [b, a, -1];
  const months = unit === 'month' ? 1 : 12;
  const [x, y] = [new Date(wallOf(earlier)), new Date(wallOf(later))];
  let whole = Math.floor(((y.getUTCFullYear() - x.getUTCFullYear()) * 12 + y.getUTCMonth() - x.getUTCMonth()) / months);
  while (whole > 0 && add(earlier, whole, unit) > later) whole -= 1;
  const cursor = add(earlier, whole, unit);
  const next = add(earlier, whole + 1, unit);
  return sign * (whole + (later - cursor) / (next - cursor));
}

/** Wall-clock minutes since the Copenhagen midnight of the day (on DST days too, as the clock on the wall). */
export const minutesOfDay = (ms: number): number => Math.round((wallOf(ms) - Math.floor(wallOf(ms) / DAY_MS) * DAY_MS) / MINUTE_MS);

/** The instant `minutes` wall-clock minutes after the Copenhagen midnight of the day of `ms` ('compatible'). */
export const atMinuteOfDay = (ms: number, minutes: number): number => fromWall(Math.floor(wallOf(ms) / DAY_MS) * DAY_MS + minutes * MINUTE_MS);

/** ISO weekday of the Copenhagen day of `ms`: 1 Monday … 7 Sunday. */
export const weekdayOf = (ms: number): number => ((new Date(wallOf(ms)).getUTCDay() + 6) % 7) + 1;

// ---- Texts ----

type Named = 'weekday-long' | 'weekday-short' | 'month-long' | 'month-short';
const names = new Map<string, string>();

/** A weekday (1 Monday … 7 Sunday) or month (1–12) name in the calendar's culture, from Intl. */
function nameOf(kind: Named, index: number): string {
  return kept(names, `${kind}\u0000${index}`, 100, () => {
    const [part, length] = kind.split('-') as ['weekday' | 'month', 'short' | 'long'];
    // 2016-11-14 was a Monday; months from 2016-01-01.
    const date = part === 'weekday' ? Date.UTC(2016, 10, 13 + index) : Date.UTC(2016, index - 1, 1);
    const options: Intl.DateTimeFormatOptions = part === 'weekday' ? { weekday: length, timeZone: 'UTC' } : { month: length, timeZone: 'UTC' };
    return new Intl.DateTimeFormat(CALENDAR_CULTURE, options).format(date);
  });
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The format language's tokens, longest first; everything else is copied as it is. */
const TOKEN = /yyyy|MMMM|MMM|MM|M|dd|d|EEEE|EEE|HH|H|mm|ss|t/g;

function formatWall(wall: number, format: string): string {
  const d = new Date(wall);
  return format.replace(TOKEN, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(d.getUTCFullYear(), 4);
      case 'MMMM':
        return nameOf('month-long', d.getUTCMonth() + 1);
      case 'MMM':
        return nameOf('month-short', d.getUTCMonth() + 1);
      case 'MM':
        return pad(d.getUTCMonth() + 1);
      case 'M':
        return String(d.getUTCMonth() + 1);
      case 'dd':
        return pad(d.getUTCDate());
      case 'd':
        return String(d.getUTCDate());
      case 'EEEE':
        return nameOf('weekday-long', ((d.getUTCDay() + 6) % 7) + 1);
      case 'EEE':
        return nameOf('weekday-short', ((d.getUTCDay() + 6) % 7) + 1);
      case 'HH':
        return pad(d.getUTCHours());
      case 'H':
        return String(d.getUTCHours());
      case 'mm':
        return pad(d.getUTCMinutes());
      case 'ss':
        return pad(d.getUTCSeconds());
      default:
        // 't': the culture's short time, 24-hour in en-GB.
        return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
    }
  });
}

const texts = new Map<string, string>();

/**
 * An instant's Copenhagen wall-clock text in a small format language: yyyy, MMMM ('November'), MMM ('Nov'),
 * MM, M, dd, d, EEEE ('Wednesday'), EEE ('Wed'), HH, H, mm, ss and t ('14:05'); each instant and format is
 * formatted once (the calendar writes the same few hundred texts on every render).
 */
export function copenhagenText(date: Date | number, format = 'yyyy-MM-dd HH:mm'): string {
  const ms = typeof date === 'number' ? date : date.getTime();
  if (Number.isNaN(ms)) return 'Invalid DateTime';
  return kept(texts, `${format}\u0000${ms}`, CACHE_MAX, () => formatWall(wallOf(ms), format));
}
