import { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '@roombook/domain/constants';

/**
 * Instants in Europe/Copenhagen, as the part of luxon's DateTime that react-big-calendar's luxon localizer
 * and this folder use (docs/decisions/049: the calendar page without luxon's 22 KB gzip). Each method
 * follows luxon 3.7's own algorithm (the offset guess of `fixOffset`, calendar units added on the wall
 * clock, `diff` by whole calendar units plus a fraction of the next one); copenhagenTime.test.ts compares
 * every method with luxon instant by instant, across both DST changes. Offsets come from Temporal (the
 * browser's own where it has one), remembered per UTC hour.
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const exactOffset = (ts: number): number =>
  Temporal.Instant.fromEpochMilliseconds(ts).toZonedDateTimeISO(TIME_ZONE).offsetNanoseconds / (MINUTE_MS * 1_000_000);

const offsets = new Map<number, number>();
const OFFSETS_MAX = 50_000;

/**
 * Copenhagen's UTC offset in minutes at an instant. Remembered per UTC hour: react-big-calendar reads dates
 * tens of thousands of times per render. An hour in which the offset changes is never remembered; every other
 * hour has one offset throughout.
 */
export function copenhagenOffset(ts: number): number {
  const hour = Math.floor(ts / HOUR_MS);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const first = exactOffset(hour * HOUR_MS);
  if (first !== exactOffset(hour * HOUR_MS + HOUR_MS - 1)) return exactOffset(ts);
  if (offsets.size >= OFFSETS_MAX) offsets.clear();
  offsets.set(hour, first);
  return first;
}

/** Wall-clock fields (month 1–12), as luxon's `c`. */
interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const wallOf = (ts: number, offset: number): Wall => {
  const d = new Date(ts + offset * MINUTE_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
  };
};

/** The wall clock read as if it were UTC (luxon's `objToLocalTS`). */
const localTs = (w: Wall): number => {
  const ts = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);
  if (w.year >= 100 || w.year < 0) return ts;
  const d = new Date(ts); // Date.UTC reads years 0–99 as 19xx.
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  return d.getTime();
};

/**
 * The instant of a wall clock, from a guess of its offset (luxon's `fixOffset`): the guess if it holds,
 * else the offset found there; in the hour that a spring change skips, the wall clock moves on by the gap.
 */
function fixOffset(local: number, guess: number): [number, number] {
  let utc = local - guess * MINUTE_MS;
  const o2 = copenhagenOffset(utc);
  if (guess === o2) return [utc, guess];
  utc -= (o2 - guess) * MINUTE_MS;
  const o3 = copenhagenOffset(utc);
  if (o2 === o3) return [utc, o2];
  return [local - Math.min(o2, o3) * MINUTE_MS, Math.max(o2, o3)];
}

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

type SetUnit = keyof Wall | 'weekday';
type DurationUnit = 'years' | 'quarters' | 'months' | 'weeks' | 'days' | 'hours' | 'minutes' | 'seconds' | 'milliseconds';

const SET_UNITS: Readonly<Record<string, SetUnit>> = {
  year: 'year',
  years: 'year',
  month: 'month',
  months: 'month',
  day: 'day',
  days: 'day',
  hour: 'hour',
  hours: 'hour',
  minute: 'minute',
  minutes: 'minute',
  second: 'second',
  seconds: 'second',
  millisecond: 'millisecond',
  milliseconds: 'millisecond',
  weekday: 'weekday',
  weekdays: 'weekday',
};

const DURATION_UNITS: Readonly<Record<string, DurationUnit>> = {
  year: 'years',
  years: 'years',
  quarter: 'quarters',
  quarters: 'quarters',
  month: 'months',
  months: 'months',
  week: 'weeks',
  weeks: 'weeks',
  day: 'days',
  days: 'days',
  hour: 'hours',
  hours: 'hours',
  minute: 'minutes',
  minutes: 'minutes',
  second: 'seconds',
  seconds: 'seconds',
  millisecond: 'milliseconds',
  milliseconds: 'milliseconds',
};

