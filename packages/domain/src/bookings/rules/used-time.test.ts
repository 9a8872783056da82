import { describe, expect, it } from 'vitest';
import { at } from '../../time/test-helpers';
import { usedTimeByRoom } from './used-time';
import type { RoomBooking } from './counted-bookings';

const ROOMS = [
  { id: 3, name: 'Birk' },
  { id: 8, name: 'Tivoli' },
];
const NORDLYS = { userId: 6, companyId: 1 };

let nextId = 1;
const booked = (roomId: number, userId: number, companyId: number | null, bookingStart: string, bookingEnd: string): RoomBooking => ({
  id: nextId++,
  roomId,
  userId,
  companyId,
  bookingStart,
  bookingEnd,
});

describe('usedTimeByRoom: the company’s hours today and this week, per room', () => {
  it.each([
    {
      name: 'a colleague’s booking today and Friday count; an Admin’s does not (Wednesday 18 November)',
      now: '2026-11-18T10:07:00+01:00',
      booker: NORDLYS,
      bookings: [
        booked(3, 6, 1, '2026-11-18T12:00:00+01:00', '2026-11-18T13:30:00+01:00'),
        booked(3, 3, 1, '2026-11-20T09:00:00+01:00', '2026-11-20T09:45:00+01:00'),
        booked(3, 2, null, '2026-11-18T15:00:00+01:00', '2026-11-18T16:00:00+01:00'),
        booked(8, 104, 2, '2026-11-18T08:00:00+01:00', '2026-11-18T09:00:00+01:00'),
      ],
      entries: [
        { room: { id: 3, name: 'Birk' }, dayUsed: 1.5, weekUsed: 2.25 },
        { room: { id: 8, name: 'Tivoli' }, dayUsed: 0, weekUsed: 0 },
      ],
    },
    {
      name: 'a user without a company: their own hours',
      now: '2026-11-18T10:07:00+01:00',
      booker: { userId: 2, companyId: null },
      bookings: [booked(3, 2, null, '2026-11-18T15:00:00+01:00', '2026-11-18T16:00:00+01:00'), booked(3, 5, null, '2026-11-18T12:00:00+01:00', '2026-11-18T13:00:00+01:00')],
      entries: [
        { room: { id: 3, name: 'Birk' }, dayUsed: 1, weekUsed: 1 },
        { room: { id: 8, name: 'Tivoli' }, dayUsed: 0, weekUsed: 0 },
      ],
    },
    {
      name: 'DST Sunday 29 March: 01:00–04:00 is 2 hours today, and the week had Monday’s hour too',
      now: '2026-03-29T12:00:00+02:00',
      booker: NORDLYS,
      bookings: [booked(8, 6, 1, '2026-03-29T01:00:00+01:00', '2026-03-29T04:00:00+02:00'), booked(8, 6, 1, '2026-03-23T09:00:00+01:00', '2026-03-23T10:00:00+01:00')],
      entries: [
        { room: { id: 3, name: 'Birk' }, dayUsed: 0, weekUsed: 0 },
        { room: { id: 8, name: 'Tivoli' }, dayUsed: 2, weekUsed: 3 },
      ],
    },
    {
      name: 'exactly midnight Monday: last week’s hours are gone',
      now: '2026-11-23T00:00:00+01:00',
      booker: NORDLYS,
      bookings: [booked(3, 6, 1, '2026-11-22T22:00:00+01:00', '2026-11-23T00:00:00+01:00')],
      entries: [
        { room: { id: 3, name: 'Birk' }, dayUsed: 0, weekUsed: 0 },
        { room: { id: 8, name: 'Tivoli' }, dayUsed: 0, weekUsed: 0 },
      ],
    },
  ])('$name', ({ now, booker, bookings, entries }) => {
    expect(usedTimeByRoom(booker, ROOMS, bookings, at(now))).toEqual(entries);
  });
});
