import { describe, expect, it } from 'vitest';
import { at } from '../time/test-helpers';
import type { BookingReportQuery, ReportedBooking } from './schemas';
import { assembleBookingReport, type FixedBookingPrice, type ReportedBookingRecord } from './assemble-booking-report';
import { MARCH_2026 } from './test-helpers';

/** Tuesday 17 March 2026, 11:00 in Copenhagen. */
const NOW = at('2026-03-17T11:00:00+01:00');
const FJORD = 2;
const BIRK = 3;
const TIVOLI = 8;
const NORDLYS = { id: 1, name: 'Nordlys ApS' };
const HYGGE = { id: 3, name: 'Hygge Design ApS' };

/**
 * The prices fixed on the bookings when they were made (written out here, as the API stored them): Fjord at
 * 250.00 kr., Birk without a rate, Tivoli at 0, room 6 at 450.50 kr.; Nordlys 10 %, Hygge 15 %.
 */
const FIXED: Record<string, FixedBookingPrice> = {
  fjordNordlys1h: { hourlyRate: 25000, discountPercent: 10, total: 25000, discount: 2500, totalWithDiscount: 22500 },
  birkHygge45: { hourlyRate: null, discountPercent: 15, total: 0, discount: 0, totalWithDiscount: 0 },
  fjordHygge105: { hourlyRate: 25000, discountPercent: 15, total: 43750, discount: 6563, totalWithDiscount: 37187 },
  fjordHygge1h: { hourlyRate: 25000, discountPercent: 15, total: 25000, discount: 3750, totalWithDiscount: 21250 },
  room6None15: { hourlyRate: 45050, discountPercent: 0, total: 11263, discount: 0, totalWithDiscount: 11263 },
  tivoliNordlys2h: { hourlyRate: 0, discountPercent: 10, total: 0, discount: 0, totalWithDiscount: 0 },
  fjordNordlys30: { hourlyRate: 25000, discountPercent: 10, total: 12500, discount: 1250, totalWithDiscount: 11250 },
  /** Booked at last year's rate (200.00 kr.) and an old 12.5 % discount: the report keeps them. */
  fjordNordlysOldPrice: { hourlyRate: 20000, discountPercent: 12.5, total: 20000, discount: 2500, totalWithDiscount: 17500 },
};

const booking = (id: number, roomId: number, company: { id: number; name: string } | null, start: string, minutes: number, price: FixedBookingPrice): ReportedBookingRecord => ({
  booking: {
    id,
    name: 'Meeting',
    bookingStart: start,
    bookingEnd: at(start).add({ minutes }).toString(),
    room: { id: roomId, name: `Room ${roomId}`, location: { id: 1, name: 'Copenhagen Harbour' } },
    roomId,
    userId: 3,
    user: { firstName: 'Olivia', lastName: 'Owner', company },
    bookingCost: { total: price.totalWithDiscount },
  },
  price,
});

/** A booking whose room, user and company have been deleted since: no ids, the kept names. */
const history: ReportedBooking = {
  id: 10,
  name: 'Old meeting',
  bookingStart: '2026-03-03T09:00:00+01:00',
  bookingEnd: '2026-03-03T10:00:00+01:00',
  room: { id: null, name: 'Gone room', location: { id: null, name: 'Gone house' } },
  roomId: null,
  userId: null,
  user: { firstName: 'Former', lastName: 'Staff', company: { id: null, name: 'Gone ApS' } },
  bookingCost: { total: 9000 },
};

const BOOKINGS = [
  booking(1, FJORD, NORDLYS, '2026-03-02T09:00:00+01:00', 60, FIXED.fjordNordlys1h!),
  booking(2, BIRK, HYGGE, '2026-03-05T10:00:00+01:00', 45, FIXED.birkHygge45!),
  booking(3, FJORD, HYGGE, '2026-03-06T10:00:00+01:00', 105, FIXED.fjordHygge105!),
  booking(4, FJORD, NORDLYS, '2026-03-17T11:00:00+01:00', 60, FIXED.fjordNordlysOldPrice!),
  booking(5, FJORD, NORDLYS, '2026-03-17T11:15:00+01:00', 60, FIXED.fjordNordlys1h!),
  booking(6, FJORD, HYGGE, '2026-04-02T10:00:00+02:00', 60, FIXED.fjordHygge1h!),
  booking(7, 6, null, '2026-03-01T00:00:00+01:00', 15, FIXED.room6None15!),
  booking(8, TIVOLI, NORDLYS, '2026-03-29T01:00:00+01:00', 120, FIXED.tivoliNordlys2h!),
  booking(9, FJORD, NORDLYS, '2026-02-28T23:45:00+01:00', 30, FIXED.fjordNordlys30!),
  { booking: history, price: { hourlyRate: 12000, discountPercent: 25, total: 12000, discount: 3000, totalWithDiscount: 9000 } },
];
const report = (query: Partial<BookingReportQuery>) =>
  assembleBookingReport({ roomId: null, companyId: null, bookingStatus: 'ALL', ...MARCH_2026, ...query }, BOOKINGS, NOW);

describe('assembleBookingReport: which bookings', () => {
  it.each([
    { name: 'ALL: starting in [start, end) — from exactly midnight 1 March, not one that started the evening before, not April', query: {}, ids: [1, 2, 3, 4, 5, 7, 8, 10] },
    { name: 'COMPLETED: the start has come, one starting exactly now included', query: { bookingStatus: 'COMPLETED' as const }, ids: [1, 2, 3, 4, 7, 10] },
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
    { name: 'the rate and discount fixed on the booking, not today’s: 200.00 kr. less 12.5 % (25.00 kr.)', id: 4, expected: { hourlyRate: 20000, hourlyRateDiscounted: 17500, bookingDurationHours: 1, total: 20000, totalWithDiscount: 17500, discount: 12.5 } },
    { name: 'a deleted room, user and company: the kept names and the fixed price', id: 10, expected: { hourlyRate: 12000, hourlyRateDiscounted: 9000, bookingDurationHours: 1, total: 12000, totalWithDiscount: 9000, discount: 25 } },
  ])('$name', ({ id, expected }) => {
    const entry = report({}).entries.find((e) => e.id === id);
    expect(entry).toEqual({ id, booking: BOOKINGS.find((b) => b.booking.id === id)!.booking, ...expected });
  });

  it.each([
    { name: 'every entry', query: {}, total: 25000 + 0 + 43750 + 20000 + 25000 + 11263 + 0 + 12000, totalWithDiscount: 22500 + 0 + 37187 + 17500 + 22500 + 11263 + 0 + 9000 },
    { name: 'no entries', query: { roomId: 99 }, total: 0, totalWithDiscount: 0 },
  ])('the totals are the sums of the entries: $name', ({ query, total, totalWithDiscount }) => {
    const result = report(query);
    expect([result.total, result.totalWithDiscount]).toEqual([total, totalWithDiscount]);
  });
});
