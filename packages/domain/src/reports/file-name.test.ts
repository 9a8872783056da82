import { describe, expect, it } from 'vitest';
import { attachmentDisposition, bookingReportFileName, canteenReportFileName, reportDays } from './file-name';

/** Periods as the report filters send them: Copenhagen midnights, end exclusive. */
const march = { startDate: '2026-02-28T23:00:00Z', endDate: '2026-03-31T22:00:00Z' };
const autumnSunday = { startDate: '2026-10-24T22:00:00Z', endDate: '2026-10-25T23:00:00Z' };
const newYear = { startDate: '2025-12-30T23:00:00Z', endDate: '2026-01-01T23:00:00Z' };

describe('reportDays (the chosen days back from an ISO period, Europe/Copenhagen)', () => {
  it.each([
    ['March, across the spring DST change', march, '2026-03-01', '2026-03-31'],
    ['the 25-hour autumn DST Sunday alone', autumnSunday, '2026-10-25', '2026-10-25'],
    ['across New Year', newYear, '2025-12-31', '2026-01-01'],
    ['an end that is not a midnight keeps its own day', { startDate: '2026-05-04T22:00:00Z', endDate: '2026-05-05T10:30:00Z' }, '2026-05-05', '2026-05-05'],
  ])('%s', (_, period, first, last) => {
    const days = reportDays(period);
    expect([days.firstDay.toString(), days.lastDay.toString()]).toEqual([first, last]);
  });
});

describe('report export file names (§9: by canteen or the booking-report prefix, and the range)', () => {
  it.each([
    ['a canteen', 'Copenhagen Harbour', march, 'Copenhagen Harbour_2026-03-01_2026-03-31.xlsx'],
    ['a one-day report', 'Aarhus Central', autumnSunday, 'Aarhus Central_2026-10-25_2026-10-25.xlsx'],
    ['slashes and colons become dashes', 'Bygning 2/3: Kantine', march, 'Bygning 2-3- Kantine_2026-03-01_2026-03-31.xlsx'],
    ['blanks collapse and edges are trimmed', '  Øst   Kantine. ', march, 'Øst Kantine_2026-03-01_2026-03-31.xlsx'],
    ['a name with nothing usable falls back', ' /// ', march, 'canteen-report_2026-03-01_2026-03-31.xlsx'],
  ])('%s', (_, name, period, expected) => {
    expect(canteenReportFileName(name, period)).toBe(expected);
  });

  it('names the booking report by its prefix', () => {
    expect(bookingReportFileName(newYear)).toBe('booking-report_2025-12-31_2026-01-01.xlsx');
  });
});

describe('attachmentDisposition (the download’s Content-Disposition)', () => {
  it.each([
    ['an ASCII name as it is', 'booking-report_2026-03-01_2026-03-31.xlsx', `attachment; filename="booking-report_2026-03-01_2026-03-31.xlsx"; filename*=UTF-8''booking-report_2026-03-01_2026-03-31.xlsx`],
    ['Danish letters in UTF-8, an ASCII stand-in beside', 'Ærø Hus_2026-03-01_2026-03-31.xlsx', `attachment; filename="_r_ Hus_2026-03-01_2026-03-31.xlsx"; filename*=UTF-8''%C3%86r%C3%B8%20Hus_2026-03-01_2026-03-31.xlsx`],
    ['quotes and apostrophes cannot end the value', `O'Hara "Kantine"_2026-03-01_2026-03-31.xlsx`, `attachment; filename="O'Hara _Kantine__2026-03-01_2026-03-31.xlsx"; filename*=UTF-8''O%27Hara%20%22Kantine%22_2026-03-01_2026-03-31.xlsx`],
  ])('%s', (_, name, expected) => {
    expect(attachmentDisposition(name)).toBe(expected);
  });
});
