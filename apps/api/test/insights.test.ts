import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { Temporal } from 'temporal-polyfill';
import { fixedPrice } from '@roombook/domain/bookings/rules/booking-price';
import { contract } from '@roombook/domain/contract/index';
import { assembleInsights, insightsRowsOf, type CountedBooking, type CountedSale, type ScopeRoom } from '@roombook/domain/insights/assemble';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import type { Insights } from '@roombook/domain/insights/schemas';
import { ERRORS } from '@roombook/domain/messages';
import { priceColumns } from '../src/plugins/app/bookings/bookings-repository';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { readWorkbook } from '../src/testing-workbook';
import { call, expectError, insertId, login, signInAs } from './helpers';

/**
 * Insights (issue 31, docs/decisions/107) on generated data far from the demo's (2025), over both DST changes:
 * - the SQL's aggregates equal those counted from the same rows in TypeScript (`insightsRowsOf`, the mocks' way);
 * - a hand-worked week: hours of the week, open minutes and utilisation;
 * - every revenue figure equals the booking report of its month and company, and the canteen sales the canteen
 *   report, to the øre;
 * - who sees what: a SuperAdmin, an Admin (their location), a CompanyOwner (their company, no shares);
 * - the Excel download holds the table; bad filters are 400.
 */

/** A small deterministic generator. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state >>> 8) % below;
  };
}

const YEAR = { from: '2025-01-01', to: '2025-12-31' };
const RATES = [45050, 33333, null, 12345];
const DISCOUNTS = [0, 12.5, 33.33];

interface Data {
  location: number;
  otherLocation: number;
  rooms: ScopeRoom[];
  companies: Array<{ id: number; name: string; ownerEmail: string }>;
  canteen: number;
  otherCanteen: number;
}

async function generate(knex: Knex): Promise<Data> {
  const next = random(20250101);
  const location = await insertId(knex, 'locations', { name: 'Insight House' });
  const otherLocation = await insertId(knex, 'locations', { name: 'Elsewhere House' });
  const rooms: Array<ScopeRoom & { rate: number | null }> = [];
  for (const [index, rate] of RATES.entries()) {
    const [daily, weekly] = [2 + index, 6 + 2 * index];
    const id = await insertId(knex, 'rooms', { name: `Lens ${index}`, location_id: location, code: `lens-${index}-${Math.random()}`, hourly_rate_ore: rate, daily_limit: daily, weekly_limit: weekly });
    rooms.push({ id, name: `Lens ${index}`, locationName: 'Insight House', dailyLimit: daily, weeklyLimit: weekly, rate });
  }
  const elsewhere = await insertId(knex, 'rooms', { name: 'Far away', location_id: otherLocation, code: `far-${Math.random()}`, hourly_rate_ore: 10000, daily_limit: 8, weekly_limit: 40 });
  const companies: Data['companies'] = [];
  const bookers: Array<{ userId: number; companyId: number | null; discount: number }> = [];
  for (const [index, discount] of DISCOUNTS.entries()) {
    const name = `Optic ${index} ApS`;
    const id = await insertId(knex, 'companies', { name, discount_percent: discount });
    await knex('company_locations').insert({ company_id: id, location_id: location });
    const ownerEmail = `owner${index}@optic.test`;
    const owner = await insertId(knex, 'users', { role: 'CompanyOwner', company_id: id, first_name: 'Olga', last_name: `Optic ${index}`, email: ownerEmail });
    await knex('companies').where({ id }).update({ owner_id: owner });
    bookers.push({ userId: owner, companyId: id, discount });
    companies.push({ id, name, ownerEmail });
  }
  const admin = await insertId(knex, 'users', { role: 'Admin', first_name: 'Ada', last_name: 'Admin', email: 'ada@optic.test' });
  bookers.push({ userId: admin, companyId: null, discount: 0 });

  const rows: Array<Record<string, unknown>> = [];
  const book = (roomId: number, rate: number | null, start: number, minutes: number, booker = bookers[next(bookers.length)]!, released = false) => {
    const interval = { bookingStart: new Date(start).toISOString(), bookingEnd: new Date(start + minutes * 60_000).toISOString() };
    rows.push({
      name: 'Seen',
      room_id: roomId,
      user_id: booker.userId,
      company_id: booker.companyId,
      booking_start: interval.bookingStart,
      booking_end: interval.bookingEnd,
      released_at: released ? interval.bookingStart : null,
      ...priceColumns(fixedPrice(interval, { hourlyRate: rate, discountPercent: booker.discount })),
    });
  };
  // From the last days of 2024 (bookings across the period's start) into 2026 (across its end).
  for (const room of rooms) {
    let at = Date.parse('2024-12-31T20:00:00Z');
    while (at < Date.parse('2026-01-01T02:00:00Z')) {
      const minutes = 15 * (1 + next(20));
      book(room.id, room.rate, at, minutes, undefined, next(25) === 0);
      at += (minutes + 15 * (1 + next(4 * 40))) * 60_000;
    }
  }
  // Elsewhere, only the Admin books (no company): the companies' bookings are all at Insight House.
  for (let day = 0; day < 365; day += 3) book(elsewhere, 10000, Date.parse('2025-01-01T08:00:00Z') + day * 86_400_000, 60, bookers.at(-1));
  for (let i = 0; i < rows.length; i += 500) await knex('bookings').insert(rows.slice(i, i + 500));

  const canteen = await insertId(knex, 'canteens', { location_id: location, password: 'kantine' });
  const otherCanteen = await insertId(knex, 'canteens', { location_id: otherLocation, password: 'kantine' });
  const orderers = [...bookers.filter((b) => b.companyId !== null), { userId: null, companyId: null }];
  for (let number = 1; number <= 240; number++) {
    const who = orderers[next(orderers.length)]!;
    const items = Array.from({ length: 1 + next(3) }, (_, i) => ({ item_name: ['Coffee', 'Sandwich', 'Æblekage'][(i + next(3)) % 3]!, price_ore: [2475, 3333, 12999][next(3)]!, quantity: 1 + next(4) }));
    const createdAt = new Date(Date.parse('2024-12-25T07:00:00Z') + next(380 * 24) * 3_600_000).toISOString();
    const id = await insertId(knex, 'canteen_orders', {
      canteen_id: number % 5 === 0 ? otherCanteen : canteen,
      company_id: who.companyId,
      user_id: who.userId,
      order_number: number,
      total_ore: items.reduce((sum, item) => sum + item.price_ore * item.quantity, 0),
      created_at: createdAt,
    });
    await knex('canteen_order_items').insert(items.map((item) => ({ ...item, order_id: id })));
  }
  return { location, otherLocation, rooms, companies, canteen, otherCanteen };
}

/**
 * The same aggregates counted in TypeScript from the database's rows: the generated location's rooms, and the
 * orders of `canteens` (a company role's are every canteen's: what their company spent).
 */
