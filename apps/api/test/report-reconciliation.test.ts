import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { fixedPrice } from '@roombook/domain/bookings/rules/booking-price';
import { contract } from '@roombook/domain/contract/index';
import { priceColumns } from '../src/plugins/app/bookings/bookings-repository';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { readWorkbook, type ReadWorkbook } from '../src/testing-workbook';
import { call, insertId, login } from './helpers';

/**
 * Reconciliation (issue 10 §2, docs/decisions/005): on a generated data set, the report API's totals, the Excel
 * workbook read back with exceljs, and a plain SQL sum agree to the øre.
 *
 * The data: bookings of odd lengths (15 minutes to 4 hours, 45 minutes and 1 h 15 among them) at odd hourly
 * rates (½-øre ties included) and at no rate, for companies with discounts of 0, 7.25, 10, 12.5, 33.33 and
 * 100 % and for a user without a company, over March to October 2026 with the two DST Sundays in
 * Europe/Copenhagen full of bookings across the changes; canteen orders of those companies, of guests, and of a
 * company deleted afterwards. Each booking is priced as the API prices it (fixedPrice) and stored with it.
 *
 * The SQL sums do not read the stored amounts: they price every booking again from its timestamps, rate and
 * discount with PostgreSQL's numeric `round` (half away from zero, the rule of ADR 005), and every order from
 * its lines.
 */
const PERIOD = { startDate: '2026-02-28T23:00:00.000Z', endDate: '2026-10-31T23:00:00.000Z' };
const DISCOUNTS = [0, 7.25, 10, 12.5, 33.33, 100];
/** Øre an hour: ties at 15 and 45 minutes (10002, 10), a third of an øre (33333), and no rate. */
const RATES = [10002, 33333, 45050, 12345, 10, 99999, null];

