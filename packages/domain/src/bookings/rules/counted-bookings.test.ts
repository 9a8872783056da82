import { describe, expect, it } from 'vitest';
import { countedBookings, type RoomBooking } from './counted-bookings';

const ROOM = 3;
const NORDLYS = 1;
const FJORD = 2;
const ULLA = 6;
const OLIVIA = 3;
const ANDERS = 2; // Admin, no company

const booking = (id: number, roomId: number, userId: number, companyId: number | null): RoomBooking => ({
  id,
  roomId,
  userId,
  companyId,
  bookingStart: '2026-11-19T09:00:00+01:00',
  bookingEnd: '2026-11-19T10:00:00+01:00',
});

const BOOKINGS = [
  booking(1, ROOM, ULLA, NORDLYS),
  booking(2, ROOM, OLIVIA, NORDLYS),
  booking(3, ROOM, 104, FJORD),
  booking(4, ROOM, ANDERS, null),
  booking(5, 8, ULLA, NORDLYS),
  booking(6, ROOM, 7, null),
];

describe('countedBookings: what counts against a room’s limits', () => {
  it.each([
    { name: 'a company user: every booking of the company in the room, by anyone of it', booker: { userId: ULLA, companyId: NORDLYS }, exceptId: undefined, ids: [1, 2] },
    { name: 'the edited booking left out', booker: { userId: ULLA, companyId: NORDLYS }, exceptId: 1, ids: [2] },
    { name: 'another company: only its own', booker: { userId: 104, companyId: FJORD }, exceptId: undefined, ids: [3] },
    { name: 'a user without a company: their own bookings only, not other company-less users’', booker: { userId: ANDERS, companyId: null }, exceptId: undefined, ids: [4] },
    { name: 'a company with no bookings in the room', booker: { userId: 200, companyId: 9 }, exceptId: undefined, ids: [] },
  ])('$name', ({ booker, exceptId, ids }) => {
    expect(countedBookings(booker, ROOM, BOOKINGS, exceptId).map((b) => b.id)).toEqual(ids);
  });
});
