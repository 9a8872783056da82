import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { LightMyRequestResponse } from 'fastify';
import { contract } from '@roombook/domain/contract/index';
import { XLSX_MEDIA_TYPE } from '@roombook/domain/contract/define';
import { ERRORS, SERVER_MESSAGES, VALIDATION } from '@roombook/domain/messages';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, expectError, insertId, login } from './helpers';
import { readWorkbook } from '../src/testing-workbook';
import { ReportsRepository } from '../src/plugins/app/reports/reports-repository';

const { report } = contract;

/**
 * The reports on the API (issue 10 §2): the amounts are the prices fixed on each booking and order line, the
 * kept names of deleted rooms, users and companies show, the filters and the §6 roles hold, bad periods are a
 * clear 400, each report is a constant number of statements, and the workbooks read back with exceljs.
 *
 * Everything here happens in March 2025 (before the demo data's month) at a location of its own, so the demo
 * data never meets it; the amounts are written out by hand from the rows inserted.
 */
const MARCH = { startDate: '2025-02-28T23:00:00.000Z', endDate: '2025-03-31T22:00:00.000Z' };

interface World {
  ledger: number;
  abacus: number;
  tally: number;
  gone: number;
  staff: number;
  leaver: number;
  canteen: number;
  bookings: Record<string, number>;
  orders: Record<string, number>;
}

/**
 * Report House: rooms Ledger (now 300.00 kr. an hour) and Abacus; Tally ApS (now 12.5 % off) with Tom Tally,
 * and Gone ApS with Lea Leaver; the rows below carry the prices fixed when they were made.
 */
async function world(knex: Knex): Promise<World> {
  const location = await insertId(knex, 'locations', { name: 'Report House' });
  const ledger = await insertId(knex, 'rooms', { name: 'Ledger', location_id: location, code: `ledger-${Math.random()}`, hourly_rate_ore: 30000 });
  const abacus = await insertId(knex, 'rooms', { name: 'Abacus', location_id: location, code: `abacus-${Math.random()}`, hourly_rate_ore: 10000 });
  const tally = await insertId(knex, 'companies', { name: 'Tally ApS', discount_percent: 12.5 });
  const gone = await insertId(knex, 'companies', { name: 'Gone ApS', discount_percent: 20 });
  const staff = await insertId(knex, 'users', { role: 'User', company_id: tally, first_name: 'Tom', last_name: 'Tally', email: 'tom@report.test' });
  const leaver = await insertId(knex, 'users', { role: 'User', company_id: gone, first_name: 'Lea', last_name: 'Leaver', email: 'lea@report.test' });
  const book = (roomId: number, userId: number, companyId: number, start: string, end: string, price: Record<string, number | null>) =>
    insertId(knex, 'bookings', { name: 'Audit', room_id: roomId, user_id: userId, company_id: companyId, booking_start: start, booking_end: end, ...price });
  const bookings = {
    // 1 h 15 min at 240.00 kr. with 12.5 %: 300.00, less 37.50 (the rate and discount of that day).
    oldPrice: await book(ledger, staff, tally, '2025-03-03T08:00:00Z', '2025-03-03T09:15:00Z', {
      hourly_rate_ore: 24000, discount_percent: 12.5, total_ore: 30000, discount_ore: 3750, total_with_discount_ore: 26250, total_with_tax_ore: 32813,
    }),
    // 45 min at 100.00 kr. with 20 %: 75.00, less 15.00.
    leaver: await book(abacus, leaver, gone, '2025-03-04T09:00:00Z', '2025-03-04T09:45:00Z', {
      hourly_rate_ore: 10000, discount_percent: 20, total_ore: 7500, discount_ore: 1500, total_with_discount_ore: 6000, total_with_tax_ore: 7500,
    }),
    // The DST Sunday: 01:00–04:00 on the wall (00:00–01:00Z and 01:00–02:00Z) is 2 hours at 240.00 kr.
    dst: await book(ledger, staff, tally, '2025-03-30T00:00:00Z', '2025-03-30T02:00:00Z', {
      hourly_rate_ore: 24000, discount_percent: 12.5, total_ore: 48000, discount_ore: 6000, total_with_discount_ore: 42000, total_with_tax_ore: 52500,
    }),
    // April: outside March.
    april: await book(ledger, staff, tally, '2025-04-01T08:00:00Z', '2025-04-01T09:00:00Z', {
      hourly_rate_ore: 24000, discount_percent: 12.5, total_ore: 24000, discount_ore: 3000, total_with_discount_ore: 21000, total_with_tax_ore: 26250,
    }),
  };
  const canteen = await insertId(knex, 'canteens', { location_id: location, password: 'kantine' });
  const order = async (companyId: number | null, userId: number | null, number: number, at: string, lines: Array<[string, number, number]>) => {
    const id = await insertId(knex, 'canteen_orders', {
      canteen_id: canteen,
      company_id: companyId,
      user_id: userId,
      order_number: number,
      total_ore: lines.reduce((sum, [, price, quantity]) => sum + price * quantity, 0),
      created_at: at,
    });
    await knex('canteen_order_items').insert(lines.map(([name, price, quantity]) => ({ order_id: id, item_name: name, price_ore: price, quantity })));
    return id;
  };
  const orders = {
    tom: await order(tally, staff, 1, '2025-03-10T11:05:00Z', [['Coffee', 2000, 2], ['Smørrebrød', 6950, 1]]),
    guest: await order(null, null, 2, '2025-03-10T11:30:00Z', [['Soup', 4525, 3]]),
    lea: await order(gone, leaver, 3, '2025-03-30T10:45:00Z', [['Coffee', 2000, 1]]),
    april: await order(tally, staff, 4, '2025-04-01T10:00:00Z', [['Coffee', 2000, 5]]),
  };
  // Since then: Ledger costs 300.00 kr., Tally has 30 %, Gone ApS, Lea and Abacus are deleted (their names are kept).
  await knex('rooms').where({ id: ledger }).update({ hourly_rate_ore: 30000 });
  await knex('companies').where({ id: tally }).update({ discount_percent: 30 });
  await knex('users').where({ id: leaver }).delete();
  await knex('companies').where({ id: gone }).delete();
  await knex('rooms').where({ id: abacus }).delete();
  return { ledger, abacus, tally, gone, staff, leaver, canteen, bookings, orders };
}

