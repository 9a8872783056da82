import { describe, expect, it } from 'vitest';
import type { Booking } from '../bookings/schemas';
import { at } from '../time/test-helpers';
import type { BookingReportQuery } from './schemas';
import { assembleBookingReport } from './assemble-booking-report';
import { MARCH_2026 } from './test-helpers';

/** Tuesday 17 March 2026, 11:00 in Copenhagen. */
const NOW = at('2026-03-17T11:00:00+01:00');
const FJORD = 2;
const BIRK = 3;
const TIVOLI = 8;
const NORDLYS = { id: 1, name: 'Nordlys ApS' };
const HYGGE = { id: 3, name: 'Hygge Design ApS' };
const PRICES = {
  rooms: [
    { id: FJORD, hourlyRate: 25000 },
    { id: BIRK, hourlyRate: null },
    { id: TIVOLI, hourlyRate: 0 },
    { id: 6, hourlyRate: 45050 },
  ],
  companies: [
    { id: NORDLYS.id, discount: 10 },
    { id: HYGGE.id, discount: 15 },
  ],
};

const booking = (id: number, roomId: number, company: { id: number; name: string } | null, start: string, minutes: number): Booking => ({
  id,
  name: 'Meeting',
  bookingStart: start,
  bookingEnd: at(start).add({ minutes }).toString(),
  room: { id: roomId, name: `Room ${roomId}`, location: { id: 1, name: 'Copenhagen Harbour' } },
  roomId,
  userId: 3,
  user: { firstName: 'Olivia', lastName: 'Owner', company },
  bookingCost: { total: 0 },
});

const BOOKINGS = [
  booking(1, FJORD, NORDLYS, '2026-03-02T09:00:00+01:00', 60),
  booking(2, BIRK, HYGGE, '2026-03-05T10:00:00+01:00', 45),
  booking(3, FJORD, HYGGE, '2026-03-06T10:00:00+01:00', 105),
  booking(4, FJORD, NORDLYS, '2026-03-17T11:00:00+01:00', 60),
  booking(5, FJORD, NORDLYS, '2026-03-17T11:15:00+01:00', 60),
  booking(6, FJORD, HYGGE, '2026-04-02T10:00:00+02:00', 60),
  booking(7, 6, null, '2026-03-01T00:00:00+01:00', 15),
  booking(8, TIVOLI, NORDLYS, '2026-03-29T01:00:00+01:00', 120),
  booking(9, FJORD, NORDLYS, '2026-02-28T23:45:00+01:00', 30),
];
const report = (query: Partial<BookingReportQuery>) =>
  assembleBookingReport({ roomId: null, companyId: null, bookingStatus: 'ALL', ...MARCH_2026, ...query }, BOOKINGS, PRICES, NOW);

describe('assembleBookingReport: which bookings', () => {
  it.each([
    { name: 'ALL: starting in [start, end) — from exactly midnight 1 March, not one that started the evening before, not April', query: {}, ids: [1, 2, 3, 4, 5, 7, 8] },
    { name: 'COMPLETED: the start has come, one starting exactly now included', query: { bookingStatus: 'COMPLETED' as const }, ids: [1, 2, 3, 4, 7] },
    { name: 'one room', query: { roomId: FJORD }, ids: [1, 3, 4, 5] },
    { name: 'one company', query: { companyId: HYGGE.id }, ids: [2, 3] },
    { name: 'one room and one company', query: { roomId: FJORD, companyId: NORDLYS.id }, ids: [1, 4, 5] },
    { name: 'a period of one DST Sunday', query: { startDate: '2026-03-28T23:00:00.000Z', endDate: '2026-03-29T22:00:00.000Z' }, ids: [8] },
  ])('$name', ({ query, ids }) => {
    expect(report(query).entries.map((entry) => entry.id)).toEqual(ids);
  });
});

describe('assembleBookingReport: what each entry costs', () => {
  it.each([
    { name: '1 hour of Fjord (250.00 kr.) for Nordlys (10 %)', id: 1, expected: { hourlyRate: 25000, hourlyRateDiscounted: 22500, bookingDurationHours: 1, total: 25000, totalWithDiscount: 22500, discount: 10 } },
    { name: 'a room without a rate costs nothing', id: 2, expected: { hourlyRate: 0, hourlyRateDiscounted: 0, bookingDurationHours: 0.75, total: 0, totalWithDiscount: 0, discount: 15 } },
    { name: '1 h 45 min for Hygge (15 %): a ½-øre tie in the discount, rounded up', id: 3, expected: { hourlyRate: 25000, hourlyRateDiscounted: 21250, bookingDurationHours: 1.75, total: 43750, totalWithDiscount: 37187, discount: 15 } },
    { name: '15 min at 450.50 kr. by a user without a company: a ½-øre tie in the total, no discount', id: 7, expected: { hourlyRate: 45050, hourlyRateDiscounted: 45050, bookingDurationHours: 0.25, total: 11263, totalWithDiscount: 11263, discount: 0 } },
    { name: 'DST Sunday 29 March: 01:00–04:00 on the wall is 2 hours', id: 8, expected: { hourlyRate: 0, hourlyRateDiscounted: 0, bookingDurationHours: 2, total: 0, totalWithDiscount: 0, discount: 10 } },
  ])('$name', ({ id, expected }) => {
    const entry = report({}).entries.find((e) => e.id === id);
    expect(entry).toEqual({ id, booking: BOOKINGS.find((b) => b.id === id), ...expected });
  });

  it.each([
    { name: 'every entry', query: {}, total: 25000 + 0 + 43750 + 25000 + 25000 + 11263 + 0, totalWithDiscount: 22500 + 0 + 37187 + 22500 + 22500 + 11263 + 0 },
    { name: 'no entries', query: { roomId: 99 }, total: 0, totalWithDiscount: 0 },
  ])('the totals are the sums of the entries: $name', ({ query, total, totalWithDiscount }) => {
    const result = report(query);
    expect([result.total, result.totalWithDiscount]).toEqual([total, totalWithDiscount]);
  });
});