/** Units of one length: what a difference in them or a conversion between them is in milliseconds. */
const FIXED_MS: Readonly<Partial<Record<DurationUnit, number>>> = {
  weeks: 7 * DAY_MS,
  days: DAY_MS,
  hours: HOUR_MS,
  minutes: MINUTE_MS,
  seconds: SECOND_MS,
  milliseconds: 1,
};

/** The wall-clock fields that `startOf` resets, largest first, and from which one each unit resets them (luxon's switch). */
const CLEARED: readonly (readonly [SetUnit, number])[] = [
  ['month', 1],
  ['day', 1],
  ['hour', 0],
  ['minute', 0],
  ['second', 0],
  ['millisecond', 0],
];
const FIRST_CLEARED: Readonly<Record<DurationUnit, number>> = {
  years: 0,
  quarters: 1,
  months: 1,
  weeks: 2,
  days: 2,
  hours: 3,
  minutes: 4,
  seconds: 5,
  milliseconds: 6,
};

const LOWER_ORDER = new Set<DurationUnit>(['hours', 'minutes', 'seconds', 'milliseconds']);

function durationUnit(unit: string): DurationUnit {
  const normalized = DURATION_UNITS[unit] ?? DURATION_UNITS[unit.toLowerCase()];
  if (!normalized) throw new RangeError(`Invalid unit ${unit}`);
  return normalized;
}

/** A difference in one unit, as luxon's Duration answers `toObject` and `as`. */
export class Difference {
  constructor(
    private readonly value: number,
    private readonly unit: DurationUnit,
  ) {}

  toObject(): Partial<Record<DurationUnit, number>> {
    return { [this.unit]: this.value };
  }

  as(unit: string): number {
    const target = durationUnit(unit);
    if (target === this.unit) return this.value;
    const [from, to] = [FIXED_MS[this.unit], FIXED_MS[target]];
    if (from === undefined || to === undefined) throw new RangeError(`Cannot convert ${this.unit} to ${target}`);
    return (this.value * from) / to;
  }
}

type Named = 'weekday-short' | 'weekday-long' | 'month-short' | 'month-long';
const names = new Map<string, string>();

/**
 * A weekday's or month's name as luxon formats it for a locale other than en-US: the part that Intl gives
 * in a date with a day (so the format form, 'Sept' in en-GB, not the stand-alone one).
 */
function nameOf(kind: Named, index: number, locale: string): string {
  const key = `${kind}\u0000${index}\u0000${locale}`;
  let name = names.get(key);
  if (name === undefined) {
    const [part, length] = kind.split('-') as ['weekday' | 'month', 'short' | 'long'];
    // 2016-11-14 was a Monday (index 1 = Monday … 7 = Sunday); months from 2016-01-01.
    const date = part === 'weekday' ? Date.UTC(2016, 10, 13 + index) : Date.UTC(2016, index - 1, 1);
    const options: Intl.DateTimeFormatOptions =
      part === 'weekday' ? { weekday: length, month: 'long', day: 'numeric', timeZone: 'UTC' } : { month: length, day: 'numeric', timeZone: 'UTC' };
    name = new Intl.DateTimeFormat(locale, options).formatToParts(date).find((p) => p.type === part)?.value ?? '';
    names.set(key, name);
  }
  return name;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** luxon's 't' (its TIME_SIMPLE): the locale's short time, '10:15' in en-GB. */
function shortTime(ts: number, locale: string): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: 'numeric', timeZone: TIME_ZONE });
    timeFormats.set(locale, format);
  }
  return format.format(ts);
}

const pad = (n: number, width: number): string => (n < 0 ? `-${String(-n).padStart(width, '0')}` : String(n).padStart(width, '0'));

/** A format's tokens as luxon splits them (its `parseFormat`): runs of one character, and 'quoted' literal text. */
function tokens(format: string): { literal: boolean; text: string }[] {
  const found: { literal: boolean; text: string }[] = [];
  const blank = (text: string) => /^\s+$/.test(text);
  let current = '';
  let quoted = false;
  for (const c of format) {
    if (c === "'") {
      if (current.length > 0 || quoted) found.push({ literal: quoted || blank(current), text: current === '' ? "'" : current });
      current = '';
      quoted = !quoted;
    } else if (quoted || c === current[0]) {
      current += c;
    } else {
      if (current.length > 0) found.push({ literal: blank(current), text: current });
      current = c;
    }
  }
  if (current.length > 0) found.push({ literal: quoted || blank(current), text: current });
  return found;
}

