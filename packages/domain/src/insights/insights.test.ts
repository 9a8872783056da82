import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { ERRORS } from '../messages';
import { insightsRowsOf, periodHours } from './assemble';
import { INSIGHTS_MESSAGES } from './page';
import { insightsDays, isInsightsPeriodTooLong } from './period';
import { InsightsQuery } from './schemas';
import { insightsScope } from './scope';

const days = (from: string, to: string) => ({ from: Temporal.PlainDate.from(from), to: Temporal.PlainDate.from(to) });

describe('the period', () => {
  it('is the last 30 days up to today without one', () => {
    const today = Temporal.PlainDate.from('2026-03-10');
    expect(insightsDays({}, today)).toEqual({ from: Temporal.PlainDate.from('2026-02-09'), to: today });
  });

  it.each([
    ['2024-01-01', '2025-12-31', false],
    ['2024-03-01', '2026-02-28', false],
    ['2024-01-01', '2026-01-01', true],
  ])('%s to %s is too long: %s', (from, to, tooLong) => {
    expect(isInsightsPeriodTooLong(Temporal.PlainDate.from(from), Temporal.PlainDate.from(to))).toBe(tooLong);
  });

  it('asks for both days or neither, in order', () => {
    const issue = (query: object) => InsightsQuery.safeParse(query).error?.issues[0]?.message;
    expect(issue({ from: '2026-01-01' })).toBe('Invalid Date');
    expect(issue({ from: '2026-01-02', to: '2026-01-01' })).toBe('Invalid Date');
    expect(issue({ from: '2024-01-01', to: '2026-01-01' })).toBe(INSIGHTS_MESSAGES.periodTooLong);
    expect(InsightsQuery.parse({ locationId: '', from: '2026-01-01', to: '2026-01-01' })).toEqual({ locationId: null, roomId: null, companyId: null, from: '2026-01-01', to: '2026-01-01' });
  });
});

describe('periodHours: the open minutes and the minutes of each hour of the week', () => {
  it('a week of five open days has 50 open hours, and each hour of the week once', () => {
    const { openMinutes, hourMinutes } = periodHours(days('2026-03-09', '2026-03-15'));
    expect(openMinutes).toBe(50 * 60);
    expect(hourMinutes.every((minutes) => minutes === 60)).toBe(true);
  });

  it('the autumn Sunday has its 02:00 twice, the spring Sunday none', () => {
    const autumn = periodHours(days('2026-10-25', '2026-10-25')).hourMinutes;
    expect(autumn[6 * 24 + 2]).toBe(120);
    expect(autumn.reduce((a, b) => a + b)).toBe(25 * 60);
    const spring = periodHours(days('2026-03-29', '2026-03-29')).hourMinutes;
    expect(spring[6 * 24 + 2]).toBe(0);
    expect(spring.reduce((a, b) => a + b)).toBe(23 * 60);
  });
});

describe('insightsRowsOf', () => {
  const room = { id: 1, name: 'Fjord', locationName: 'Harbour', dailyLimit: 2, weeklyLimit: 3 };
  const booking = (start: string, end: string, extra: object = {}) => ({
    roomId: 1,
    companyId: 7,
    companyName: 'Hygge ApS',
    bookingStart: start,
    bookingEnd: end,
    released: false,
    total: 10_000,
    totalWithDiscount: 9_000,
    ...extra,
  });

  it('cuts bookings into wall hours, leaves released time out but not its money, and counts days at the limit', () => {
    // Monday 9 March 2026 (CET): 09:30–11:30, then Tuesday 18:00–19:00 (after open hours) and a released hour on Wednesday.
    const rows = insightsRowsOf(days('2026-03-09', '2026-03-15'), [room], [
      booking('2026-03-09T08:30:00Z', '2026-03-09T10:30:00Z'),
      booking('2026-03-10T17:00:00Z', '2026-03-10T18:00:00Z'),
      booking('2026-03-11T08:00:00Z', '2026-03-11T09:00:00Z', { released: true }),
    ], []);
    expect(rows.rooms).toEqual([{ roomId: 1, roomName: 'Fjord', locationName: 'Harbour', bookedMinutes: 180, openBookedMinutes: 120 }]);
    expect(rows.hours).toEqual([
      { weekday: 1, hour: 9, bookedMinutes: 30 },
      { weekday: 1, hour: 10, bookedMinutes: 60 },
      { weekday: 1, hour: 11, bookedMinutes: 30 },
      { weekday: 2, hour: 18, bookedMinutes: 60 },
    ]);
    expect(rows.limits).toEqual([
      { companyId: 7, companyName: 'Hygge ApS', roomId: 1, roomName: 'Fjord', dailyLimit: 2, weeklyLimit: 3, bookedMinutes: 180, days: 2, daysAtLimit: 1, weeks: 1, weeksAtLimit: 1 },
    ]);
    expect(rows.revenue).toEqual([{ month: '2026-03', companyId: 7, companyName: 'Hygge ApS', total: 30_000, totalWithDiscount: 27_000 }]);
  });

  it('counts sales of the period by month and item', () => {
    const sales = [
      { createdAt: '2026-02-28T22:59:00Z', itemName: 'Coffee', quantity: 1, price: 2500 },
      { createdAt: '2026-02-28T23:00:00Z', itemName: 'Coffee', quantity: 2, price: 2500 },
      { createdAt: '2026-03-31T21:59:00Z', itemName: 'Coffee', quantity: 1, price: 2000 },
    ];
    expect(insightsRowsOf(days('2026-03-01', '2026-03-31'), [room], [], sales).sales).toEqual([{ month: '2026-03', itemName: 'Coffee', quantity: 3, total: 7000 }]);
  });
});

describe('insightsScope', () => {
  const query = { locationId: null, roomId: null, companyId: null };
  it('gives a SuperAdmin everything, an Admin their location, a company role their company without shares', () => {
    expect(insightsScope({ role: 'SuperAdmin', companyId: null, primaryLocationId: null }, { ...query, companyId: 3 })).toEqual({
      scope: { locationId: null, roomId: null, companyId: 3, companyLocationsOf: null, showShare: true },
    });
    expect(insightsScope({ role: 'Admin', companyId: null, primaryLocationId: 2 }, query)).toEqual({
      scope: { locationId: 2, roomId: null, companyId: null, companyLocationsOf: null, showShare: true },
    });
    expect(insightsScope({ role: 'CompanyManager', companyId: 5, primaryLocationId: 1 }, query)).toEqual({
      scope: { locationId: null, roomId: null, companyId: 5, companyLocationsOf: 5, showShare: false },
    });
  });

  it.each([
    [{ role: 'Admin', companyId: null, primaryLocationId: null }, query, INSIGHTS_MESSAGES.noOwnLocation],
    [{ role: 'Admin', companyId: null, primaryLocationId: 2 }, { ...query, locationId: 1 }, INSIGHTS_MESSAGES.otherLocation],
    [{ role: 'CompanyOwner', companyId: 5, primaryLocationId: null }, { ...query, companyId: 6 }, INSIGHTS_MESSAGES.otherCompany],
    [{ role: 'CompanyOwner', companyId: null, primaryLocationId: null }, query, ERRORS.forbidden],
    [{ role: 'User', companyId: 5, primaryLocationId: null }, query, ERRORS.forbidden],
  ] as const)('refuses %o asking %o', (actor, asked, message) => {
    expect(insightsScope(actor, asked)).toEqual({ refusal: { message, statusCode: 403 } });
  });
});
