import type { DateTime } from 'luxon';
import { luxonLocalizer, type DateLocalizer, type Formats } from 'react-big-calendar';
import { WEEK_STARTS_ON } from '@roombook/domain/constants';
import { kept } from '@roombook/domain/kept';
import { copenhagenOffset, CopenhagenTime } from '../copenhagenTime';

/**
 * react-big-calendar's luxon localizer in Europe/Copenhagen, as BookingCalendar drew with it until it got views
 * of its own (docs/decisions/054). Nothing of the product imports this module: it is the reference that the
 * views' tests (views/*.test.ts) compare their layouts with, react-big-calendar's own code running on it.
 *
 * react-big-calendar computes days, weeks and slot positions through its localizer. Its luxon localizer
 * reads every Date through `DateTime.fromJSDate(date)`; it is handed CopenhagenTime (copenhagenTime.ts)
 * instead of luxon's DateTime (docs/decisions/050), with the shortcuts below; localizer.test.ts checks both
 * against the luxon localizer on luxon itself.
 *
 * Places where react-big-calendar 1.20 reads a Date in the browser's zone whatever the localizer says
 * (the tests pin the browser's zone where it matters):
 * - WorkWeek drops Saturdays and Sundays with `date.getDay()`: `range` returns CalendarDay dates whose
 *   getDay() is the Copenhagen weekday.
 * - TimeGutter compares `getTimezoneOffset()` of the day's first and last slot: answered with the
 *   Copenhagen offset here.
 * - Month and the all-day row end a day selection with `end.setDate(slot.getDate() + 1)`.
 * - `getDstOffset` (slot positions on DST days) and `segmentOffset` (multi-day bars) come from the browser's
 *   zone; the views place by elapsed time and draw bars their full length instead.
 */

/** The culture the calendar formats with: English texts, 24-hour times, day before month. */
const CALENDAR_CULTURE = 'en-GB';

/**
 * The CopenhagenTimes of recently read instants. react-big-calendar reads the same few hundred instants (the
 * bookings' starts and ends, the days of the view) over and over; a CopenhagenTime never changes, so one
 * per instant serves every read.
 */
const recent = new Map<number, CopenhagenTime>();
const RECENT_MAX = 20_000;

function inZone(date: Date): CopenhagenTime {
  // Not a Date (react-big-calendar's "+N more" popup passes an end it may not have): an invalid time, as luxon's.
  if (!(date instanceof Date)) return CopenhagenTime.fromJSDate(date, CALENDAR_CULTURE);
  return kept(recent, date.getTime(), RECENT_MAX, () => CopenhagenTime.fromJSDate(date, CALENDAR_CULTURE));
}

/** The part of luxon's DateTime class that react-big-calendar's luxon localizer uses, in Copenhagen. */
export interface LocalizerDateTime {
  fromJSDate(date: Date): Pick<DateTime, 'valueOf'>;
  local(): Pick<DateTime, 'valueOf'>;
  min(...dates: never[]): unknown;
  max(...dates: never[]): unknown;
}

const CopenhagenDateTime: LocalizerDateTime = {
  fromJSDate: inZone,
  local: () => CopenhagenTime.local(CALENDAR_CULTURE),
  min: (...dates: CopenhagenTime[]) => CopenhagenTime.min(...dates),
  max: (...dates: CopenhagenTime[]) => CopenhagenTime.max(...dates),
};

/** A day of the calendar's range whose getDay() is its weekday in Copenhagen (see above). */
class CalendarDay extends Date {
  override getDay(): number {
    return inZone(this).weekday % 7;
  }
}

const formats: Formats = {
  dayFormat: 'EEE dd/MM',
  dayHeaderFormat: 'EEEE dd MMMM yyyy',
  agendaDateFormat: 'EEE dd MMM',
  monthHeaderFormat: 'MMMM yyyy',
  dayRangeHeaderFormat: ({ start, end }, culture, local) =>
    `${local!.format(start, 'dd MMM', culture)} – ${local!.format(end, 'dd MMM yyyy', culture)}`,
  agendaHeaderFormat: ({ start, end }, culture, local) =>
    `${local!.format(start, 'dd MMM', culture)} – ${local!.format(end, 'dd MMM yyyy', culture)}`,
};

