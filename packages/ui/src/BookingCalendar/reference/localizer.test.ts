// The browser's zone is not Copenhagen's: New York is 5 or 6 hours behind, so Copenhagen midnight is
// still the previous day there. Set before any date is read (Node honours a TZ change at run time).
process.env.TZ = 'America/New_York';

import { DateTime } from 'luxon';
import type { DateLocalizer } from 'react-big-calendar';
import { describe, expect, it } from 'vitest';
import { copenhagenText, timeRangeText } from '../views/calendarDates';
import { createBaseLocalizer, copenhagenLocalizer as localizer, type LocalizerDateTime } from './localizer';

const at = (iso: string) => new Date(iso);
/** react-big-calendar's week views ask the localizer for the start of the 'week', a unit its types omit. */
const WEEK = 'week' as unknown as 'day';
type Span = { start: Date; end: Date };
// react-big-calendar calls these two with one object; its types say otherwise.
const inEventRange = (l: DateLocalizer) => l.inEventRange as unknown as (args: { event: Span; range: Span }) => boolean;
const daySpan = (l: DateLocalizer) => (l as unknown as { daySpan: (start: Date, end: Date) => number }).daySpan;
const sortEvents = (l: DateLocalizer) => l.sortEvents as unknown as (args: { evtA: Span; evtB: Span }) => number;
const cph = (date: Date) => copenhagenText(date, "yyyy-MM-dd'T'HH:mmZZ");

describe('the test runs in another zone than Copenhagen', () => {
  it('reads dates in New York time by default', () => {
    expect(at('2026-11-24T00:00:00+01:00').getTimezoneOffset()).toBe(300);
    expect(at('2026-11-24T00:00:00+01:00').getDate()).toBe(23);
  });
});

describe('copenhagenLocalizer', () => {
  it('starts days at Copenhagen midnight', () => {
    expect(cph(localizer.startOf(at('2026-11-24T00:30:00+01:00'), 'day'))).toBe('2026-11-24T00:00+01:00');
    expect(cph(localizer.startOf(at('2026-11-23T23:30:00Z'), 'day'))).toBe('2026-11-24T00:00+01:00');
  });

  it.each([
    { name: 'a Tuesday', at: '2026-11-24T10:00:00+01:00', monday: '2026-11-23T00:00+01:00' },
    { name: 'Monday midnight is the new week', at: '2026-11-23T00:00:00+01:00', monday: '2026-11-23T00:00+01:00' },
    { name: 'Sunday evening is the old week', at: '2026-11-29T23:45:00+01:00', monday: '2026-11-23T00:00+01:00' },
    { name: 'the week of DST Sunday 29 March', at: '2026-03-29T12:00:00+02:00', monday: '2026-03-23T00:00+01:00' },
  ])('weeks start on Monday: $name', ({ at: when, monday }) => {
    expect(cph(localizer.startOf(at(when), WEEK))).toBe(monday);
  });

  it('formats times in Copenhagen time with 24 hours', () => {
    expect(localizer.format(at('2026-11-24T09:15:00Z'), 't', 'en-GB')).toBe('10:15');
    expect(timeRangeText(at('2026-07-01T06:00:00Z'), at('2026-07-01T07:30:00Z'))).toBe('08:00 – 09:30');
  });

  it('places a slot by its Copenhagen minutes after midnight', () => {
    expect(localizer.getMinutesFromMidnight(at('2026-11-24T08:15:00+01:00'))).toBe(8 * 60 + 15);
    // 03:00 on DST Sunday 29 March is two real hours after midnight.
    expect(localizer.getMinutesFromMidnight(at('2026-03-29T03:00:00+02:00'))).toBe(120);
  });

  it('compares days in Copenhagen time', () => {
    // 23:30 in New York on the 23rd is already the 24th in Copenhagen.
    expect(localizer.isSameDate(at('2026-11-24T05:30:00+01:00'), at('2026-11-23T23:30:00-05:00'))).toBe(true);
    expect(localizer.isSameDate(at('2026-11-24T00:00:00+01:00'), at('2026-11-23T23:59:00+01:00'))).toBe(false);
  });

  it('gives the work week Monday to Friday', () => {
    const week = localizer.range(localizer.startOf(at('2026-11-25T12:00:00+01:00'), WEEK), localizer.endOf(at('2026-11-25T12:00:00+01:00'), WEEK));
    const workDays = week.filter((day) => ![6, 0].includes(day.getDay()));
    expect(workDays.map((day) => copenhagenText(day, 'EEE dd'))).toEqual(['Mon 23', 'Tue 24', 'Wed 25', 'Thu 26', 'Fri 27']);
  });

  it('answers the Copenhagen offset, so the gutter follows Copenhagen DST days', () => {
    expect(localizer.getTimezoneOffset(at('2026-03-29T00:00:00+01:00'))).toBe(-60);
    expect(localizer.getTimezoneOffset(at('2026-03-29T23:00:00+02:00'))).toBe(-120);
    // New York changed on 8 March; Copenhagen has not yet on the 10th.
    expect(localizer.getTimezoneOffset(at('2026-03-10T12:00:00+01:00'))).toBe(-60);
  });

  it('lays out a month grid from the Monday before the first', () => {
    expect(cph(localizer.firstVisibleDay(at('2026-11-15T12:00:00+01:00'), localizer))).toBe('2026-10-26T00:00+01:00');
  });
});