const INVALID = 'Invalid DateTime';

/** One instant read in Copenhagen time, with the locale it formats in. Immutable, as luxon's DateTime. */
export class CopenhagenTime {
  private readonly c: Wall;

  private constructor(
    private readonly ts: number,
    readonly offset: number,
    readonly locale: string,
  ) {
    this.c = wallOf(ts, offset);
  }

  private static at(ts: number, locale: string, offset?: number): CopenhagenTime {
    if (!Number.isFinite(ts)) return new CopenhagenTime(Number.NaN, Number.NaN, locale);
    return new CopenhagenTime(ts, offset ?? copenhagenOffset(ts), locale);
  }

  /** A Date in Copenhagen time; anything else (the "+N more" popup may pass no end) an invalid one, as luxon. */
  static fromJSDate(date: unknown, locale = 'en-GB'): CopenhagenTime {
    return CopenhagenTime.at(date instanceof Date ? date.getTime() : Number.NaN, locale);
  }

  static fromMillis(ts: number, locale = 'en-GB'): CopenhagenTime {
    return CopenhagenTime.at(ts, locale);
  }

  static local(locale = 'en-GB'): CopenhagenTime {
    return CopenhagenTime.at(Date.now(), locale);
  }

  /** The earliest, the first of equal ones (luxon's `bestBy`). */
  static min(...times: CopenhagenTime[]): CopenhagenTime | undefined {
    return times.reduce<CopenhagenTime | undefined>((a, b) => (a === undefined || Math.min(a.ts, b.ts) !== a.ts ? b : a), undefined);
  }

  static max(...times: CopenhagenTime[]): CopenhagenTime | undefined {
    return times.reduce<CopenhagenTime | undefined>((a, b) => (a === undefined || Math.max(a.ts, b.ts) !== a.ts ? b : a), undefined);
  }

  get isValid(): boolean {
    return Number.isFinite(this.ts);
  }

  get year(): number {
    return this.c.year;
  }

  get month(): number {
    return this.c.month;
  }

  get day(): number {
    return this.c.day;
  }

  get hour(): number {
    return this.c.hour;
  }

  get minute(): number {
    return this.c.minute;
  }

  get second(): number {
    return this.c.second;
  }

  get millisecond(): number {
    return this.c.millisecond;
  }

  /** 1 = Monday … 7 = Sunday. */
  get weekday(): number {
    if (!this.isValid) return Number.NaN;
    return new Date(Date.UTC(this.c.year, this.c.month - 1, this.c.day)).getUTCDay() || 7;
  }

  get quarter(): number {
    return Math.ceil(this.c.month / 3);
  }

  valueOf(): number {
    return this.ts;
  }

  toMillis(): number {
    return this.ts;
  }

  toJSDate(): Date {
    return new Date(this.ts);
  }

  equals(other: CopenhagenTime): boolean {
    return this.isValid && other.isValid && this.ts === other.ts && this.locale === other.locale;
  }

  setLocale(locale: string): CopenhagenTime {
    return locale === this.locale || !this.isValid ? this : new CopenhagenTime(this.ts, this.offset, locale);
  }

