// Not Copenhagen's zone: nothing may read the wall clock through the process's own zone.
process.env.TZ = 'America/New_York';

import { DateTime, type DateObjectUnits } from 'luxon';
import { describe, expect, it } from 'vitest';
import { CopenhagenTime } from './copenhagenTime';

/**
 * CopenhagenTime stands in for luxon's DateTime in react-big-calendar's luxon localizer (docs/decisions/049).
 * luxon itself, in Europe/Copenhagen, is the reference: every method is compared with it at instants every
 * 37 minutes (and some seconds) across both DST weekends of 2026 and a month end, plus the exact midnights
 * and DST hours, and the zone's rules from 1980 to 2040 at noon on the first of each month.
 */

const luxon = (ts: number, locale = 'en-GB') => DateTime.fromMillis(ts, { zone: 'Europe/Copenhagen', locale });
const ours = (ts: number, locale = 'en-GB') => CopenhagenTime.fromMillis(ts, locale);

const instants: number[] = [];
for (const [from, to] of [
  ['2026-03-27T20:00:00Z', '2026-03-30T04:00:00Z'],
  ['2026-10-23T20:00:00Z', '2026-10-26T04:00:00Z'],
  ['2026-11-29T20:00:00Z', '2026-12-01T04:00:00Z'],
  ['2028-02-27T20:00:00Z', '2028-03-01T04:00:00Z'],
] as const) {
  for (let ts = Date.parse(from); ts <= Date.parse(to); ts += 37 * 60_000 + 1_250) instants.push(ts);
}
for (const iso of [
  '2026-03-29T00:00:00+01:00',
  '2026-03-29T01:59:59.999+01:00',
  '2026-03-29T03:00:00+02:00',
  '2026-03-30T00:00:00+02:00',
  '2026-10-25T00:00:00+02:00',
  '2026-10-25T02:30:00+02:00',
  '2026-10-25T02:30:00+01:00',
  '2026-10-26T00:00:00+01:00',
  '2026-01-31T12:00:00+01:00',
  '2026-12-31T23:59:59.999+01:00',
]) {
  instants.push(Date.parse(iso));
}
const yearly: number[] = [];
for (let year = 1980; year <= 2040; year += 1) {
  for (let month = 0; month < 12; month += 1) yearly.push(Date.UTC(year, month, 1, 11));
}

const UNITS = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second', 'millisecond'] as const;