/** A small deterministic generator, so that every run reconciles the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    // The high bits: an LCG's low bits repeat with a short period.
    return (state >>> 8) % below;
  };
}

interface Generated {
  canteen: number;
  bookings: number;
  lines: number;
}

async function generate(knex: Knex): Promise<Generated> {
  const next = random(20261025);
  const location = await insertId(knex, 'locations', { name: 'Reconciliation House' });
  const rooms: Array<{ id: number; rate: number | null }> = [];
  for (const [index, rate] of RATES.entries()) {
    rooms.push({ id: await insertId(knex, 'rooms', { name: `Ledger ${index}`, location_id: location, code: `ledger-${index}-${Math.random()}`, hourly_rate_ore: rate }), rate });
  }
  const bookers: Array<{ userId: number; companyId: number | null; discount: number }> = [];
  for (const [index, discount] of DISCOUNTS.entries()) {
    const companyId = await insertId(knex, 'companies', { name: `Tally ${index} ApS`, discount_percent: discount });
    const userId = await insertId(knex, 'users', { role: 'User', company_id: companyId, first_name: 'Tom', last_name: `Tally ${index}`, email: `tally${index}@reconcile.test` });
    bookers.push({ userId, companyId, discount });
  }
  const loner = await insertId(knex, 'users', { role: 'Admin', first_name: 'Ada', last_name: 'Admin', email: 'ada@reconcile.test' });
  bookers.push({ userId: loner, companyId: null, discount: 0 });

  const rows: Array<Record<string, unknown>> = [];
  const book = (room: (typeof rooms)[number], start: Date, minutes: number) => {
    const booker = bookers[next(bookers.length)]!;
    const interval = { bookingStart: start.toISOString(), bookingEnd: new Date(start.getTime() + minutes * 60_000).toISOString() };
    const price = fixedPrice(interval, { hourlyRate: room.rate, discountPercent: booker.discount });
    rows.push({
      name: 'Reconciled',
      room_id: room.id,
      user_id: booker.userId,
      company_id: booker.companyId,
      booking_start: interval.bookingStart,
      booking_end: interval.bookingEnd,
      ...priceColumns(price),
    });
  };
  // Each room's bookings follow one another with gaps: never two at once in a room.
  for (const room of rooms) {
    let at = Date.parse('2026-03-01T06:00:00Z');
    while (at < Date.parse('2026-10-30T12:00:00Z')) {
      const minutes = 15 * (1 + next(16));
      book(room, new Date(at), minutes);
      at += (minutes + 15 * (1 + next(4 * 24 * 4))) * 60_000;
    }
  }
  // The DST Sundays: 01:00–04:00 on 29 March is two hours; 01:30–04:15 on 25 October (through the repeated
  // hour) 2 h 45. The generated bookings of their rooms near those nights make way.
  const dst = [
    [0, '2026-03-29T00:00:00Z', 120],
    [1, '2026-03-29T00:45:00Z', 45],
    [2, '2026-10-25T00:30:00Z', 165],
    [0, '2026-10-25T00:00:00Z', 75],
  ] as const;
  for (const [roomIndex, start, minutes] of dst) {
    const room = rooms[roomIndex]!;
    const near = (iso: unknown) => Math.abs(Date.parse(iso as string) - Date.parse(start)) < 86_400_000;
    for (let i = rows.length - 1; i >= 0; i--) if (rows[i]!.room_id === room.id && near(rows[i]!.booking_start)) rows.splice(i, 1);
    book(room, new Date(start), minutes);
  }
  for (let i = 0; i < rows.length; i += 500) await knex('bookings').insert(rows.slice(i, i + 500));

  // Canteen orders: the companies', guests', and those of a company deleted below.
  const canteen = await insertId(knex, 'canteens', { location_id: location, password: 'kantine' });
  const gone = await insertId(knex, 'companies', { name: 'Gone ApS' });
  const goneUser = await insertId(knex, 'users', { role: 'User', company_id: gone, first_name: 'Lea', last_name: 'Leaver', email: 'lea@reconcile.test' });
  const orderers = [...bookers.filter((b) => b.companyId !== null).map((b) => ({ userId: b.userId, companyId: b.companyId })), { userId: null, companyId: null }, { userId: goneUser, companyId: gone }];
  let lines = 0;
  for (let number = 1; number <= 300; number++) {
    const who = orderers[next(orderers.length)]!;
    const items = Array.from({ length: 1 + next(4) }, (_, i) => ({ item_name: `Item ${i}`, price_ore: [2475, 3333, 1, 12999, 5550][next(5)]!, quantity: 1 + next(5) }));
    const createdAt = new Date(Date.parse('2026-03-01T07:00:00Z') + next(244 * 24) * 3_600_000).toISOString();
    const id = await insertId(knex, 'canteen_orders', {
      canteen_id: canteen,
      company_id: who.companyId,
      user_id: who.userId,
      order_number: number,
      total_ore: items.reduce((sum, item) => sum + item.price_ore * item.quantity, 0),
      created_at: createdAt,
    });
    await knex('canteen_order_items').insert(items.map((item) => ({ ...item, order_id: id })));
    lines += items.length;
  }
  await knex('companies').where({ id: gone }).delete();
  return { canteen, bookings: rows.length, lines };
}

/** Øre of a workbook's kroner cell (exceljs reads the number written, øre / 100). */
const ore = (kroner: unknown) => Math.round(Number(kroner) * 100);

/** The workbook's rows above the blank row, and its summary lines by label (øre). */
function partsOf(book: ReadWorkbook) {
  const blank = book.rows.findIndex((row, index) => index > 0 && row.every((cell) => cell === null));
  const summary = Object.fromEntries(book.rows.slice(blank + 1).map((row) => [row[0], ore(row[row.length - 1])]));
  return { rows: book.rows.slice(1, blank), summary };
}