/**
 * react-big-calendar's luxon localizer on Copenhagen time, without the shortcuts below (tests compare).
 * `dateTime` is CopenhagenTime; the tests pass luxon's own DateTime in Copenhagen, as the reference.
 */
export function createBaseLocalizer(dateTime: LocalizerDateTime = CopenhagenDateTime): DateLocalizer {
  const localizer = luxonLocalizer(dateTime as unknown as typeof DateTime, { firstDayOfWeek: WEEK_STARTS_ON });
  const range = localizer.range.bind(localizer);
  localizer.range = (start, end, unit) => range(start, end, unit).map((day) => new CalendarDay(day.getTime()));
  localizer.getTimezoneOffset = (date) => -copenhagenOffset(date.getTime());
  Object.assign(localizer.formats, formats);
  return localizer;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Lengths of the units whose differences are plain elapsed time (luxon's diff counts them so too). */
const ELAPSED_UNITS: Readonly<Record<string, number>> = { milliseconds: 1, seconds: 1000, minutes: MINUTE_MS, hours: 3_600_000 };

const unitOf = (unit: string | undefined): string | undefined => {
  if (!unit) return undefined;
  const lower = unit.toLowerCase();
  return lower.endsWith('s') ? lower : `${lower}s`;
};

/** Copenhagen midnight at the start of the day of `date`, as epoch milliseconds (remembered). */
const dayStarts = new Map<number, number>();
function dayStartMs(date: Date): number {
  return kept(dayStarts, date.getTime(), RECENT_MAX, () => inZone(date).startOf('day').toMillis());
}

/** Texts formatted before, by format, culture and instant (see `remembered`). */
const texts = new Map<string, string>();

/** The text under `key`, formatted by `format` the first time. */
function remembered(key: string, format: () => string): string {
  return kept(texts, key, RECENT_MAX, format);
}

/** The start of the minute. Copenhagen's offsets are whole minutes (since 1894), so UTC minutes are its minutes. */
const minuteMs = (date: Date): number => Math.floor(date.getTime() / MINUTE_MS) * MINUTE_MS;

/**
 * The instant truncated to `unit` when that is cheap (day, minute, none), else null (and for anything
 * but a Date: the "+N more" popup compares with an end it may not have).
 */
function truncated(date: Date | undefined, unit: string | undefined): number | null {
  if (!(date instanceof Date)) return null;
  switch (unitOf(unit)) {
    case undefined:
    case 'milliseconds':
      return date.getTime();
    case 'minutes':
      return minuteMs(date);
    case 'days':
      return dayStartMs(date);
    default:
      return null;
  }
}

type Compare = (a: Date, b: Date, unit?: string) => boolean;

/**
 * The shortcuts: react-big-calendar lays a week of 500 bookings out with tens of thousands of localizer
 * calls (day starts, minute comparisons, elapsed minutes). For the units where Copenhagen time is plain
 * arithmetic on remembered day starts they answer without luxon; every other unit goes to the luxon
 * localizer. localizer.test.ts checks them against it instant by instant, DST days included.
 */
function addShortcuts(localizer: DateLocalizer): DateLocalizer {
  const baseFormat = localizer.format.bind(localizer);
  const base = {
    inRange: localizer.inRange.bind(localizer),
    getSlotDate: localizer.getSlotDate.bind(localizer),
    startOf: localizer.startOf.bind(localizer),
    diff: localizer.diff.bind(localizer),
    eq: localizer.eq.bind(localizer) as Compare,
    neq: localizer.neq.bind(localizer) as Compare,
    lt: localizer.lt.bind(localizer) as Compare,
    lte: localizer.lte.bind(localizer) as Compare,
    gt: localizer.gt.bind(localizer) as Compare,
    gte: localizer.gte.bind(localizer) as Compare,
  };
  const comparator =
    (name: keyof typeof base & ('eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte'), test: (a: number, b: number) => boolean): Compare =>
    (a, b, unit) => {
      const x = truncated(a, unit);
      const y = truncated(b, unit);
      return x === null || y === null ? base[name](a, b, unit) : test(x, y);
    };
  Object.assign(localizer, {
    // A text is the same every time for the same instant, format and culture: luxon formats each once
    // (react-big-calendar formats every booking's times, every slot label and every day heading on each
    // render; formatting was the largest single cost of switching views with 500 bookings).
    format: (value: unknown, format: unknown, culture?: string): string => {
      if (!(value instanceof Date) || typeof format !== 'string') return baseFormat(value as Date, format as string, culture);
      return remembered(`${format}\u0000${culture ?? ''}\u0000${value.getTime()}`, () => baseFormat(value, format, culture));
    },
    eq: comparator('eq', (x, y) => x === y),
    neq: comparator('neq', (x, y) => x !== y),
    lt: comparator('lt', (x, y) => x < y),
    lte: comparator('lte', (x, y) => x <= y),
    gt: comparator('gt', (x, y) => x > y),
    gte: comparator('gte', (x, y) => x >= y),
    startOf: (date: Date, unit?: string) => (unitOf(unit) === 'days' ? new Date(dayStartMs(date)) : base.startOf(date, unit as 'day')),
    diff: (a: Date, b: Date, unit: string = 'day') => {
      const length = ELAPSED_UNITS[unitOf(unit) ?? ''];
      return length === undefined ? base.diff(a, b, unit as 'day') : Math.floor((b.getTime() - a.getTime()) / length);
    },
    inRange: (day: Date, min: Date, max: Date, unit: string = 'day') => {
      if (unitOf(unit) !== 'days') return base.inRange(day, min, max, unit as 'day');
      const start = dayStartMs(day);
      return start >= dayStartMs(min) && start <= dayStartMs(max);
    },
    // The slot `minutes` after midnight (wall clock): plain arithmetic unless the offset changes between.
    getSlotDate: (date: Date, minutesFromMidnight: number, offset: number) => {
      const start = dayStartMs(date);
      const slot = start + (minutesFromMidnight + offset) * MINUTE_MS;
      return copenhagenOffset(start) === copenhagenOffset(slot)
        ? new Date(slot)
        : base.getSlotDate(date, minutesFromMidnight, offset);
    },
    getTotalMin: (start: Date, end: Date) => Math.floor((end.getTime() - start.getTime()) / MINUTE_MS),
    getMinutesFromMidnight: (date: Date) => Math.round((date.getTime() - dayStartMs(date)) / MINUTE_MS),
    isSameDate: (a: Date, b: Date) => dayStartMs(a) === dayStartMs(b),
    inEventRange: ({ event, range }: { event: { start: Date; end: Date }; range: { start: Date; end: Date } }) => {
      const eventDay = dayStartMs(event.start);
      const startsBeforeEnd = eventDay <= dayStartMs(range.end);
      const end = minuteMs(event.end);
      const rangeStart = minuteMs(range.start);
      const endsAfterStart = eventDay !== end ? end > rangeStart : end >= rangeStart;
      return startsBeforeEnd && endsAfterStart;
    },
    sortEvents: ({ evtA, evtB }: { evtA: { start: Date; end: Date; allDay?: boolean }; evtB: { start: Date; end: Date; allDay?: boolean } }) =>
      dayStartMs(evtA.start) - dayStartMs(evtB.start) ||
      (evtB.end.getTime() - evtB.start.getTime()) / DAY_MS - (evtA.end.getTime() - evtA.start.getTime()) / DAY_MS ||
      Number(!!evtB.allDay) - Number(!!evtA.allDay) ||
      evtA.start.getTime() - evtB.start.getTime() ||
      evtA.end.getTime() - evtB.end.getTime(),
  });
  return localizer;
}

/** The reference: react-big-calendar's localizer as BookingCalendar had it (Copenhagen time, weeks from Monday, en-GB formats). */
export const copenhagenLocalizer: DateLocalizer = addShortcuts(createBaseLocalizer());