  /** Sets wall-clock fields (a weekday within the same Monday-to-Sunday week); the offset is found as luxon does. */
  set(values: Readonly<Record<string, number | undefined>>): CopenhagenTime {
    if (!this.isValid) return this;
    const changes: Partial<Record<SetUnit, number>> = {};
    for (const [unit, value] of Object.entries(values)) {
      if (value === undefined) continue;
      const normalized = SET_UNITS[unit];
      if (!normalized) throw new RangeError(`Invalid unit ${unit}`);
      changes[normalized] = value;
    }
    const { weekday, year, month, day, ...time } = changes;
    let mixed: Wall;
    if (weekday !== undefined) {
      // luxon keeps the ISO week (Monday to Sunday) and its other date fields are then not read.
      mixed = { ...this.c, ...time, day: this.c.day + (weekday - this.weekday) };
    } else {
      mixed = { ...this.c, ...time, ...(year === undefined ? {} : { year }), ...(month === undefined ? {} : { month }), ...(day === undefined ? {} : { day }) };
      if (day === undefined) mixed.day = Math.min(daysInMonth(mixed.year, mixed.month), mixed.day);
    }
    const [ts, offset] = fixOffset(localTs(mixed), this.offset);
    return CopenhagenTime.at(ts, this.locale, offset);
  }

  /** Adds calendar units on the wall clock (a month end clamps) and time units as elapsed time, as luxon. */
  plus(duration: number | Readonly<Record<string, number>>): CopenhagenTime {
    if (!this.isValid) return this;
    const amounts: Partial<Record<DurationUnit, number>> = {};
    for (const [unit, value] of Object.entries(typeof duration === 'number' ? { milliseconds: duration } : duration)) {
      const normalized = durationUnit(unit);
      amounts[normalized] = (amounts[normalized] ?? 0) + value;
    }
    const whole = (unit: DurationUnit) => Math.trunc(amounts[unit] ?? 0);
    const year = this.c.year + whole('years');
    const month = this.c.month + whole('months') + whole('quarters') * 3;
    // Fractions of calendar units are not luxon's calendar arithmetic (it converts them at fixed lengths); none is asked for.
    for (const unit of ['years', 'quarters', 'months', 'weeks', 'days'] as const) {
      if ((amounts[unit] ?? 0) !== whole(unit)) throw new RangeError(`A fraction of ${unit} is not supported`);
    }
    const c: Wall = { ...this.c, year, month, day: Math.min(this.c.day, daysInMonth(year, month)) + whole('days') + whole('weeks') * 7 };
    const elapsed =
      (amounts.hours ?? 0) * HOUR_MS + (amounts.minutes ?? 0) * MINUTE_MS + (amounts.seconds ?? 0) * SECOND_MS + (amounts.milliseconds ?? 0);
    const [ts, offset] = fixOffset(localTs(c), this.offset);
    return elapsed === 0 ? CopenhagenTime.at(ts, this.locale, offset) : CopenhagenTime.at(ts + elapsed, this.locale);
  }

  minus(duration: number | Readonly<Record<string, number>>): CopenhagenTime {
    if (typeof duration === 'number') return this.plus(-duration);
    return this.plus(Object.fromEntries(Object.entries(duration).map(([unit, value]) => [unit, -value])));
  }

  startOf(unit: string): CopenhagenTime {
    if (!this.isValid) return this;
    const normalized = durationUnit(unit);
    const o: Partial<Record<SetUnit, number>> = Object.fromEntries(CLEARED.slice(FIRST_CLEARED[normalized]));
    if (normalized === 'weeks') o.weekday = 1;
    if (normalized === 'quarters') o.month = (this.quarter - 1) * 3 + 1;
    return this.set(o);
  }

  /** The last millisecond of the unit (luxon: one unit on, its start, one millisecond back). */
  endOf(unit: string): CopenhagenTime {
    if (!this.isValid) return this;
    return this.plus({ [unit]: 1 })
      .startOf(unit)
      .minus(1);
  }

  /** Whether `other` falls within the same `unit` (day, week, month…) as this. */
  hasSame(other: CopenhagenTime, unit: string): boolean {
    if (!this.isValid || !other.isValid) return false;
    return this.startOf(unit).ts <= other.ts && other.ts <= this.endOf(unit).ts;
  }

  /**
   * This minus `other` in one unit, as luxon's `diff`: calendar units count whole units on the wall clock
   * and add the fraction of the next one that has passed; time units are elapsed time.
   */
  diff(other: CopenhagenTime, unit = 'milliseconds'): Difference {
    const normalized = durationUnit(unit);
    if (!this.isValid || !other.isValid) return new Difference(Number.NaN, normalized);
    const otherIsLater = other.ts > this.ts;
    const [earlier, later] = otherIsLater ? [this, other] : [other, this];
    const value = LOWER_ORDER.has(normalized) ? (later.ts - earlier.ts) / FIXED_MS[normalized]! : calendarDiff(earlier, later, normalized);
    return new Difference(otherIsLater && value !== 0 ? -value : value, normalized);
  }