describe.each(availableBackends())('reports reconcile to the øre on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let data: Generated;

  beforeAll(async () => {
    t = await createTestApp({ backend });
    data = await generate(t.db.knex);
    token = (await login(t.app, 'admin@roombook.test')).token;
  }, 120_000);
  afterAll(() => t?.close());

  it('the booking report: API, workbook and SQL (priced again from the timestamps) agree', async () => {
    const body = { roomId: null, companyId: null, bookingStatus: 'ALL', ...PERIOD };
    const res = await call(t.app, contract.report.booking, { token, body });
    expect(res.statusCode).toBe(200);
    const report = contract.report.booking.response.parse(res.json());
    expect(report.entries.length).toBeGreaterThanOrEqual(data.bookings);

    const { rows } = await t.db.knex.raw<{ rows: Array<{ total: string; discount: string; count: string }> }>(
      `with line as (
         select round(extract(epoch from (booking_end - booking_start)) / 60 * coalesce(hourly_rate_ore, 0) / 60) as total,
                discount_percent
           from bookings
          where booking_start >= ?::timestamptz and booking_start < ?::timestamptz)
       select sum(total) as total, sum(round(total * discount_percent / 100)) as discount, count(*) as count from line`,
      [PERIOD.startDate, PERIOD.endDate],
    );
    const sql = { total: Number(rows[0]!.total), discount: Number(rows[0]!.discount), count: Number(rows[0]!.count) };
    expect(report.entries.length).toBe(sql.count);
    expect([report.total, report.total - report.totalWithDiscount]).toEqual([sql.total, sql.discount]);

    const file = await call(t.app, contract.report.bookingExcel, { token, body });
    expect(file.statusCode).toBe(200);
    const book = partsOf(await readWorkbook(file.rawPayload));
    expect(book.rows).toHaveLength(sql.count);
    const column = (header: string) => book.rows.map((row) => ore(row[BOOKING_HEADERS.indexOf(header)]));
    expect(column('Total (kr.)').reduce((a, b) => a + b, 0)).toBe(sql.total);
    expect(column('Total with discount (kr.)').reduce((a, b) => a + b, 0)).toBe(sql.total - sql.discount);
    const tax = Math.round(((sql.total - sql.discount) * 25) / 100);
    expect(book.summary).toEqual({
      'Total (kr.)': sql.total,
      'Discount (kr.)': sql.discount,
      'Total with discount (kr.)': sql.total - sql.discount,
      'Tax 25 % (kr.)': tax,
      'Total including tax (kr.)': sql.total - sql.discount + tax,
    });
  });

  it.each([
    ['all companies, guests and the deleted company', 0, ''],
    ['the guests only (not the deleted company’s orders)', '', 'and o.company_id is null and o.company_name is null'],
  ] as const)('the canteen report, %s: API, workbook and SQL agree', async (_, company, where) => {
    const body = { canteen: data.canteen, company, ...PERIOD };
    const res = await call(t.app, contract.report.canteen, { token, body });
    expect(res.statusCode).toBe(200);
    const report = contract.report.canteen.response.parse(res.json());

    const { rows } = await t.db.knex.raw<{ rows: Array<{ total: string; quantity: string; lines: string }> }>(
      `select sum(i.price_ore * i.quantity) as total, sum(i.quantity) as quantity, count(*) as lines
         from canteen_orders o join canteen_order_items i on i.order_id = o.id
        where o.canteen_id = ? and o.created_at >= ?::timestamptz and o.created_at < ?::timestamptz ${where}`,
      [data.canteen, PERIOD.startDate, PERIOD.endDate],
    );
    const sql = { total: Number(rows[0]!.total), quantity: Number(rows[0]!.quantity), lines: Number(rows[0]!.lines) };
    expect(sql.lines).toBeGreaterThan(0);
    expect([report.totalPrice, report.totalQuantity]).toEqual([sql.total, sql.quantity]);

    const file = await call(t.app, contract.report.canteenExcel, { token, body });
    const book = partsOf(await readWorkbook(file.rawPayload));
    expect(book.rows).toHaveLength(sql.lines);
    expect(book.rows.map((row) => ore(row[7])).reduce((a, b) => a + b, 0)).toBe(sql.total);
    const tax = Math.round((sql.total * 25) / 100);
    expect(book.summary).toEqual({
      'Total excluding tax (kr.)': sql.total,
      'Tax 25 % (kr.)': tax,
      'Total including tax (kr.)': sql.total + tax,
    });
    if (company === 0) expect(book.rows.some((row) => row[1] === 'Gone ApS')).toBe(true);
  });
});

const BOOKING_HEADERS = ['Id', 'Room', 'First name', 'Last name', 'Company', 'Start', 'End', 'Duration (hours)', 'Hourly rate (kr.)', 'Total (kr.)', 'Discount (%)', 'Total with discount (kr.)'];