async function counted(knex: Knex, data: Data, days: { from: string; to: string }, companyId: number | null = null, canteens = [data.canteen]): Promise<Insights> {
  const bookings = await knex('bookings as b')
    .whereIn('b.room_id', data.rooms.map((room) => room.id))
    .modify((q) => (companyId === null ? q : q.where('b.company_id', companyId)))
    .leftJoin('companies as c', 'c.id', 'b.company_id')
    .select('b.*', 'c.name as company');
  const counted: CountedBooking[] = bookings.map((b: Record<string, unknown>) => ({
    roomId: b.room_id as number,
    companyId: b.company_id as number | null,
    companyName: (b.company as string | null) ?? null,
    bookingStart: (b.booking_start as Date).toISOString(),
    bookingEnd: (b.booking_end as Date).toISOString(),
    released: b.released_at !== null,
    total: Number(b.total_ore),
    totalWithDiscount: Number(b.total_with_discount_ore),
  }));
  const lines = await knex('canteen_orders as o')
    .join('canteen_order_items as i', 'i.order_id', 'o.id')
    .whereIn('o.canteen_id', canteens)
    .modify((q) => (companyId === null ? q : q.where('o.company_id', companyId)))
    .select('o.created_at', 'i.item_name', 'i.quantity', 'i.price_ore');
  const period = { from: Temporal.PlainDate.from(days.from), to: Temporal.PlainDate.from(days.to) };
  const sales: CountedSale[] = lines.map((l: Record<string, unknown>) => ({ createdAt: (l.created_at as Date).toISOString(), itemName: l.item_name as string, quantity: l.quantity as number, price: l.price_ore as number }));
  return assembleInsights(period, insightsRowsOf(period, data.rooms, counted, sales), companyId === null);
}