  toFormat(format: string): string {
    if (!this.isValid) return INVALID;
    return tokens(format)
      .map(({ literal, text }) => (literal ? text : this.token(text)))
      .join('');
  }

  /** One token of luxon's format language (those the calendar uses), or the text itself when it is none. */
  private token(token: string): string {
    const c = this.c;
    switch (token) {
      case 'yyyy':
        return pad(c.year, 4);
      case 'yy':
        return pad(c.year % 100, 2);
      case 'y':
        return String(c.year);
      case 'MMMM':
        return nameOf('month-long', c.month, this.locale);
      case 'MMM':
        return nameOf('month-short', c.month, this.locale);
      case 'MM':
        return pad(c.month, 2);
      case 'M':
        return String(c.month);
      case 'dd':
        return pad(c.day, 2);
      case 'd':
        return String(c.day);
      case 'EEEE':
        return nameOf('weekday-long', this.weekday, this.locale);
      case 'EEE':
        return nameOf('weekday-short', this.weekday, this.locale);
      case 'E':
        return String(this.weekday);
      case 'HH':
        return pad(c.hour, 2);
      case 'H':
        return String(c.hour);
      case 'mm':
        return pad(c.minute, 2);
      case 'm':
        return String(c.minute);
      case 'ss':
        return pad(c.second, 2);
      case 's':
        return String(c.second);
      case 'SSS':
        return pad(c.millisecond, 3);
      case 'ZZ': {
        const sign = this.offset < 0 ? '-' : '+';
        const minutes = Math.abs(this.offset);
        return `${sign}${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
      }
      case 't':
        return shortTime(this.ts, this.locale);
      default:
        if (/[A-Za-z]/.test(token)) throw new RangeError(`The format token ${token} is not supported`);
        return token;
    }
  }
}

/** Whole days between two wall-clock dates (luxon's `dayDiff`). */
const dayDiff = (earlier: CopenhagenTime, later: CopenhagenTime): number =>
  Math.floor((Date.UTC(later.year, later.month - 1, later.day) - Date.UTC(earlier.year, earlier.month - 1, earlier.day)) / DAY_MS);

const DIFFERS: Readonly<Record<Exclude<DurationUnit, 'hours' | 'minutes' | 'seconds' | 'milliseconds'>, (a: CopenhagenTime, b: CopenhagenTime) => number>> = {
  years: (a, b) => b.year - a.year,
  quarters: (a, b) => b.quarter - a.quarter + (b.year - a.year) * 4,
  months: (a, b) => b.month - a.month + (b.year - a.year) * 12,
  weeks: (a, b) => {
    const days = dayDiff(a, b);
    return (days - (days % 7)) / 7;
  },
  days: dayDiff,
};

/** luxon's `highOrderDiffs` and the fraction after it, for one calendar unit. */
function calendarDiff(earlier: CopenhagenTime, later: CopenhagenTime, unit: DurationUnit): number {
  const differ = DIFFERS[unit as keyof typeof DIFFERS];
  let whole = differ(earlier, later);
  let highWater = earlier.plus({ [unit]: whole });
  let cursor: CopenhagenTime;
  if (highWater.valueOf() > later.valueOf()) {
    whole -= 1;
    cursor = earlier.plus({ [unit]: whole });
    if (cursor.valueOf() > later.valueOf()) {
      highWater = cursor;
      whole -= 1;
      cursor = earlier.plus({ [unit]: whole });
    }
  } else {
    cursor = highWater;
  }
  const remaining = later.valueOf() - cursor.valueOf();
  if (highWater.valueOf() < later.valueOf()) highWater = cursor.plus({ [unit]: 1 });
  return highWater === cursor ? whole : whole + remaining / (highWater.valueOf() - cursor.valueOf());
}
