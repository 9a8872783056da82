import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DATE_TEXT_MAX, ISO_INSTANT_MAX } from '../constants';
import { SERVER_MESSAGES, VALIDATION } from '../messages';
import {
  BookingReportFormSchema,
  BookingReportQuery,
  CanteenReportFormSchema,
  CanteenReportQuery,
  CompanyReportFormSchema,
  CompanyReportQuery,
} from './schemas';

const issuesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

/** March 2026 in Copenhagen: 1 March 00:00 CET to 1 April 00:00 CEST. */
const march = { startDate: '2026-02-28T23:00:00Z', endDate: '2026-03-31T22:00:00Z' };
const marchForm = { startDate: '01/03/2026', endDate: '31/03/2026' };

/** The date rules every report filter shares (§5: 'Invalid Date'). */
/** A failing case: its name, the change to a valid input, the field, the message. */
type Row = [name: string, change: Record<string, unknown>, path: string, message: string];

const dateRows: Row[] = [
  ['start missing', { startDate: undefined }, 'startDate', VALIDATION.invalidDate],
  ['start not a date', { startDate: '31/02/2026' }, 'startDate', VALIDATION.invalidDate],
  ['start an impossible ISO date', { startDate: '2026-02-30' }, 'startDate', VALIDATION.invalidDate],
  ['end missing', { endDate: undefined }, 'endDate', VALIDATION.invalidDate],
  ['end before start', { endDate: '28/02/2026' }, 'endDate', VALIDATION.invalidDate],
  ['a year and a day', { endDate: '01/03/2027' }, 'endDate', SERVER_MESSAGES.reportPeriodTooLong],
];

describe('CanteenReportFormSchema (§5: canteen, company, dates)', () => {
  const valid = { canteen: '2', company: '0', ...marchForm };

  it.each<Row>([
    ...dateRows,
    ['canteen missing', { canteen: undefined }, 'canteen', VALIDATION.reportRequired],
    ['company missing', { company: undefined }, 'company', VALIDATION.reportRequired],
    ['company not an option', { company: 'nobody' }, 'company', VALIDATION.reportRequired],
    ['company negative', { company: '-1' }, 'company', VALIDATION.reportRequired],
  ])('%s → %s', (_, change, path, message) => {
    expect(issuesOf(CanteenReportFormSchema, { ...valid, ...change })).toContainEqual({ path, message });
  });

  it.each([
    ['All', '0', 0],
    ['Guests', 'guests', ''],
    ['one company', '7', 7],
  ])('turns company %s into the API sentinel %j with ISO dates', (_, company, expected) => {
    expect(CanteenReportFormSchema.parse({ ...valid, company })).toEqual({ canteen: 2, company: expected, ...march });
  });

  it('accepts a one-day report (start equal to end)', () => {
    expect(issuesOf(CanteenReportFormSchema, { ...valid, endDate: '01/03/2026' })).toEqual([]);
  });

  it.each([
    ['a year from 1 March', '01/03/2026', '28/02/2027'],
    ['a calendar year', '01/01/2026', '31/12/2026'],
    ['a leap year (366 days)', '01/01/2028', '31/12/2028'],
  ])('accepts %s, the longest period', (_, startDate, endDate) => {
    expect(issuesOf(CanteenReportFormSchema, { ...valid, startDate, endDate })).toEqual([]);
  });

  it('reads the ISO dates a date picker posts like typed DD/MM/yyyy dates', () => {
    expect(CanteenReportFormSchema.parse({ ...valid, startDate: '2026-03-01', endDate: '2026-03-31' })).toEqual(
      CanteenReportFormSchema.parse(valid),
    );
  });

  it('its output is a valid API query', () => {
    expect(CanteenReportQuery.safeParse(CanteenReportFormSchema.parse(valid)).success).toBe(true);
  });
});

describe('CompanyReportFormSchema (§5: canteen and dates)', () => {
  it.each<Row>([...dateRows, ['canteen missing', { canteen: undefined }, 'canteen', VALIDATION.reportRequired]])(
    '%s → %s',
    (_, change, path, message) => {
      expect(issuesOf(CompanyReportFormSchema, { canteen: '2', ...marchForm, ...change })).toContainEqual({ path, message });
    },
  );

  it('needs no company', () => {
    expect(CompanyReportFormSchema.parse({ canteen: '2', ...marchForm })).toEqual({ canteen: 2, ...march });
  });
});

describe('BookingReportFormSchema (§2, §5: room, status, company, dates)', () => {
  const valid = { roomId: 'All', bookingStatus: 'COMPLETED', companyId: 'All', ...marchForm };

  it.each<Row>([
    ...dateRows,
    ['room not an option', { roomId: 'x' }, 'roomId', VALIDATION.reportRequired],
    ['status not an option', { bookingStatus: 'PENDING' }, 'bookingStatus', VALIDATION.reportRequired],
  ])('%s → %s', (_, change, path, message) => {
    expect(issuesOf(BookingReportFormSchema, { ...valid, ...change })).toContainEqual({ path, message });
  });

  it('turns All into null and the dates into ISO instants', () => {
    expect(BookingReportFormSchema.parse(valid)).toEqual({ roomId: null, companyId: null, bookingStatus: 'COMPLETED', ...march });
  });

  it('needs no company and defaults the status to COMPLETED', () => {
    expect(BookingReportFormSchema.parse({ roomId: '4', ...marchForm })).toEqual({
      roomId: 4,
      companyId: null,
      bookingStatus: 'COMPLETED',
      ...march,
    });
  });

  it('takes one room, one company and ALL bookings', () => {
    const query = BookingReportFormSchema.parse({ ...valid, roomId: '4', companyId: '9', bookingStatus: 'ALL' });
    expect(query).toMatchObject({ roomId: 4, companyId: 9, bookingStatus: 'ALL' });
    expect(BookingReportQuery.safeParse(query).success).toBe(true);
  });
});

