import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '../constants';
import { cph, hoursBetween } from './test-helpers';
import { dayWindow, isoWeekWindow } from './windows';

describe('dayWindow: Copenhagen midnight to midnight', () => {
  it.each([
    { name: 'ordinary day', at: '2026-11-21T10:00:00+01:00', start: '2026-11-21T00:00:00+01:00', end: '2026-11-22T00:00:00+01:00', hours: 24 },
    { name: 'exactly midnight belongs to the day it starts', at: '2026-11-21T00:00:00+01:00', start: '2026-11-21T00:00:00+01:00', end: '2026-11-22T00:00:00+01:00', hours: 24 },
    { name: 'one nanosecond before midnight', at: '2026-11-20T23:59:59.999999999+01:00', start: '2026-11-20T00:00:00+01:00', end: '2026-11-21T00:00:00+01:00', hours: 24 },
    { name: 'UTC evening is the next Copenhagen day', at: '2026-11-21T23:30:00Z', start: '2026-11-22T00:00:00+01:00', end: '2026-11-23T00:00:00+01:00', hours: 24 },
    { name: 'DST Sunday 29 March: 23 hours', at: '2026-03-29T12:00:00+02:00', start: '2026-03-29T00:00:00+01:00', end: '2026-03-30T00:00:00+02:00', hours: 23 },
    { name: 'DST Sunday 25 October: 25 hours', at: '2026-10-25T12:00:00+01:00', start: '2026-10-25T00:00:00+02:00', end: '2026-10-26T00:00:00+01:00', hours: 25 },
    { name: 'month end', at: '2026-11-30T23:59:00+01:00', start: '2026-11-30T00:00:00+01:00', end: '2026-12-01T00:00:00+01:00', hours: 24 },
  ])('$name', ({ at, start, end, hours }) => {
    const window = dayWindow(at);
    expect(cph(window.start)).toBe(start);
    expect(cph(window.end)).toBe(end);
    expect(hoursBetween(window.start, window.end)).toBe(hours);
  });
});

describe('isoWeekWindow: Monday 00:00 to the next Monday 00:00, Copenhagen', () => {
  it.each([
    { name: 'a Saturday', at: '2026-11-21T10:00:00+01:00', start: '2026-11-16T00:00:00+01:00', end: '2026-11-23T00:00:00+01:00', hours: 168 },
    { name: 'exactly Monday midnight starts the new week', at: '2026-11-23T00:00:00+01:00', start: '2026-11-23T00:00:00+01:00', end: '2026-11-30T00:00:00+01:00', hours: 168 },
    { name: 'Sunday one nanosecond before midnight', at: '2026-11-22T23:59:59.999999999+01:00', start: '2026-11-16T00:00:00+01:00', end: '2026-11-23T00:00:00+01:00', hours: 168 },
    { name: 'Sunday evening in UTC is Monday in Copenhagen', at: '2026-11-22T23:30:00Z', start: '2026-11-23T00:00:00+01:00', end: '2026-11-30T00:00:00+01:00', hours: 168 },
    { name: 'a week across a month end (Friday 31 July)', at: '2026-07-31T12:00:00+02:00', start: '2026-07-27T00:00:00+02:00', end: '2026-08-03T00:00:00+02:00', hours: 168 },
    { name: 'a week across a month end, seen from the new month', at: '2026-08-02T20:00:00+02:00', start: '2026-07-27T00:00:00+02:00', end: '2026-08-03T00:00:00+02:00', hours: 168 },
    { name: 'a week across the year end (1 January 2027)', at: '2027-01-01T09:00:00+01:00', start: '2026-12-28T00:00:00+01:00', end: '2027-01-04T00:00:00+01:00', hours: 168 },
    { name: 'the week of DST Sunday 29 March: 167 hours', at: '2026-03-29T12:00:00+02:00', start: '2026-03-23T00:00:00+01:00', end: '2026-03-30T00:00:00+02:00', hours: 167 },
    { name: 'the week of DST Sunday 25 October: 169 hours', at: '2026-10-25T12:00:00+01:00', start: '2026-10-19T00:00:00+02:00', end: '2026-10-26T00:00:00+01:00', hours: 169 },
  ])('$name', ({ at, start, end, hours }) => {
    const window = isoWeekWindow(at);
    expect(cph(window.start)).toBe(start);
    expect(cph(window.end)).toBe(end);
    expect(hoursBetween(window.start, window.end)).toBe(hours);
  });
});

describe('dayWindow and isoWeekWindow: the same windows as Temporal reads them, for any instant', () => {
  /** The windows as Temporal makes them from the instant's Copenhagen date, without any kept window. */
  const expected = (at: Temporal.Instant) => {
    const date = at.toZonedDateTimeISO(TIME_ZONE).toPlainDate();
    const monday = date.subtract({ days: date.dayOfWeek - 1 });
    const midnight = (d: Temporal.PlainDate) => d.toZonedDateTime({ timeZone: TIME_ZONE }).toInstant().toString();
    return {
      day: [midnight(date), midnight(date.add({ days: 1 }))],
      week: [midnight(monday), midnight(monday.add({ days: 7 }))],
    };
  };
  const actual = (at: Temporal.Instant | string) => {
    const day = dayWindow(at);
    const week = isoWeekWindow(at);
    return { day: [day.start.toString(), day.end.toString()], week: [week.start.toString(), week.end.toString()] };
  };
  /** Around the year's changes of offset (the last Sundays of March and October, 01:00 UTC), and midnights. */
  const nearChanges = fc
    .record({
      year: fc.integer({ min: 1980, max: 2100 }),
      month: fc.constantFrom(3, 10),
      minutes: fc.integer({ min: -26 * 60, max: 26 * 60 }),
      milliseconds: fc.integer({ min: -1, max: 1 }),
    })
    .map(({ year, month, minutes, milliseconds }) => {
      const lastDay = Temporal.PlainDate.from({ year, month, day: 31 });
      const sunday = lastDay.subtract({ days: lastDay.dayOfWeek % 7 });
      return sunday.toZonedDateTime({ timeZone: 'UTC', plainTime: '01:00' }).toInstant().add({ milliseconds: minutes * 60_000 + milliseconds });
    });
  const anyInstant = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

  it('for instants near the changes of offset and for any instant from 1900 to 2200, as an instant and as text', () => {
    fc.assert(
      fc.property(fc.oneof(nearChanges, anyInstant), (at) => {
        expect(actual(at)).toEqual(expected(at));
        expect(actual(at.toString())).toEqual(expected(at));
        expect(actual(at.toString({ timeZone: TIME_ZONE }))).toEqual(expected(at));
      }),
      { numRuns: 3_000 },
    );
  });
});
