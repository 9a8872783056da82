import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { currentMonthRange, formatReportDate, parseReportDate, reportPeriod } from './period';

const day = (iso: string) => Temporal.PlainDate.from(iso);

describe('parseReportDate (DD/MM/yyyy typed, or ISO from a date picker)', () => {
  it.each([
    ['01/03/2026', '2026-03-01'],
    ['2026-03-01', '2026-03-01'],
    ['2028-02-29', '2028-02-29'],
    ['1/3/2026', '2026-03-01'],
    [' 29/02/2028 ', '2028-02-29'],
    ['31/12/2026', '2026-12-31'],
  ])('reads %j as %s', (text, expected) => {
    expect(parseReportDate(text)?.toString()).toBe(expected);
  });

  it.each(['29/02/2026', '31/04/2026', '00/01/2026', '01/13/2026', '2026-02-29', '2026-13-01', '2026-3-1', '03/01/26', '', 'today'])(
    'rejects %j',
    (text) => {
      expect(parseReportDate(text)).toBeNull();
    },
  );
});

describe('formatReportDate', () => {
  it('writes DD/MM/yyyy with leading zeros, and reads back', () => {
    expect(formatReportDate(day('2026-03-05'))).toBe('05/03/2026');
    expect(parseReportDate(formatReportDate(day('2026-11-30')))?.toString()).toBe('2026-11-30');
  });
});

describe('currentMonthRange (default report range)', () => {
  it.each([
    ['mid-month', '2026-03-17', '2026-03-01', '2026-03-31'],
    ['on the first', '2026-04-01', '2026-04-01', '2026-04-30'],
    ['February of a leap year', '2028-02-10', '2028-02-01', '2028-02-29'],
    ['December', '2026-12-31', '2026-12-01', '2026-12-31'],
  ])('%s (%s) → %s to %s', (_, today, start, end) => {
    const range = currentMonthRange(day(today));
    expect([range.startDate.toString(), range.endDate.toString()]).toEqual([start, end]);
  });
});

describe('reportPeriod (chosen days → ISO instants, Europe/Copenhagen, end exclusive)', () => {
  it.each([
    ['a winter month', '2026-01-01', '2026-01-31', '2025-12-31T23:00:00Z', '2026-01-31T23:00:00Z'],
    ['a summer day', '2026-07-15', '2026-07-15', '2026-07-14T22:00:00Z', '2026-07-15T22:00:00Z'],
    ['March, whose last Sunday springs forward', '2026-03-01', '2026-03-31', '2026-02-28T23:00:00Z', '2026-03-31T22:00:00Z'],
    ['the autumn DST Sunday alone (25 hours)', '2026-10-25', '2026-10-25', '2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z'],
  ])('%s', (_, start, end, startDate, endDate) => {
    expect(reportPeriod(day(start), day(end))).toEqual({ startDate, endDate });
  });
});