describe('report API queries (ISO instants, end exclusive)', () => {
  it.each([
    ['canteen report', CanteenReportQuery, { canteen: 1, company: '' }],
    ['company report', CompanyReportQuery, { canteen: 1 }],
    ['booking report', BookingReportQuery, { roomId: null, companyId: null, bookingStatus: 'ALL' }],
  ] as const)('%s: accepts a period and rejects a bad or empty one', (_, schema, fields) => {
    expect(issuesOf(schema, { ...fields, ...march })).toEqual([]);
    expect(issuesOf(schema, { ...fields, ...march, startDate: '01/03/2026' })).toEqual([
      { path: 'startDate', message: VALIDATION.invalidDate },
    ]);
    expect(issuesOf(schema, { ...fields, startDate: march.startDate, endDate: march.startDate })).toEqual([
      { path: 'endDate', message: VALIDATION.invalidDate },
    ]);
    expect(issuesOf(schema, { ...fields, startDate: march.startDate })).toEqual([{ path: 'endDate', message: VALIDATION.invalidDate }]);
  });

  it.each([
    ['canteen report', CanteenReportQuery, { canteen: 1, company: 0 }],
    ['company report', CompanyReportQuery, { canteen: 1 }],
    ['booking report', BookingReportQuery, { roomId: null, companyId: null, bookingStatus: 'COMPLETED' }],
  ] as const)('%s: one year from the start in Copenhagen at most (DST on both ends), a moment more is refused', (_, schema, fields) => {
    // 1 March 2026 00:00 (CET) to 1 March 2027 00:00 (CET): exactly a year.
    const year = { startDate: '2026-02-28T23:00:00Z', endDate: '2027-02-28T23:00:00Z' };
    expect(issuesOf(schema, { ...fields, ...year })).toEqual([]);
    expect(issuesOf(schema, { ...fields, ...year, endDate: '2027-02-28T23:00:01Z' })).toEqual([
      { path: 'endDate', message: SERVER_MESSAGES.reportPeriodTooLong },
    ]);
    // 1 April 2026 00:00 (CEST) to 1 April 2027 00:00 (CEST).
    expect(issuesOf(schema, { ...fields, startDate: '2026-03-31T22:00:00Z', endDate: '2027-03-31T22:00:00Z' })).toEqual([]);
  });

  it.each([
    ['canteen missing', { canteen: undefined, company: 0 }, 'canteen'],
    ['company missing', { canteen: 1, company: undefined }, 'company'],
    ['company "guests" (a form value, not an API value)', { canteen: 1, company: 'guests' }, 'company'],
  ])('canteen report: %s → Required', (_, fields, path) => {
    expect(issuesOf(CanteenReportQuery, { ...fields, ...march })).toContainEqual({ path, message: VALIDATION.reportRequired });
  });
});

describe('report requests: bounded, never thrown', () => {
  const longInstant = `2026-02-28T23:00:00.${'0'.repeat(ISO_INSTANT_MAX)}Z`;

  it.each([
    ['CanteenReportQuery', CanteenReportQuery, { canteen: 1, company: 0, ...march, startDate: longInstant }],
    ['CompanyReportQuery', CompanyReportQuery, { canteen: 1, ...march, startDate: longInstant }],
    ['BookingReportQuery', BookingReportQuery, { roomId: null, companyId: null, bookingStatus: 'ALL', ...march, startDate: longInstant }],
  ] as const)('%s refuses a start over ISO_INSTANT_MAX characters', (_, schema, input) => {
    expect(issuesOf(schema, input)).toContainEqual({ path: 'startDate', message: VALIDATION.invalidDate });
  });

  it('a filter date over DATE_TEXT_MAX characters is Invalid Date', () => {
    const startDate = `01/03/2026${' '.repeat(DATE_TEXT_MAX)}`;
    expect(issuesOf(CompanyReportFormSchema, { canteen: '1', ...marchForm, startDate })).toEqual([
      { path: 'startDate', message: VALIDATION.invalidDate },
    ]);
  });

  it('the canteen report refuses a company id beyond an integer', () => {
    expect(issuesOf(CanteenReportQuery, { canteen: 1, company: 2_147_483_648, ...march })).toContainEqual({
      path: 'company',
      message: VALIDATION.reportRequired,
    });
  });

  it.each([null, [], 'x', 5])('every report query and form refuses %j without throwing', (input) => {
    for (const schema of [
      CanteenReportQuery,
      CompanyReportQuery,
      BookingReportQuery,
      CanteenReportFormSchema,
      CompanyReportFormSchema,
      BookingReportFormSchema,
    ]) {
      expect(() => schema.safeParse(input)).not.toThrow();
      expect(schema.safeParse(input).success).toBe(false);
    }
  });
});