describe('the remembered Copenhagen offsets', () => {
  it.each([
    { name: 'DST Sunday 29 March 2026', from: '2026-03-28T20:00:00Z', to: '2026-03-29T06:00:00Z' },
    { name: 'DST Sunday 25 October 2026', from: '2026-10-24T20:00:00Z', to: '2026-10-25T06:00:00Z' },
  ])('match the IANA zone minute by minute around $name', ({ from, to }) => {
    const seen: string[] = [];
    for (let ts = Date.parse(from); ts <= Date.parse(to); ts += 60_000) {
      const date = new Date(ts);
      const expected = DateTime.fromJSDate(date, { zone: 'Europe/Copenhagen' }).toFormat("yyyy-MM-dd'T'HH:mmZZ");
      // Read twice: the second answer comes from what the first one remembered.
      expect(cph(date)).toBe(expected);
      expect(cph(date)).toBe(expected);
      seen.push(expected.slice(-6));
    }
    expect(new Set(seen)).toEqual(new Set(['+01:00', '+02:00']));
  });
});

/**
 * react-big-calendar's luxon localizer with luxon's own DateTime in Copenhagen: the reference that the
 * calendar's localizer (CopenhagenTime in place of luxon, and the shortcuts) must answer like.
 */
const luxonReference = (): DateLocalizer => {
  const zoned = { zone: 'Europe/Copenhagen', locale: 'en-GB' };
  return createBaseLocalizer({
    fromJSDate: (date: Date) => DateTime.fromJSDate(date, zoned),
    local: () => DateTime.local(zoned),
    min: (...dates: DateTime[]) => DateTime.min(...dates),
    max: (...dates: DateTime[]) => DateTime.max(...dates),
  } as unknown as LocalizerDateTime);
};

