import { describe, expect, it } from 'vitest';
import { AVAILABILITY_REASONS, ERRORS, VALIDATION } from '../../messages';
import type { Role } from '../../roles';
import { at } from '../../time/test-helpers';
import { bookingRefusal, type TargetRoom } from './booking-refusal';
import type { RoomBooking } from './counted-bookings';

/** Wednesday 18 November 2026, 10:07 in Copenhagen. */
const NOW = at('2026-11-18T10:07:00+01:00');
const HARBOUR = 1;
const BIRK: TargetRoom = { id: 3, name: 'Birk', dailyLimit: 2, weeklyLimit: 6, isActive: true, locationId: HARBOUR };
const ULLA = { userId: 6, role: 'User' as Role, companyId: 1 };
const ADMIN = { userId: 2, role: 'Admin' as Role, companyId: null };
const interval = (bookingStart: string, bookingEnd: string) => ({ bookingStart, bookingEnd });
const held = (id: number, userId: number, companyId: number | null, bookingStart: string, bookingEnd: string): RoomBooking => ({
  id,
  roomId: BIRK.id,
  userId,
  companyId,
  bookingStart,
  bookingEnd,
});
const TOMORROW_NINE = interval('2026-11-19T09:00:00+01:00', '2026-11-19T10:00:00+01:00');
const YESTERDAY_NINE = interval('2026-11-17T09:00:00+01:00', '2026-11-17T10:00:00+01:00');

const refused = (statusCode: number, message: string) => ({ statusCode, message });

describe('bookingRefusal: a new or changed booking, as the API answers it', () => {
  it.each([
    { name: 'a free room tomorrow', booker: ULLA, room: BIRK, body: TOMORROW_NINE, bookings: [], editedId: undefined, expected: null },
    { name: 'starting exactly now (10:07 is off the grid)', booker: ULLA, room: BIRK, body: interval('2026-11-18T10:07:00+01:00', '2026-11-18T11:00:00+01:00'), bookings: [], editedId: undefined, expected: refused(400, VALIDATION.slotMinutes) },
    { name: 'the next slot today', booker: ULLA, room: BIRK, body: interval('2026-11-18T10:15:00+01:00', '2026-11-18T11:00:00+01:00'), bookings: [], editedId: undefined, expected: null },
    { name: 'starting at exactly midnight tonight', booker: ULLA, room: BIRK, body: interval('2026-11-19T00:00:00+01:00', '2026-11-19T01:00:00+01:00'), bookings: [], editedId: undefined, expected: null },
    { name: 'no such room', booker: ULLA, room: undefined, body: TOMORROW_NINE, bookings: [], editedId: undefined, expected: refused(404, ERRORS.notFound) },
    { name: 'an inactive room', booker: ULLA, room: { ...BIRK, isActive: false }, body: TOMORROW_NINE, bookings: [], editedId: undefined, expected: refused(404, ERRORS.notFound) },
    { name: 'a room at a location the booker does not book in', booker: ULLA, room: { ...BIRK, locationId: 2 }, body: TOMORROW_NINE, bookings: [], editedId: undefined, expected: refused(404, ERRORS.notFound) },
    { name: 'off the 15-minute grid', booker: ULLA, room: BIRK, body: interval('2026-11-19T09:10:00+01:00', '2026-11-19T10:00:00+01:00'), bookings: [], editedId: undefined, expected: refused(400, VALIDATION.slotMinutes) },
    { name: 'in the past', booker: ULLA, room: BIRK, body: YESTERDAY_NINE, bookings: [], editedId: undefined, expected: refused(400, VALIDATION.pastBooking) },
    { name: 'ending before it starts', booker: ULLA, room: BIRK, body: interval('2026-11-19T10:00:00+01:00', '2026-11-19T09:00:00+01:00'), bookings: [], editedId: undefined, expected: refused(400, VALIDATION.endBeforeStart) },
    { name: 'an Admin creating in the past', booker: ADMIN, room: BIRK, body: YESTERDAY_NINE, bookings: [], editedId: undefined, expected: refused(400, VALIDATION.pastBooking) },
    { name: 'an Admin moving a booking into the past', booker: ADMIN, room: BIRK, body: YESTERDAY_NINE, bookings: [held(9, 6, 1, TOMORROW_NINE.bookingStart, TOMORROW_NINE.bookingEnd)], editedId: 9, expected: null },
    { name: 'its creator moving it into the past', booker: ULLA, room: BIRK, body: YESTERDAY_NINE, bookings: [held(9, 6, 1, TOMORROW_NINE.bookingStart, TOMORROW_NINE.bookingEnd)], editedId: 9, expected: refused(400, VALIDATION.pastBooking) },
    { name: 'taken', booker: ULLA, room: BIRK, body: TOMORROW_NINE, bookings: [held(9, 104, 2, '2026-11-19T09:45:00+01:00', '2026-11-19T10:15:00+01:00')], editedId: undefined, expected: refused(409, VALIDATION.selectAvailableRoom) },
    { name: 'back-to-back after a booking', booker: ULLA, room: BIRK, body: TOMORROW_NINE, bookings: [held(9, 104, 2, '2026-11-19T08:00:00+01:00', '2026-11-19T09:00:00+01:00')], editedId: undefined, expected: null },
    { name: 'moved over its own time', booker: ULLA, room: BIRK, body: TOMORROW_NINE, bookings: [held(9, 6, 1, '2026-11-19T08:30:00+01:00', '2026-11-19T09:30:00+01:00')], editedId: 9, expected: null },
    { name: 'over the company’s daily limit', booker: ULLA, room: BIRK, body: TOMORROW_NINE, bookings: [held(9, 3, 1, '2026-11-19T12:00:00+01:00', '2026-11-19T13:15:00+01:00')], editedId: undefined, expected: refused(409, AVAILABILITY_REASONS.dailyLimit(2, 0.75)) },
    { name: 'an Admin over the limit of the booking’s company', booker: ADMIN, room: BIRK, body: TOMORROW_NINE, bookings: [held(9, 3, 1, '2026-11-19T12:00:00+01:00', '2026-11-19T13:15:00+01:00')], editedId: undefined, expected: null },
  ])('$name', ({ booker, room, body, bookings, editedId, expected }) => {
    expect(bookingRefusal({ booker, room, bookableLocationIds: [HARBOUR], interval: body, bookings, editedId, now: NOW })).toEqual(expected);
  });
});
