import { describe, expect, it } from 'vitest';
import { formatHours, formatReportDateTime } from './format';

describe('formatReportDateTime (DD.MM.YYYY HH:mm in Europe/Copenhagen)', () => {
  it.each([
    ['winter time (UTC+1)', '2026-01-05T07:30:00Z', '05.01.2026 08:30'],
    ['summer time (UTC+2)', '2026-07-15T22:15:00Z', '16.07.2026 00:15'],
    ['just before the spring change', '2026-03-29T00:45:00Z', '29.03.2026 01:45'],
    ['just after the spring change (02:00 does not exist)', '2026-03-29T01:00:00Z', '29.03.2026 03:00'],
    ['the repeated hour of the autumn change, first time', '2026-10-25T00:30:00Z', '25.10.2026 02:30'],
    ['the repeated hour of the autumn change, second time', '2026-10-25T01:30:00Z', '25.10.2026 02:30'],
    ['exactly midnight', '2026-12-31T23:00:00Z', '01.01.2027 00:00'],
  ])('%s', (_, instant, expected) => {
    expect(formatReportDateTime(instant)).toBe(expected);
  });
});

describe('formatHours', () => {
  it.each([
    [1, '1'],
    [0.25, '0,25'],
    [1.5, '1,5'],
    [2.75, '2,75'],
    [0, '0'],
  ])('%d hours → %s', (hours, expected) => {
    expect(formatHours(hours)).toBe(expected);
  });
});
