import { DateLocalizer, type DateLocalizerSpec, type Formats } from 'react-big-calendar';
import { WEEK_STARTS_ON } from '@roombook/domain/constants';
import { copenhagenOffsetMs } from '@roombook/domain/time/zone';
import {
  add,
  atMinuteOfDay,
  copenhagenText,
  dayStart,
  DAY_MS,
  difference,
  endOf,
  fromWall,
  MINUTE_MS,
  minutesOfDay,
  startOf,
  unitOf,
  wallOf,
  weekdayOf,
  type Unit,
} from './calendarTime';

/**
 * react-big-calendar's localizer in Europe/Copenhagen, on the domain's zone rules (calendarTime.ts), whatever
 * zone the browser is in. Every date method react-big-calendar asks its localizer for is answered here, so
 * that none falls back to its defaults, which read the browser's zone:
 * - days, weeks (from Monday), months and years are the Copenhagen wall clock's; hours and below are elapsed;
 * - the time views are the wall clock's 24 hours on every day (`getTotalMin`, `getMinutesFromMidnight`,
 *   `getDstOffset`): a booking sits at the hour its text says on both DST days; the spring day's 02:00–03:00
 *   stays empty and the autumn day's second 02:00–03:00 is drawn over the first;
 * - a slot is its wall time read 'compatible' (`getSlotDate`): a click in the repeated autumn hour means the
 *   first, as the booking form reads a time;
 * - no `browserTZOffset`: bars over several days keep their length in every browser zone.
 * Two places of react-big-calendar 1.20 read a Date's fields in the browser's zone whatever the localizer
 * says; both are met here: the work week drops Saturday and Sunday by `getDay()` (so `range` returns days
 * whose getDay() is the Copenhagen weekday), and a month or all-day selection ends by `setDate` (BookingCalendar
 * reads a selection of whole days from its days, `slotSelection`).
 */

/** A day of a range whose getDay() is its Copenhagen weekday (react-big-calendar's WorkWeek reads getDay()). */
class CalendarDay extends Date {
  override getDay(): number {
    return weekdayOf(this.getTime()) % 7;
  }
}

const ms = (date: Date | undefined): number => (date instanceof Date ? date.getTime() : Number.NaN);
const unit = (name?: string): Unit | undefined => unitOf(name);
const truncate = (date: Date, name?: string): number => {
  const u = unit(name);
  return u === undefined ? ms(date) : startOf(ms(date), u);
};
const compare =
  (test: (a: number, b: number) => boolean) =>
  (a: Date, b: Date, name?: string): boolean =>
    test(truncate(a, name), truncate(b, name));

const lte = compare((a, b) => a <= b);

const DATE_RANGE = 'dd MMM';
const dayRange = ({ start, end }: { start: Date; end: Date }): string =>
  `${copenhagenText(start, DATE_RANGE)} – ${copenhagenText(end, `${DATE_RANGE} yyyy`)}`;
const timeRange = ({ start, end }: { start: Date; end: Date }): string => `${copenhagenText(start, 'HH:mm')} – ${copenhagenText(end, 'HH:mm')}`;

/** The texts the views write: 24-hour times, the day before the month, English names. */
const CALENDAR_FORMATS: Formats = {
  dateFormat: 'dd',
  dayFormat: 'EEE dd/MM',
  weekdayFormat: 'EEE',
  timeGutterFormat: 'HH:mm',
  monthHeaderFormat: 'MMMM yyyy',
  dayHeaderFormat: 'EEEE dd MMMM yyyy',
  dayRangeHeaderFormat: dayRange,
  agendaHeaderFormat: dayRange,
  agendaDateFormat: 'EEE dd MMM',
  agendaTimeFormat: 'HH:mm',
  agendaTimeRangeFormat: timeRange,
  selectRangeFormat: timeRange,
  eventTimeRangeFormat: timeRange,
  eventTimeRangeStartFormat: ({ start }) => `${copenhagenText(start, 'HH:mm')} – `,
  eventTimeRangeEndFormat: ({ end }) => ` – ${copenhagenText(end, 'HH:mm')}`,
};

const addDate = (date: Date, amount: number, name: string): Date => new Date(add(ms(date), amount, unit(name) ?? 'day'));
const startOfDate = (date: Date, name?: string): Date => new Date(truncate(date, name));