// Tens of thousands of comparisons with luxon: correctness, not speed, so the time limit is generous (npm test runs
// two test files at once beside the visual check: this one took 40 s there).
describe('CopenhagenTime answers as luxon in Europe/Copenhagen', { timeout: 180_000 }, () => {
  it('reads the wall clock, the weekday and the offset', () => {
    for (const ts of [...instants, ...yearly]) {
      const [a, b] = [ours(ts), luxon(ts)];
      expect([a.year, a.month, a.day, a.hour, a.minute, a.second, a.millisecond, a.weekday, a.offset, a.quarter], new Date(ts).toISOString()).toEqual([
        b.year,
        b.month,
        b.day,
        b.hour,
        b.minute,
        b.second,
        b.millisecond,
        b.weekday,
        b.offset,
        b.quarter,
      ]);
      expect(a.toJSDate().getTime()).toBe(b.toJSDate().getTime());
    }
  });

  it('startOf and endOf every unit', () => {
    for (const ts of instants) {
      for (const unit of UNITS) {
        expect(ours(ts).startOf(unit).valueOf(), `startOf ${unit} of ${new Date(ts).toISOString()}`).toBe(luxon(ts).startOf(unit).valueOf());
        expect(ours(ts).endOf(unit).valueOf(), `endOf ${unit} of ${new Date(ts).toISOString()}`).toBe(luxon(ts).endOf(unit).valueOf());
      }
    }
  });

  it('plus and minus: calendar units on the wall clock (month ends clamp), time units elapsed', () => {
    for (const ts of instants) {
      for (const unit of UNITS) {
        for (const n of [-14, -3, -1, 0, 1, 2, 13, 45]) {
          const [a, b] = [ours(ts).plus({ [`${unit}s`]: n }), luxon(ts).plus({ [`${unit}s`]: n })];
          expect(a.valueOf(), `${new Date(ts).toISOString()} + ${n} ${unit}`).toBe(b.valueOf());
          expect(a.offset).toBe(b.offset);
          expect(ours(ts).minus({ [unit]: n }).valueOf()).toBe(luxon(ts).minus({ [unit]: n }).valueOf());
        }
      }
      expect(ours(ts).minus(1).valueOf()).toBe(luxon(ts).minus(1).valueOf());
      expect(ours(ts).plus({ days: 1, minutes: 90 }).valueOf()).toBe(luxon(ts).plus({ days: 1, minutes: 90 }).valueOf());
    }
  });

  it('set: wall-clock fields, minutes past the hour beyond 59 (a slot), and a weekday of the same week', () => {
    for (const ts of instants) {
      for (const values of [
        { hour: 0, minute: 0, second: 0, millisecond: 0 },
        { hour: 2, minute: 30 },
        { minutes: 150 },
        { minutes: 1500 },
        { weekday: 1, hour: 0 },
        { weekday: 7 },
        { day: 31 },
        { month: 2 },
        { year: 2028, month: 2, day: 29 },
      ]) {
        const [a, b] = [ours(ts).set(values), luxon(ts).set(values as DateObjectUnits)];
        expect(a.valueOf(), `${new Date(ts).toISOString()} set ${JSON.stringify(values)}`).toBe(b.valueOf());
        expect(a.offset).toBe(b.offset);
      }
    }
  });

  it('diff in every unit, both ways, as luxon counts it (floored as react-big-calendar floors it)', () => {
    const pairs = instants.flatMap((a, i) => instants.slice(i, i + 60).filter((_, j) => j % 3 === 0).map((b) => [a, b] as const));
    for (const [x, y] of pairs) {
      for (const unit of UNITS) {
        for (const [p, q] of [
          [x, y],
          [y, x],
        ] as const) {
          const expected = luxon(q).diff(luxon(p), unit, { conversionAccuracy: 'longterm' }).toObject()[`${unit}s`]!;
          const actual = ours(q).diff(ours(p), unit).toObject()[`${unit}s`]!;
          expect(Math.floor(actual), `${new Date(q).toISOString()} − ${new Date(p).toISOString()} in ${unit}s`).toBe(Math.floor(expected));
          expect(actual).toBeCloseTo(expected, 9);
        }
      }
      expect(ours(y).diff(ours(x)).as('days')).toBe(luxon(y).diff(luxon(x)).as('days'));
    }
  });

  it('hasSame, min, max and equals', () => {
    for (let i = 0; i + 5 < instants.length; i += 1) {
      const [x, y] = [instants[i]!, instants[i + 5]!];
      for (const unit of ['day', 'week', 'month', 'year'] as const) expect(ours(x).hasSame(ours(y), unit)).toBe(luxon(x).hasSame(luxon(y), unit));
      expect(CopenhagenTime.min(ours(x), ours(y))!.valueOf()).toBe(DateTime.min(luxon(x), luxon(y))!.valueOf());
      expect(CopenhagenTime.max(ours(y), ours(x))!.valueOf()).toBe(DateTime.max(luxon(y), luxon(x))!.valueOf());
      expect(ours(x).equals(ours(x))).toBe(true);
      expect(ours(x).equals(ours(y))).toBe(false);
    }
  });

  it('formats the tokens of the calendar in English and in Danish', () => {
    const formats = [
      'HH:mm',
      't',
      'EEE dd/MM',
      'dd',
      'dd EEE',
      'EEE',
      'EEEE dd MMMM yyyy',
      'EEEE dd/MM/yyyy',
      'MMMM yyyy',
      'EEE dd MMM',
      'EEEE MMM dd',
      'dd MMM',
      'dd MMM yyyy',
      'yyyy-MM-dd',
      'yyyy-MM-dd HH:mm',
      "yyyy-MM-dd'T'HH:mmZZ",
      "d M y H m s 'at' SSS",
      "'it''s' EEE",
    ];
    for (const ts of [...instants, ...yearly.filter((_, i) => i % 7 === 0)]) {
      for (const format of formats) {
        for (const locale of ['en-GB', 'da-DK']) {
          expect(ours(ts, locale).toFormat(format), `${new Date(ts).toISOString()} '${format}' ${locale}`).toBe(luxon(ts, locale).toFormat(format));
          expect(ours(ts).setLocale(locale).toFormat(format)).toBe(luxon(ts).setLocale(locale).toFormat(format));
        }
      }
    }
  });

  it('is invalid for anything but a Date, as luxon, and stays so', () => {
    for (const input of [undefined, null, 'yesterday', new Date(Number.NaN)]) {
      const [a, b] = [CopenhagenTime.fromJSDate(input), DateTime.fromJSDate(input as Date, { zone: 'Europe/Copenhagen' })];
      expect(a.isValid).toBe(b.isValid);
      expect(a.valueOf()).toBeNaN();
      expect(a.startOf('day').plus({ days: 1 }).valueOf()).toBeNaN();
      expect(a.toFormat('dd')).toBe(b.toFormat('dd'));
      expect(a.toJSDate().getTime()).toBeNaN();
    }
  });

  it('refuses a format token it does not know, instead of printing it', () => {
    expect(() => ours(instants[0]!).toFormat('DDD')).toThrow(RangeError);
  });
});