// Tens of thousands of comparisons against the reference localizer: correctness, not speed, so the time
// limit is generous (a busy CI machine must not fail it).
describe("the calendar's localizer answers like react-big-calendar's luxon localizer with luxon", { timeout: 180_000 }, () => {
  const base = luxonReference();
  const withoutShortcuts = createBaseLocalizer();
  // Every 53 minutes across both DST weekends of 2026 and a month end, plus exact Copenhagen midnights.
  const instants: Date[] = [];
  for (const [from, to] of [
    ['2026-03-27T20:00:00Z', '2026-03-30T04:00:00Z'],
    ['2026-10-23T20:00:00Z', '2026-10-26T04:00:00Z'],
    ['2026-11-29T20:00:00Z', '2026-12-01T04:00:00Z'],
  ] as const) {
    for (let ts = Date.parse(from); ts <= Date.parse(to); ts += 53 * 60_000 + 1_500) instants.push(new Date(ts));
  }
  instants.push(at('2026-03-29T00:00:00+01:00'), at('2026-03-30T00:00:00+02:00'), at('2026-10-25T00:00:00+02:00'), at('2026-10-26T00:00:00+01:00'));
  const pairs = instants.flatMap((a, i) => instants.slice(i, i + 12).map((b) => [a, b] as const));
  const units = [undefined, 'day', 'minutes', 'milliseconds', 'month'] as const;

  it.each(['eq', 'neq', 'lt', 'lte', 'gt', 'gte'] as const)('%s', (name) => {
    for (const [a, b] of pairs) {
      for (const unit of units) {
        expect(localizer[name](a, b, unit as 'day'), `${name}(${a.toISOString()}, ${b.toISOString()}, ${unit})`).toBe(
          base[name](a, b, unit as 'day'),
        );
        expect(localizer[name](b, a, unit as 'day')).toBe(base[name](b, a, unit as 'day'));
      }
    }
  });

  it('compare with a missing date as luxon does (the "+N more" popup has no end)', () => {
    for (const name of ['eq', 'neq', 'lt', 'lte', 'gt', 'gte'] as const) {
      for (const unit of units) {
        const missing = undefined as unknown as Date;
        expect(localizer[name](instants[0]!, missing, unit as 'day')).toBe(base[name](instants[0]!, missing, unit as 'day'));
      }
    }
  });

  it('format: the remembered texts are the ones luxon formats, for every instant, format and culture', () => {
    const formats = ['HH:mm', 'EEE dd/MM', 'dd', 'EEEE dd MMMM yyyy', 'MMMM yyyy'];
    // Twice over: the second round answers from what the first remembered.
    for (const round of [1, 2]) {
      for (const date of instants) {
        for (const format of formats) {
          for (const culture of ['en-GB', 'da-DK']) {
            expect(localizer.format(date, format, culture), `round ${round}: ${date.toISOString()} ${format} ${culture}`).toBe(
              base.format(date, format, culture),
            );
          }
        }
      }
    }
    // A format function (the range headings) still gets the range.
    const range = { start: at('2026-11-23T00:00:00+01:00'), end: at('2026-11-29T00:00:00+01:00') };
    const heading = localizer.formats.dayRangeHeaderFormat as unknown as string;
    expect(localizer.format(range, heading, 'en-GB')).toBe('23 Nov – 29 Nov 2026');
  });

  it('startOf, diff, getTotalMin, getMinutesFromMidnight and isSameDate', () => {
    for (const date of instants) {
      expect(localizer.startOf(date, 'day').getTime()).toBe(base.startOf(date, 'day').getTime());
      expect(localizer.startOf(date, 'month').getTime()).toBe(base.startOf(date, 'month').getTime());
      expect(localizer.getMinutesFromMidnight(date)).toBe(base.getMinutesFromMidnight(date));
    }
    for (const [a, b] of pairs) {
      for (const unit of ['minutes', 'milliseconds', 'hours', 'day'] as const) {
        expect(localizer.diff(a, b, unit as 'day'), `diff ${unit}`).toBe(base.diff(a, b, unit as 'day'));
        expect(localizer.diff(b, a, unit as 'day')).toBe(base.diff(b, a, unit as 'day'));
      }
      expect(localizer.getTotalMin(a, b)).toBe(base.getTotalMin(a, b));
      expect(localizer.isSameDate(a, b)).toBe(base.isSameDate(a, b));
    }
  });

  it('inRange and getSlotDate', () => {
    for (const [a, b] of pairs) {
      for (const day of [a, b, new Date((a.getTime() + b.getTime()) / 2)]) {
        expect(localizer.inRange(day, a, b, 'day')).toBe(base.inRange(day, a, b, 'day'));
        expect(localizer.inRange(day, a, b, 'month' as 'day')).toBe(base.inRange(day, a, b, 'month' as 'day'));
      }
    }
    for (const date of instants) {
      for (const minutes of [0, 15, 60, 90, 120, 135, 180, 480, 1425, 1440, 1500]) {
        expect(localizer.getSlotDate(date, minutes, 0).getTime(), `${date.toISOString()} + ${minutes}`).toBe(
          base.getSlotDate(date, minutes, 0).getTime(),
        );
      }
    }
  });

  it('startOf and endOf each unit, add, ceil, range, the visible days, merge, min, max and daySpan, with and without the shortcuts', () => {
    const methods = [localizer, withoutShortcuts];
    for (const date of instants) {
      for (const l of methods) {
        for (const unit of ['day', 'week', 'month', 'year', 'hours', 'minutes'] as const) {
          const u = unit as 'day';
          expect(l.startOf(date, u).getTime(), `startOf ${unit} ${date.toISOString()}`).toBe(base.startOf(date, u).getTime());
          expect(l.endOf(date, u).getTime(), `endOf ${unit} ${date.toISOString()}`).toBe(base.endOf(date, u).getTime());
          expect(l.ceil(date, u).getTime()).toBe(base.ceil(date, u).getTime());
          for (const n of [-1, 1, 15]) expect(l.add(date, n, u).getTime(), `add ${n} ${unit}`).toBe(base.add(date, n, u).getTime());
        }
        expect(l.firstVisibleDay(date, l).getTime()).toBe(base.firstVisibleDay(date, base).getTime());
        expect(l.lastVisibleDay(date, l).getTime()).toBe(base.lastVisibleDay(date, base).getTime());
        expect(l.visibleDays(date, l).map((d) => d.getTime())).toEqual(base.visibleDays(date, base).map((d) => d.getTime()));
        expect(l.getTimezoneOffset(date)).toBe(base.getTimezoneOffset(date));
      }
    }
    for (const [a, b] of pairs) {
      for (const l of methods) {
        expect(l.range(a, b, 'day').map((d) => [d.getTime(), d.getDay()])).toEqual(base.range(a, b, 'day').map((d) => [d.getTime(), d.getDay()]));
        expect(l.merge(a, b)?.getTime()).toBe(base.merge(a, b)?.getTime());
        expect(l.min(a, b).getTime()).toBe(base.min(a, b).getTime());
        expect(l.max(a, b).getTime()).toBe(base.max(a, b).getTime());
        expect(daySpan(l)(a, b)).toBe(daySpan(base)(a, b));
        expect(l.continuesPrior(a, b)).toBe(base.continuesPrior(a, b));
        expect(l.continuesAfter(a, b, b)).toBe(base.continuesAfter(a, b, b));
      }
    }
  });

  it('inEventRange and sortEvents', () => {
    const events = instants.flatMap((start) =>
      [0, 15, 60, 24 * 60].map((minutes) => ({ start, end: new Date(start.getTime() + minutes * 60_000), allDay: false })),
    );
    const days = instants.filter((_, i) => i % 5 === 0).map((d) => ({ start: base.startOf(d, 'day'), end: base.endOf(d, 'day') }));
    for (const event of events) {
      for (const range of days) {
        expect(inEventRange(localizer)({ event, range })).toBe(inEventRange(base)({ event, range }));
      }
    }
    for (let i = 0; i + 7 < events.length; i += 3) {
      const [evtA, evtB] = [events[i]!, events[i + 7]!];
      expect(sortEvents(localizer)({ evtA, evtB })).toBe(sortEvents(base)({ evtA, evtB }));
    }
  });
});