const spec: DateLocalizerSpec = {
  firstOfWeek: () => WEEK_STARTS_ON % 7,
  format: (value, format) => copenhagenText(value instanceof Date ? value : new Date(value as number), format),
  formats: CALENDAR_FORMATS,
  eq: compare((a, b) => a === b),
  neq: compare((a, b) => a !== b),
  lt: compare((a, b) => a < b),
  lte,
  gt: compare((a, b) => a > b),
  gte: compare((a, b) => a >= b),
  inRange: (day, min, max, name = 'day') => {
    const [d, lo, hi] = [truncate(day, name), truncate(min, name), truncate(max, name)];
    return d >= lo && d <= hi;
  },
  min: (a, b) => (ms(a) <= ms(b) ? a : b),
  max: (a, b) => (ms(a) >= ms(b) ? a : b),
  startOf: startOfDate as DateLocalizerSpec['startOf'],
  endOf: ((date: Date, name: string) => new Date(endOf(ms(date), unit(name) ?? 'day'))) as DateLocalizerSpec['endOf'],
  add: addDate as DateLocalizerSpec['add'],
  ceil: (date, name) => {
    const floor = startOfDate(date, name);
    return floor.getTime() === date.getTime() ? floor : addDate(floor, 1, name);
  },
  diff: (a, b, name = 'day') => Math.floor(difference(ms(a), ms(b), unit(name) ?? 'day')),
  merge: (date, time) => {
    if (!date && !time) return null;
    const day = wallOf(ms(date ?? new Date()));
    const clock = wallOf(ms(time ?? new Date(dayStart(ms(date)))));
    return new Date(fromWall(day - (day % DAY_MS) + (clock % DAY_MS)));
  },
  // Each day counted from the first (not from the one before), so that a time of day the spring change
  // skips does not drift the days after it: the agenda always lists its 31 days.
  range: (start, end, name = 'day') => {
    const u = unit(name) ?? 'day';
    const days: Date[] = [];
    for (let i = 0, current = ms(start); current <= ms(end); i += 1, current = add(ms(start), i, u)) days.push(new CalendarDay(current));
    return days;
  },
  firstVisibleDay: (date) => new Date(startOf(startOf(ms(date), 'month'), 'week')),
  lastVisibleDay: (date) => new Date(endOf(endOf(ms(date), 'month'), 'week')),
  visibleDays: (date) => {
    const first = startOf(startOf(ms(date), 'month'), 'week');
    const last = endOf(endOf(ms(date), 'month'), 'week');
    const days: Date[] = [];
    for (let i = 0, day = first; day <= last; i += 1, day = add(first, i, 'day')) days.push(new CalendarDay(day));
    return days;
  },
  getSlotDate: (date, minutesFromMidnight, offset) => new Date(atMinuteOfDay(ms(date), minutesFromMidnight + offset)),
  getTimezoneOffset: (date) => -copenhagenOffsetMs(ms(date)) / MINUTE_MS,
  getDstOffset: (a, b) => (copenhagenOffsetMs(ms(b)) - copenhagenOffsetMs(ms(a))) / MINUTE_MS,
  getTotalMin: (a, b) => Math.floor((ms(b) - ms(a) + copenhagenOffsetMs(ms(b)) - copenhagenOffsetMs(ms(a))) / MINUTE_MS),
  getMinutesFromMidnight: (date) => minutesOfDay(ms(date)),
  continuesPrior: (start, first) => ms(start) < ms(first),
  continuesAfter: (_start, end, last) => ms(end) >= ms(last),
  isSameDate: (a, b) => dayStart(ms(a)) === dayStart(ms(b)),
  startAndEndAreDateOnly: (a, b) => dayStart(ms(a)) === ms(a) && dayStart(ms(b)) === ms(b),
  sortEvents: ((a: { evtA: CalendarSortEvent; evtB: CalendarSortEvent }) => sortEvents(a)) as unknown as DateLocalizerSpec['sortEvents'],
  inEventRange: (({ event, range }: { event: { start: Date; end: Date }; range: { start: Date; end: Date } }) => {
    const eventDay = dayStart(ms(event.start));
    const startsBeforeEnd = eventDay <= dayStart(ms(range.end));
    const end = startOf(ms(event.end), 'minute');
    const rangeStart = startOf(ms(range.start), 'minute');
    const endsAfterStart = eventDay !== end ? end > rangeStart : end >= rangeStart;
    return startsBeforeEnd && endsAfterStart;
  }) as unknown as DateLocalizerSpec['inEventRange'],
};

interface CalendarSortEvent {
  start: Date;
  end: Date;
  allDay?: boolean;
}

/** By day, then longer (over several days) first, all-day first, then by start and end (react-big-calendar's order). */
function sortEvents({ evtA, evtB }: { evtA: CalendarSortEvent; evtB: CalendarSortEvent }): number {
  return (
    dayStart(ms(evtA.start)) - dayStart(ms(evtB.start)) ||
    (ms(evtB.end) - ms(evtB.start)) / DAY_MS - (ms(evtA.end) - ms(evtA.start)) / DAY_MS ||
    Number(!!evtB.allDay) - Number(!!evtA.allDay) ||
    ms(evtA.start) - ms(evtB.start) ||
    ms(evtA.end) - ms(evtB.end)
  );
}

/** The calendar's localizer (see above). */
export const copenhagenLocalizer = new DateLocalizer(spec);
