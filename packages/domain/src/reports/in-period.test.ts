import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { isInPeriod } from './in-period';
import { reportPeriod } from './period';

const day = (text: string) => Temporal.PlainDate.from(text);
const MARCH = reportPeriod(day('2026-03-01'), day('2026-03-31'));
const DST_SUNDAY_MARCH = reportPeriod(day('2026-03-29'), day('2026-03-29'));
const DST_SUNDAY_OCTOBER = reportPeriod(day('2026-10-25'), day('2026-10-25'));

describe('isInPeriod: [startDate, endDate)', () => {
  it.each([
    { name: 'exactly the start (midnight 1 March) is in', at: '2026-03-01T00:00:00+01:00', period: MARCH, expected: true },
    { name: 'just before the start is out', at: '2026-02-28T23:59:59+01:00', period: MARCH, expected: false },
    { name: 'the last evening of the last chosen day is in', at: '2026-03-31T23:59:00+02:00', period: MARCH, expected: true },
    { name: 'exactly the end (midnight after 31 March) is out', at: '2026-04-01T00:00:00+02:00', period: MARCH, expected: false },
    { name: 'UTC text of a Copenhagen instant in the period', at: '2026-02-28T23:30:00Z', period: MARCH, expected: true },
    { name: 'DST Sunday 29 March: 23:30 summer time is still the day', at: '2026-03-29T23:30:00+02:00', period: DST_SUNDAY_MARCH, expected: true },
    { name: 'DST Sunday 29 March: 00:30 winter time is the day', at: '2026-03-29T00:30:00+01:00', period: DST_SUNDAY_MARCH, expected: true },
    { name: 'DST Sunday 25 October: the second 02:30 is the day', at: '2026-10-25T02:30:00+01:00', period: DST_SUNDAY_OCTOBER, expected: true },
    { name: 'DST Sunday 25 October: midnight after it is out', at: '2026-10-26T00:00:00+01:00', period: DST_SUNDAY_OCTOBER, expected: false },
  ])('$name', ({ at, period, expected }) => {
    expect(isInPeriod(at, period)).toBe(expected);
  });
});