describe.each(availableBackends())('Insights on %s', (backend) => {
  let t: TestApp;
  let superAdmin: string;
  let data: Data;

  beforeAll(async () => {
    t = await createTestApp({ backend });
    data = await generate(t.db.knex);
    superAdmin = (await login(t.app, 'superadmin@roombook.test')).token;
  }, 120_000);
  afterAll(() => t?.close());

  const insights = async (token: string, query: Record<string, unknown>) => {
    const res = await call(t.app, contract.insights.get, { token, query });
    expect(res.statusCode, res.body).toBe(200);
    return contract.insights.get.response.parse(res.json());
  };

  it('a year over both DST changes: the SQL counts what the records say, hour by hour', async () => {
    const answer = await insights(superAdmin, { locationId: data.location, ...YEAR });
    expect(answer.rooms.length).toBe(4);
    expect(answer.rooms.every((room) => room.bookedMinutes > 0)).toBe(true);
    expect(answer).toEqual(await counted(t.db.knex, data, YEAR));
  });

  it('one company: the same, without the others', async () => {
    const company = data.companies[1]!;
    const answer = await insights(superAdmin, { locationId: data.location, companyId: company.id, ...YEAR });
    const expected = await counted(t.db.knex, data, YEAR, company.id);
    expect({ ...answer, share: null }).toEqual(expected);
    expect(answer.share?.map((row) => row.companyName)).toEqual([company.name]);
  });

  it('a hand-worked week: the hours of the week, open hours and utilisation', async () => {
    // Week 2 of 2024 is far from the generated data: Monday 8 January 2024 09:00–11:30 and Saturday 13 January 07:30–08:15 (CET).
    const room = data.rooms[0]!;
    const company = data.companies[0]!;
    const owner = await t.db.knex('users').where({ email: company.ownerEmail }).first('id');
    for (const [start, end] of [['2024-01-08T08:00:00Z', '2024-01-08T10:30:00Z'], ['2024-01-13T06:30:00Z', '2024-01-13T07:15:00Z']] as const) {
      await t.db.knex('bookings').insert({ name: 'Hand', room_id: room.id, user_id: owner.id, company_id: company.id, booking_start: start, booking_end: end, ...priceColumns(fixedPrice({ bookingStart: start, bookingEnd: end }, { hourlyRate: 10000, discountPercent: 0 })) });
    }
    const answer = await insights(superAdmin, { roomId: room.id, from: '2024-01-08', to: '2024-01-14' });
    expect(answer.openMinutes).toBe(5 * 10 * 60);
    expect(answer.rooms).toEqual([{ roomId: room.id, roomName: room.name, locationName: 'Insight House', bookedMinutes: 195, openBookedMinutes: 150 }]);
    const booked = answer.hours.filter((h) => h.bookedMinutes > 0).map((h) => [h.weekday, h.hour, h.bookedMinutes]);
    expect(booked).toEqual([[1, 9, 60], [1, 10, 60], [1, 11, 30], [6, 7, 30], [6, 8, 15]]);
    expect(answer.hours).toHaveLength(168);
    expect(answer.hours.every((h) => h.minutes === 60)).toBe(true);
    // 2,5 hours on Monday reach the daily limit of 2; 3,25 hours in the week do not reach 6.
    expect(answer.limits).toEqual([
      { companyId: company.id, companyName: company.name, roomId: room.id, roomName: room.name, dailyLimit: 2, weeklyLimit: 6, bookedMinutes: 195, days: 2, daysAtLimit: 1, weeks: 1, weeksAtLimit: 0 },
    ]);
    expect(answer.revenue.total).toBe(32_500);
    expect(answer.revenue.months).toEqual([
      { month: '2024-01', companyId: company.id, companyName: company.name, total: 32_500, discount: 0, totalWithDiscount: 32_500, tax: 8_125, totalIncludingTax: 40_625 },
    ]);
  });

  it('the autumn night counts its repeated hour twice, the spring night none', async () => {
    const autumn = await insights(superAdmin, { roomId: data.rooms[0]!.id, from: '2025-10-26', to: '2025-10-26' });
    expect(autumn.hours.find((h) => h.weekday === 7 && h.hour === 2)!.minutes).toBe(120);
    expect(autumn.hours.reduce((sum, h) => sum + h.minutes, 0)).toBe(25 * 60);
    const spring = await insights(superAdmin, { roomId: data.rooms[0]!.id, from: '2025-03-30', to: '2025-03-30' });
    expect(spring.hours.find((h) => h.weekday === 7 && h.hour === 2)!.minutes).toBe(0);
    expect(spring.hours.reduce((sum, h) => sum + h.minutes, 0)).toBe(23 * 60);
  });

  it('every month of every company reconciles with the booking report to the øre, and the canteen with the canteen report', async () => {
    const answer = await insights(superAdmin, { locationId: data.location, ...YEAR });
    expect(answer.revenue.months.length).toBeGreaterThan(12);
    const report = async (body: Record<string, unknown>) => {
      const res = await call(t.app, contract.report.booking, { token: superAdmin, body: { roomId: null, companyId: null, bookingStatus: 'ALL', ...body } });
      expect(res.statusCode, res.body).toBe(200);
      return contract.report.booking.response.parse(res.json());
    };
    const monthPeriod = (month: string) => {
      const first = Temporal.PlainYearMonth.from(month).toPlainDate({ day: 1 });
      const instant = (day: Temporal.PlainDate) => day.toZonedDateTime('Europe/Copenhagen').toInstant().toString();
      return { startDate: instant(first), endDate: instant(first.add({ months: 1 })) };
    };
    for (const month of answer.revenue.months.filter((m) => m.companyId !== null)) {
      // The generated location's rooms are its only rooms with bookings in 2025 besides 'Far away'; the company's bookings are here only.
      const expected = await report({ companyId: month.companyId, ...monthPeriod(month.month) });
      expect([month.month, month.total, month.totalWithDiscount, month.tax, month.totalIncludingTax]).toEqual([
        month.month,
        expected.total,
        expected.totalWithDiscount,
        Math.round((expected.totalWithDiscount * 25) / 100),
        expected.totalWithDiscount + Math.round((expected.totalWithDiscount * 25) / 100),
      ]);
    }
    for (const room of data.rooms) {
      const inRoom = await insights(superAdmin, { roomId: room.id, ...YEAR });
      const expected = await report({ roomId: room.id, startDate: '2024-12-31T23:00:00.000Z', endDate: '2025-12-31T23:00:00.000Z' });
      expect([inRoom.revenue.total, inRoom.revenue.totalWithDiscount]).toEqual([expected.total, expected.totalWithDiscount]);
    }

    const canteenReport = await call(t.app, contract.report.canteen, {
      token: superAdmin,
      body: { canteen: data.canteen, company: 0, startDate: '2024-12-31T23:00:00.000Z', endDate: '2025-12-31T23:00:00.000Z' },
    });
    const canteen = contract.report.canteen.response.parse(canteenReport.json());
    expect(answer.canteen.total).toBe(canteen.totalPrice);
    expect(answer.canteen.months.reduce((sum, m) => sum + m.quantity, 0)).toBe(canteen.totalQuantity);
    expect(answer.canteen.tax).toBe(Math.round((canteen.totalPrice * 25) / 100));
  });

  it('an Admin sees their own location only; a CompanyOwner their own company, without shares', async () => {
    const admin = await signInAs(t.app, t.db.knex, 'ada@optic.test');
    expectError(await call(t.app, contract.insights.get, { token: admin.token, query: YEAR }), 403, INSIGHTS_MESSAGES.noOwnLocation);
    await t.db.knex('users').where({ email: 'ada@optic.test' }).update({ primary_location_id: data.location });
    const own = await insights(admin.token, YEAR);
    expect(own.rooms.map((room) => room.roomName).sort()).toEqual(['Lens 0', 'Lens 1', 'Lens 2', 'Lens 3']);
    expectError(await call(t.app, contract.insights.get, { token: admin.token, query: { locationId: data.otherLocation, ...YEAR } }), 403, INSIGHTS_MESSAGES.otherLocation);

    const [mine, theirs] = data.companies;
    const owner = await signInAs(t.app, t.db.knex, mine!.ownerEmail);
    const seen = await insights(owner.token, YEAR);
    expect(seen.share).toBeNull();
    expect(seen.limits.every((row) => row.companyId === mine!.id)).toBe(true);
    expect(new Set(seen.revenue.months.map((m) => m.companyId))).toEqual(new Set([mine!.id]));
    expect({ ...seen, share: null }).toEqual({ ...(await counted(t.db.knex, data, YEAR, mine!.id, [data.canteen, data.otherCanteen])), share: null });
    expectError(await call(t.app, contract.insights.get, { token: owner.token, query: { companyId: theirs!.id, ...YEAR } }), 403, INSIGHTS_MESSAGES.otherCompany);

    for (const email of ['user@roombook.test', 'canteen@roombook.test']) {
      const { token } = await login(t.app, email);
      expectError(await call(t.app, contract.insights.get, { token, query: YEAR }), 403, ERRORS.forbidden);
    }
  });

  it('the last 30 days when no period is asked for; bad periods are 400', async () => {
    const answer = await insights(superAdmin, {});
    const today = Temporal.Instant.fromEpochMilliseconds(t.now().getTime()).toZonedDateTimeISO('Europe/Copenhagen').toPlainDate();
    expect([answer.from, answer.to]).toEqual([today.subtract({ days: 29 }).toString(), today.toString()]);
    const bad = async (query: Record<string, unknown>, message: string) => expectError(await call(t.app, contract.insights.get, { token: superAdmin, query }), 400, message);
    await bad({ from: '2025-01-01' }, 'Invalid Date');
    await bad({ from: '2025-02-01', to: '2025-01-31' }, 'Invalid Date');
    await bad({ from: '2024-01-01', to: '2026-01-01' }, INSIGHTS_MESSAGES.periodTooLong);
    await bad({ from: '2025-02-30', to: '2025-03-01' }, 'Invalid Date');
    expect((await insights(superAdmin, { from: '2024-01-01', to: '2025-12-31' })).to).toBe('2025-12-31');
  });

  it('a chart’s Excel download holds its table, with the booking report’s totals under the revenue', async () => {
    const query = { locationId: data.location, ...YEAR };
    const answer = await insights(superAdmin, query);
    const res = await call(t.app, contract.insights.excel, { token: superAdmin, query: { ...query, chart: 'revenue' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('insights-revenue-2025-01-01-2025-12-31.xlsx');
    const book = await readWorkbook(res.rawPayload);
    expect(book.rows[0]).toEqual(['Month', 'Company', 'Total (kr.)', 'Discount (kr.)', 'Total with discount (kr.)', 'Tax 25 % (kr.)', 'Total including tax (kr.)']);
    expect(book.rows.slice(1, 1 + answer.revenue.months.length).map((row) => [row[0], Math.round(Number(row[2]) * 100)])).toEqual(
      answer.revenue.months.map((m) => [m.month, m.total]),
    );
    const last = book.rows.at(-1)!;
    expect(Math.round(Number(last.at(-1)) * 100)).toBe(answer.revenue.totalIncludingTax);
    const hours = await call(t.app, contract.insights.excel, { token: superAdmin, query: { ...query, chart: 'hours' } });
    expect((await readWorkbook(hours.rawPayload)).rows).toHaveLength(1 + 168);
  });
});
