import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { contract, type ApiCall } from '@roombook/domain/contract/index';
import { ERRORS } from '@roombook/domain/messages';
import { createHandlers } from '../handlers';
import { MockStore } from '../data/store';

const BASE = 'http://mock-api.roombook.test';
/** Tuesday 17 March 2026, 11:00 in Copenhagen: the reports' fixtures fill March 2026. */
const NOW = Date.parse('2026-03-17T10:00:00Z');
/** March 2026 in Copenhagen, as the report filters send it. */
const MARCH = { startDate: '2026-02-28T23:00:00Z', endDate: '2026-03-31T22:00:00Z' };
const FEBRUARY = { startDate: '2026-01-31T23:00:00Z', endDate: '2026-02-28T23:00:00Z' };

let store = new MockStore(undefined, () => NOW);
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  store = new MockStore(undefined, () => NOW);
  server.resetHandlers(...createHandlers(store));
});

async function send(call: ApiCall, email: string, body?: unknown) {
  const token = store.issueTokens(store.findUserByEmail(email)!.id).token;
  const response = await fetch(BASE + call.path, {
    method: call.method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

const canteenReport = async (company: number | '', period = MARCH, canteen = 1, email = 'canteen@roombook.test') => {
  const { status, json } = await send(contract.report.canteen, email, { canteen, company, ...period });
  expect(status).toBe(200);
  return contract.report.canteen.response.parse(json);
};

describe('POST /api/order/canteen-report (mock)', () => {
  it('has at least 20 orders of 1 to 4 items at the Copenhagen canteen in March, from 3+ companies and guests', async () => {
    const report = await canteenReport(0);
    const orders = Object.values(report.orders);
    expect(orders.length).toBeGreaterThanOrEqual(20);
    for (const order of orders) {
      expect(order.orderItems.length).toBeGreaterThanOrEqual(1);
      expect(order.orderItems.length).toBeLessThanOrEqual(4);
    }
    const companies = new Set(orders.map((order) => order.companyName));
    expect(companies.has(null)).toBe(true);
    expect(companies.size).toBeGreaterThanOrEqual(4);
  });

  it('adds up every line: price × quantity per item, items per order, orders in the totals', async () => {
    const report = await canteenReport(0);
    let totalPrice = 0;
    let totalQuantity = 0;
    for (const order of Object.values(report.orders)) {
      let orderTotal = 0;
      let orderQuantity = 0;
      for (const item of order.orderItems) {
        expect(item.itemTotal).toBe(item.itemPrice * item.itemQuantity);
        orderTotal += item.itemTotal;
        orderQuantity += item.itemQuantity;
      }
      expect([order.orderTotal, order.orderQuantity]).toEqual([orderTotal, orderQuantity]);
      totalPrice += orderTotal;
      totalQuantity += orderQuantity;
    }
    expect([report.totalPrice, report.totalQuantity]).toEqual([totalPrice, totalQuantity]);
  });

  it('keeps the company sentinels: 0 all, empty guests only, an id one company', async () => {
    const all = Object.values((await canteenReport(0)).orders);
    const guests = Object.values((await canteenReport('')).orders);
    const hygge = Object.values((await canteenReport(3)).orders);
    expect(guests.length).toBeGreaterThan(0);
    expect(guests.every((order) => order.companyName === null && order.employee === null)).toBe(true);
    expect(hygge.length).toBeGreaterThan(0);
    expect(hygge.every((order) => order.companyName === 'Hygge Design ApS')).toBe(true);
    expect(guests.length + hygge.length).toBeLessThan(all.length);
  });

  it('reports only the period: February holds only the two Copenhagen orders of the month before', async () => {
    const february = Object.values((await canteenReport(0, FEBRUARY)).orders);
    expect(february.map((order) => order.orderDate.slice(0, 7))).toEqual(['2026-02', '2026-02']);
  });

  it('answers 404 for an unknown canteen and 403 for a company role', async () => {
    expect(await send(contract.report.canteen, 'admin@roombook.test', { canteen: 99, company: 0, ...MARCH })).toEqual({
      status: 404,
      json: { message: ERRORS.notFound, statusCode: 404 },
    });
    expect((await send(contract.report.canteen, 'owner@roombook.test', { canteen: 1, company: 0, ...MARCH })).status).toBe(403);
  });
});

describe('POST /api/order/company-report (mock)', () => {
  it("lists only the caller's company's orders, with line totals", async () => {
    const { status, json } = await send(contract.report.company, 'owner@roombook.test', { canteen: 1, ...MARCH });
    expect(status).toBe(200);
    const orders = contract.report.company.response.parse(json);
    const nordlys = Object.values((await canteenReport(1)).orders);
    expect(orders.map((order) => order.id).length).toBe(nordlys.length);
    for (const order of orders) {
      expect(['Olivia Owner', 'Mads Manager', 'Ulla User']).toContain(`${order.user.firstName} ${order.user.lastName}`);
      expect(order.totalAmount).toBe(order.canteenOrderItems.reduce((sum, line) => sum + line.canteenItem.price * line.quantity, 0));
    }
  });
});

describe('POST /api/booking/booking-report (mock)', () => {
  const bookingReport = async (body: Record<string, unknown>) => {
    const { status, json } = await send(contract.report.booking, 'superadmin@roombook.test', { roomId: null, companyId: null, ...MARCH, ...body });
    expect(status).toBe(200);
    return contract.report.booking.response.parse(json);
  };

  /** A calendar booking of `minutes` from a Copenhagen wall time in March 2026. */
  const booking = (id: number, roomId: number, companyId: number, start: string, minutes: number) =>
    store.calendar.build({
      id,
      name: 'Meeting',
      roomId,
      bookingStart: new Date(start).toISOString(),
      bookingEnd: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
      user: { userId: 3, firstName: 'Olivia', lastName: 'Owner', companyId },
    });

  it("reports the calendar's bookings: COMPLETED those that have started, ALL every one of the period", async () => {
    const march = store.calendar.bookings.filter((b) => b.bookingStart >= MARCH.startDate && b.bookingStart < MARCH.endDate);
    const started = march.filter((b) => Date.parse(b.bookingStart) <= NOW);
    expect(started.length).toBeGreaterThan(0);
    expect(started.length).toBeLessThan(march.length);
    expect((await bookingReport({ bookingStatus: 'ALL' })).entries.map((e) => e.id)).toEqual(march.map((b) => b.id));
    expect((await bookingReport({ bookingStatus: 'COMPLETED' })).entries.map((e) => e.id)).toEqual(started.map((b) => b.id));
  });

  it('prices a booking: 1 hour of Fjord (250.00 kr.) for Nordlys (10 % discount)', async () => {
    store.calendar.bookings = [booking(1, 2, 1, '2026-03-02T09:00:00+01:00', 60)];
    const report = await bookingReport({ bookingStatus: 'ALL' });
    expect(report.entries.map(({ id, hourlyRate, hourlyRateDiscounted, bookingDurationHours, total, totalWithDiscount, discount }) => ({
      id, hourlyRate, hourlyRateDiscounted, bookingDurationHours, total, totalWithDiscount, discount,
    }))).toEqual([
      { id: 1, hourlyRate: 25000, hourlyRateDiscounted: 22500, bookingDurationHours: 1, total: 25000, totalWithDiscount: 22500, discount: 10 },
    ]);
    expect([report.total, report.totalWithDiscount]).toEqual([25000, 22500]);
  });

  it('filters by room and company, and charges nothing for a room without a rate', async () => {
    store.calendar.bookings = [
      booking(1, 3, 3, '2026-03-05T10:00:00+01:00', 45),
      booking(2, 2, 3, '2026-03-06T10:00:00+01:00', 105),
      booking(3, 2, 1, '2026-03-06T13:00:00+01:00', 60),
      booking(4, 2, 3, '2026-04-02T10:00:00+02:00', 60),
    ];
    const hygge = await bookingReport({ bookingStatus: 'ALL', companyId: 3 });
    expect(hygge.entries.map((entry) => entry.id)).toEqual([1, 2]);
    expect(hygge.entries[0]).toMatchObject({ total: 0, totalWithDiscount: 0 });
    // Fjord, 1 h 45 min at 250.00 kr. = 437.50 kr.; Hygge's 15 % discount = 65.63 kr. (rounded half up).
    expect(hygge.entries[1]).toMatchObject({ bookingDurationHours: 1.75, total: 43750, totalWithDiscount: 37187 });
    expect((await bookingReport({ bookingStatus: 'ALL', roomId: 2 })).entries.map((entry) => entry.id)).toEqual([2, 3]);
  });
});