describe.each(availableBackends())('reports on %s', (backend) => {
  let t: TestApp;
  let w: World;
  const tokens: Record<string, string> = {};
  let aarhusCanteen: number;
  let ownCanteen: number;

  beforeAll(async () => {
    t = await createTestApp({ backend });
    w = await world(t.db.knex);
    for (const who of ['admin', 'superadmin', 'owner', 'manager', 'canteen', 'user']) tokens[who] = (await login(t.app, `${who}@roombook.test`)).token;
    const canteens = await t.db.knex('canteens as k').join('locations as l', 'l.id', 'k.location_id').select<Array<{ id: number; name: string }>>('k.id', 'l.name');
    ownCanteen = canteens.find((c) => c.name === 'Copenhagen Harbour House')!.id;
    aarhusCanteen = canteens.find((c) => c.name === 'Aarhus Dokk Offices')!.id;
  });
  afterAll(() => t?.close());

  const send = (who: string, apiCall: (typeof report)[keyof typeof report], body: unknown) => call(t.app, apiCall, { token: tokens[who], body });
  const ok = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('rejects the read of a statement the database refuses, and the process lives on', async () => {
    // A bound instant PostgreSQL cannot read (offsets end at ±15:59 there): on PostgreSQL the cursor's error
    // once had no listener and ended the process.
    const repository = new ReportsRepository(t.db.knex, t.db.driver);
    const read = async () => {
      for await (const batch of repository.bookingReportBatches(
        { roomId: null, companyId: null, bookingStatus: 'ALL', startDate: '2027-01-01T10:00:00+23:59', endDate: '2027-02-01T10:00:00Z' },
        t.now(),
      )) void batch;
    };
    await expect(read()).rejects.toThrow(/time zone displacement out of range/);
    ok(await send('admin', report.booking, { roomId: null, companyId: null, bookingStatus: 'ALL', ...MARCH }));
  });

  describe('booking report', () => {
    const ask = async (filters: Record<string, unknown> = {}) =>
      report.booking.response.parse(ok(await send('admin', report.booking, { roomId: null, companyId: null, bookingStatus: 'ALL', ...MARCH, ...filters })));

    it('bills the prices fixed on the bookings, not today’s rate and discount, and keeps the names of what was deleted', async () => {
      const ours = (await ask()).entries.filter((entry) => Object.values(w.bookings).includes(entry.id));
      expect(ours.map((entry) => entry.id)).toEqual([w.bookings.oldPrice, w.bookings.leaver, w.bookings.dst]);
      expect(ours[0]).toMatchObject({
        hourlyRate: 24000,
        hourlyRateDiscounted: 21000,
        bookingDurationHours: 1.25,
        total: 30000,
        discount: 12.5,
        totalWithDiscount: 26250,
        booking: { roomId: w.ledger, room: { name: 'Ledger', location: { name: 'Report House' } }, user: { firstName: 'Tom', lastName: 'Tally', company: { id: w.tally, name: 'Tally ApS' } } },
      });
      expect(ours[1]).toMatchObject({
        bookingDurationHours: 0.75,
        total: 7500,
        discount: 20,
        totalWithDiscount: 6000,
        booking: { roomId: null, userId: null, room: { id: null, name: 'Abacus', location: { id: null, name: 'Report House' } }, user: { firstName: 'Lea', lastName: 'Leaver', company: { id: null, name: 'Gone ApS' } } },
      });
      expect(ours[2]).toMatchObject({ bookingDurationHours: 2, total: 48000, totalWithDiscount: 42000 });
    });

    it('filters by room and company (the company the booking counted against); the totals are the sums of the entries', async () => {
      const ledger = await ask({ roomId: w.ledger });
      expect(ledger.entries.map((entry) => entry.id)).toEqual([w.bookings.oldPrice, w.bookings.dst]);
      expect([ledger.total, ledger.totalWithDiscount]).toEqual([30000 + 48000, 26250 + 42000]);
      const tally = await ask({ companyId: w.tally });
      expect(tally.entries.map((entry) => entry.id)).toEqual([w.bookings.oldPrice, w.bookings.dst]);
    });

    it('COMPLETED leaves out the bookings that have not started yet; ALL has them', async () => {
      // The API's clock is the instant under test; around it, bookings of its own that ended, are under way and
      // are still to come (on the 15-minute grid), so the split never rests on the day's demo data.
      const now = t.now();
      const quarter = Math.floor(now.getTime() / 900_000) * 900_000;
      const around = (fromMinutes: number, toMinutes: number) =>
        insertId(t.db.knex, 'bookings', {
          name: 'Around now', room_id: w.ledger, user_id: w.staff, company_id: w.tally,
          booking_start: new Date(quarter + fromMinutes * 60_000), booking_end: new Date(quarter + toMinutes * 60_000),
        });
      const ours = { ended: await around(-120, -60), underWay: await around(0, 60), ahead: await around(60, 120) };
      try {
        const next = new Date(now.getTime() + 30 * 86_400_000);
        const period = { startDate: new Date(now.getTime() - 86_400_000).toISOString(), endDate: next.toISOString() };
        const future = await t.db.knex('bookings').where('booking_start', '>', now).andWhere('booking_start', '<', next).pluck('id');
        const past = await t.db.knex('bookings').where('booking_start', '<=', now).andWhere('booking_start', '>=', period.startDate).pluck('id');
        expect(future).toContain(ours.ahead);
        expect(past).toEqual(expect.arrayContaining([ours.ended, ours.underWay]));
        const completed = await ask({ bookingStatus: 'COMPLETED', ...period });
        const all = await ask({ bookingStatus: 'ALL', ...period });
        expect(completed.entries.map((e) => e.id).sort()).toEqual([...past].sort());
        expect(all.entries.map((e) => e.id).sort()).toEqual([...past, ...future].sort());
        const ledger = await ask({ bookingStatus: 'COMPLETED', roomId: w.ledger, ...period });
        expect(ledger.entries.map((e) => e.id)).toEqual([ours.ended, ours.underWay]);
      } finally {
        await t.db.knex('bookings').whereIn('id', Object.values(ours)).delete();
      }
    });

    it('refuses a missing, reversed or longer than a year period with a clear 400', async () => {
      const body = { roomId: null, companyId: null, bookingStatus: 'ALL' };
      expectError(await send('admin', report.booking, { ...body, startDate: MARCH.startDate }), 400, VALIDATION.invalidDate);
      expectError(await send('admin', report.booking, { ...body, startDate: MARCH.endDate, endDate: MARCH.startDate }), 400, VALIDATION.invalidDate);
      expectError(await send('admin', report.booking, { ...body, startDate: '2024-02-29T23:00:00Z', endDate: '2025-03-01T23:00:00Z' }), 400, SERVER_MESSAGES.reportPeriodTooLong);
      expectError(await send('admin', report.bookingExcel, { ...body, startDate: '2024-02-29T23:00:00Z', endDate: '2025-03-01T23:00:00Z' }), 400, SERVER_MESSAGES.reportPeriodTooLong);
    });

    it('is one statement whatever the number of bookings (besides the sign-in’s)', async () => {
      const statements = async () => {
        let count = 0;
        const listener = () => (count += 1);
        t.db.knex.on('query', listener);
        try {
          ok(await send('admin', report.booking, { roomId: null, companyId: null, bookingStatus: 'ALL', ...MARCH }));
        } finally {
          t.db.knex.off('query', listener);
        }
        return count;
      };
      const before = await statements();
      const rows = Array.from({ length: 40 }, (_, i) => ({
        name: 'More',
        room_id: w.ledger,
        user_id: w.staff,
        company_id: w.tally,
        booking_start: new Date(Date.UTC(2025, 2, 12, 6, 0) + i * 15 * 60_000),
        booking_end: new Date(Date.UTC(2025, 2, 12, 6, 15) + i * 15 * 60_000),
      }));
      const ids = (await t.db.knex('bookings').insert(rows).returning('id')) as Array<{ id: number }>;
      try {
        expect(await statements()).toBe(before);
      } finally {
        await t.db.knex('bookings').whereIn('id', ids.map((row) => row.id)).delete();
      }
    });

    it('exports the workbook: a row per booking as on screen, real dates, DKK amounts, the totals with discount and tax', async () => {
      const res = await send('admin', report.bookingExcel, { roomId: w.ledger, companyId: null, bookingStatus: 'ALL', ...MARCH });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX_MEDIA_TYPE);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="booking-report_2025-03-01_2025-03-31.xlsx"; filename*=UTF-8''booking-report_2025-03-01_2025-03-31.xlsx`,
      );
      const book = await readWorkbook(res.rawPayload);
      expect(book.rows[0]).toEqual(['Id', 'Room', 'First name', 'Last name', 'Company', 'Start', 'End', 'Duration (hours)', 'Hourly rate (kr.)', 'Total (kr.)', 'Discount (%)', 'Total with discount (kr.)']);
      expect(book.rows[1]).toEqual([w.bookings.oldPrice, 'Ledger', 'Tom', 'Tally', 'Tally ApS', new Date('2025-03-03T09:00:00Z'), new Date('2025-03-03T10:15:00Z'), 1.25, 240, 300, 0.125, 262.5]);
      // 01:00 CET to 04:00 CEST on the wall, two hours.
      expect(book.rows[2]!.slice(5, 8)).toEqual([new Date('2025-03-30T01:00:00Z'), new Date('2025-03-30T04:00:00Z'), 2]);
      expect([book.format(2, 6), book.format(2, 9), book.format(2, 11), book.format(2, 12)]).toEqual(['dd.mm.yyyy hh:mm', '#,##0.00 "kr."', '0.00%', '#,##0.00 "kr."']);
      expect(book.rows[3]).toEqual(Array(12).fill(null));
      const summary = book.rows.slice(4).map((row) => [row[0], row[11]]);
      // 780.00 total, 97.50 discount, 682.50 after it; 25 % tax 170.63 (170.625 rounded up); 853.13 with it.
      expect(summary).toEqual([
        ['Total (kr.)', 780],
        ['Discount (kr.)', 97.5],
        ['Total with discount (kr.)', 682.5],
        ['Tax 25 % (kr.)', 170.63],
        ['Total including tax (kr.)', 853.13],
      ]);
    });

    it('is refused to every role but SuperAdmin and Admin, as is its workbook', async () => {
      const body = { roomId: null, companyId: null, bookingStatus: 'ALL', ...MARCH };
      for (const who of ['owner', 'manager', 'canteen', 'user']) {
        expectError(await send(who, report.booking, body), 403, ERRORS.forbidden);
        expectError(await send(who, report.bookingExcel, body), 403, ERRORS.forbidden);
      }
      expect((await send('superadmin', report.booking, body)).statusCode).toBe(200);
    });
  });

  describe('canteen reports', () => {
    const canteenReport = async (who: string, company: number | '') =>
      report.canteen.response.parse(ok(await send(who, report.canteen, { canteen: w.canteen, company, ...MARCH })));

    it('adds up each order from its lines as sold; an order of a deleted company keeps its name and is not a guest’s', async () => {
      const all = await canteenReport('admin', 0);
      expect(Object.keys(all.orders)).toEqual([String(w.orders.tom), String(w.orders.guest), String(w.orders.lea)]);
      expect(all.orders[String(w.orders.tom)]).toEqual({
        orderNumber: 1,
        orderQuantity: 3,
        orderTotal: 10950,
        orderDate: '2025-03-10T11:05:00.000Z',
        companyName: 'Tally ApS',
        employee: 'Tom Tally',
        orderItems: [
          { itemName: 'Coffee', itemPrice: 2000, itemQuantity: 2, itemTotal: 4000 },
          { itemName: 'Smørrebrød', itemPrice: 6950, itemQuantity: 1, itemTotal: 6950 },
        ],
      });
      expect(all.orders[String(w.orders.lea)]).toMatchObject({ companyName: 'Gone ApS', employee: 'Lea Leaver', orderTotal: 2000 });
      expect([all.totalPrice, all.totalQuantity]).toEqual([10950 + 13575 + 2000, 3 + 3 + 1]);
      expect(Object.keys((await canteenReport('admin', '')).orders)).toEqual([String(w.orders.guest)]);
      expect(Object.keys((await canteenReport('admin', w.tally)).orders)).toEqual([String(w.orders.tom)]);
    });

    it('shows a CanteenManager their own canteen only: another is 403, an unknown one 404; never the workbook', async () => {
      const period = { company: 0, ...MARCH };
      expect((await send('canteen', report.canteen, { canteen: ownCanteen, ...period })).statusCode).toBe(200);
      expectError(await send('canteen', report.canteen, { canteen: aarhusCanteen, ...period }), 403, ERRORS.forbidden);
      expectError(await send('canteen', report.canteen, { canteen: w.canteen, ...period }), 403, ERRORS.forbidden);
      expectError(await send('admin', report.canteen, { canteen: 999_999, ...period }), 404, ERRORS.notFound);
      expectError(await send('canteen', report.canteenExcel, { canteen: ownCanteen, ...period }), 403, ERRORS.forbidden);
      for (const who of ['owner', 'manager', 'user']) expectError(await send(who, report.canteen, { canteen: ownCanteen, ...period }), 403, ERRORS.forbidden);
    });

    it('exports the canteen workbook: a row per line, named by the location, ending with total excluding tax, tax, total including tax', async () => {
      const res = await send('admin', report.canteenExcel, { canteen: w.canteen, company: 0, ...MARCH });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''Report%20House_2025-03-01_2025-03-31.xlsx`);
      const book = await readWorkbook(res.rawPayload);
      expect(book.sheetName).toBe('Canteen report');
      expect(book.rows.slice(0, 5)).toEqual([
        ['Order number', 'Company', 'Date', 'Employee', 'Item', 'Price (kr.)', 'Quantity', 'Total (kr.)'],
        [1, 'Tally ApS', new Date('2025-03-10T12:05:00Z'), 'Tom Tally', 'Coffee', 20, 2, 40],
        [1, 'Tally ApS', new Date('2025-03-10T12:05:00Z'), 'Tom Tally', 'Smørrebrød', 69.5, 1, 69.5],
        [2, 'Guests', new Date('2025-03-10T12:30:00Z'), null, 'Soup', 45.25, 3, 135.75],
        [3, 'Gone ApS', new Date('2025-03-30T12:45:00Z'), 'Lea Leaver', 'Coffee', 20, 1, 20],
      ]);
      // 265.25 kr.; the tax 66.3125 → 66.31; 331.56 with it.
      expect(book.rows.slice(6).map((row) => [row[0], row[7]])).toEqual([
        ['Total excluding tax (kr.)', 265.25],
        ['Tax 25 % (kr.)', 66.31],
        ['Total including tax (kr.)', 331.56],
      ]);
    });

    it('still reports a deleted canteen’s orders, kept under its id and its location’s name (ADR 039), to SuperAdmin and Admin', async () => {
      const knex = t.db.knex;
      const location = await insertId(knex, 'locations', { name: 'Closed Kitchen House' });
      const closed = await insertId(knex, 'canteens', { location_id: location, password: 'kantine' });
      const orderId = await insertId(knex, 'canteen_orders', { canteen_id: closed, order_number: 1, total_ore: 2500, created_at: '2025-03-05T11:00:00Z' });
      await knex('canteen_order_items').insert({ order_id: orderId, item_name: 'Tea', price_ore: 2500, quantity: 1 });
      await knex('canteens').where({ id: closed }).delete();
      const result = report.canteen.response.parse(ok(await send('admin', report.canteen, { canteen: closed, company: 0, ...MARCH })));
      expect([Object.keys(result.orders), result.totalPrice]).toEqual([[String(orderId)], 2500]);
      const file = await send('superadmin', report.canteenExcel, { canteen: closed, company: 0, ...MARCH });
      expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''Closed%20Kitchen%20House_2025-03-01_2025-03-31.xlsx`);
      expectError(await send('canteen', report.canteen, { canteen: closed, company: 0, ...MARCH }), 403, ERRORS.forbidden);
    });

    it("gives a company role their company's orders only, and its workbook", async () => {
      const owner = await login(t.app, 'owner@roombook.test');
      const nordlys = owner.user.company!.id;
      await t.db.knex('users').where({ id: w.staff }).update({ company_id: nordlys });
      const orderId = await insertId(t.db.knex, 'canteen_orders', { canteen_id: w.canteen, company_id: nordlys, user_id: w.staff, order_number: 5, total_ore: 3000, created_at: '2025-03-20T12:00:00Z' });
      await t.db.knex('canteen_order_items').insert({ order_id: orderId, item_name: 'Cake', price_ore: 1500, quantity: 2 });
      const orders = report.company.response.parse(ok(await send('owner', report.company, { canteen: w.canteen, ...MARCH })));
      expect(orders).toEqual([
        { id: orderId, orderNumber: 5, totalAmount: 3000, createdAt: '2025-03-20T12:00:00.000Z', user: { firstName: 'Tom', lastName: 'Tally' }, canteenOrderItems: [{ quantity: 2, price: 3000, canteenItem: { name: 'Cake', price: 1500 } }] },
      ]);
      const book = await readWorkbook((await send('manager', report.companyExcel, { canteen: w.canteen, ...MARCH })).rawPayload);
      expect(book.rows[0]).toEqual(['Order number', 'Date', 'Employee', 'Item', 'Price (kr.)', 'Quantity', 'Total (kr.)']);
      // Named by the canteen's order number (5), as on the receipt and in the canteen report, not by its id.
      expect(book.rows[1]).toEqual([5, new Date('2025-03-20T13:00:00Z'), 'Tom Tally', 'Cake', 15, 2, 30]);
      expect(book.rows.slice(3).map((row) => row[6])).toEqual([30, 7.5, 37.5]);
      for (const who of ['admin', 'canteen', 'user']) {
        expectError(await send(who, report.company, { canteen: w.canteen, ...MARCH }), 403, ERRORS.forbidden);
        expectError(await send(who, report.companyExcel, { canteen: w.canteen, ...MARCH }), 403, ERRORS.forbidden);
      }
      expectError(await send('owner', report.company, { canteen: 999_999, ...MARCH }), 404, ERRORS.notFound);
    });
  });
});
