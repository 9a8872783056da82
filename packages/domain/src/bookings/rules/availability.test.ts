import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { AVAILABILITY_REASONS } from '../../messages';
import type { Role } from '../../roles';
import { availabilityRooms, editedRoomId, limitsBind, roomAvailability, unavailableReason, type LocationRoom } from './availability';
import type { RoomBooking } from './counted-bookings';

const NORDLYS = 1;
const FJORD = 2;
const BIRK = { id: 3, name: 'Birk', dailyLimit: 2, weeklyLimit: 6 };
const TIVOLI = { id: 8, name: 'Tivoli', dailyLimit: 1, weeklyLimit: 3 };

const booker = (role: Role, companyId: number | null, userId = 6) => ({ userId, role, companyId });
const ULLA = booker('User', NORDLYS);
const OLIVIA = booker('CompanyOwner', NORDLYS, 3);
const ADMIN = booker('Admin', null, 2);
const CANTEEN = booker('CanteenManager', null, 5);

let nextId = 100;
const booked = (roomId: number, userId: number, companyId: number | null, bookingStart: string, bookingEnd: string, id = nextId++): RoomBooking => ({
  id,
  roomId,
  userId,
  companyId,
  bookingStart,
  bookingEnd,
});
const NINE_TO_TEN = { bookingStart: '2026-11-19T09:00:00+01:00', bookingEnd: '2026-11-19T10:00:00+01:00' };

describe('unavailableReason: one reason, taken first, then the company limits', () => {
  it.each([
    { name: 'a free room', booker: ULLA, bookings: [], exceptId: undefined, reason: null },
    { name: 'taken by another company', booker: ULLA, bookings: [booked(BIRK.id, 104, FJORD, '2026-11-19T09:45:00+01:00', '2026-11-19T10:15:00+01:00')], exceptId: undefined, reason: AVAILABILITY_REASONS.booked },
    { name: 'back-to-back bookings before and after', booker: ULLA, bookings: [booked(BIRK.id, 104, FJORD, '2026-11-19T08:00:00+01:00', '2026-11-19T09:00:00+01:00'), booked(BIRK.id, 104, FJORD, '2026-11-19T10:00:00+01:00', '2026-11-19T11:00:00+01:00')], exceptId: undefined, reason: null },
    { name: 'another room’s booking at the same time', booker: ULLA, bookings: [booked(TIVOLI.id, 104, FJORD, NINE_TO_TEN.bookingStart, NINE_TO_TEN.bookingEnd)], exceptId: undefined, reason: null },
    { name: 'a colleague’s hours count against the daily limit', booker: ULLA, bookings: [booked(BIRK.id, OLIVIA.userId, NORDLYS, '2026-11-19T12:00:00+01:00', '2026-11-19T13:15:00+01:00')], exceptId: undefined, reason: AVAILABILITY_REASONS.dailyLimit(2, 0.75) },
    { name: 'another company’s hours do not count', booker: ULLA, bookings: [booked(BIRK.id, 104, FJORD, '2026-11-19T12:00:00+01:00', '2026-11-19T14:00:00+01:00')], exceptId: undefined, reason: null },
    { name: 'taken is named before a limit', booker: ULLA, bookings: [booked(BIRK.id, OLIVIA.userId, NORDLYS, '2026-11-19T08:00:00+01:00', '2026-11-19T09:30:00+01:00')], exceptId: undefined, reason: AVAILABILITY_REASONS.booked },
    { name: 'the edited booking left out: it overlaps only itself', booker: ULLA, bookings: [booked(BIRK.id, ULLA.userId, NORDLYS, '2026-11-19T08:30:00+01:00', '2026-11-19T09:30:00+01:00', 7)], exceptId: 7, reason: null },
    { name: 'the edited booking left out: its own hours do not count', booker: ULLA, bookings: [booked(BIRK.id, ULLA.userId, NORDLYS, '2026-11-19T12:00:00+01:00', '2026-11-19T14:00:00+01:00', 7)], exceptId: 7, reason: null },
    { name: 'an Admin is not bound by the limits', booker: ADMIN, bookings: [booked(BIRK.id, ADMIN.userId, null, '2026-11-19T12:00:00+01:00', '2026-11-19T14:00:00+01:00')], exceptId: undefined, reason: null },
    { name: 'an Admin cannot take a booked room either', booker: ADMIN, bookings: [booked(BIRK.id, 104, FJORD, NINE_TO_TEN.bookingStart, NINE_TO_TEN.bookingEnd)], exceptId: undefined, reason: AVAILABILITY_REASONS.booked },
    { name: 'a user without a company is not bound by the limits', booker: CANTEEN, bookings: [booked(BIRK.id, CANTEEN.userId, null, '2026-11-19T12:00:00+01:00', '2026-11-19T14:00:00+01:00')], exceptId: undefined, reason: null },
  ])('$name', ({ booker: who, bookings, exceptId, reason }) => {
    expect(unavailableReason({ booker: who, room: BIRK, interval: NINE_TO_TEN, bookings, exceptId })).toBe(reason);
  });
});

describe('limitsBind: the room limits bind the staff of a company only', () => {
  it.each([
    { name: 'a User of a company', who: ULLA, binds: true },
    { name: 'a CompanyOwner', who: OLIVIA, binds: true },
    { name: 'an Admin', who: ADMIN, binds: false },
    { name: 'a SuperAdmin', who: booker('SuperAdmin', null, 1), binds: false },
    { name: 'an Admin who has a company', who: booker('Admin', NORDLYS, 2), binds: false },
    { name: 'a user without a company', who: CANTEEN, binds: false },
  ])('$name', ({ who, binds }) => {
    expect(limitsBind(who)).toBe(binds);
  });
});

describe('roomAvailability: an entry per room of the location', () => {
  it.each([
    {
      name: 'Birk taken, Tivoli over the company’s daily hour, Fjord free',
      bookings: [booked(BIRK.id, ADMIN.userId, null, '2026-11-19T09:30:00+01:00', '2026-11-19T10:30:00+01:00'), booked(TIVOLI.id, OLIVIA.userId, NORDLYS, '2026-11-19T08:00:00+01:00', '2026-11-19T08:30:00+01:00')],
      request: NINE_TO_TEN,
      entries: [
        // The Admin's booking takes Birk but counts against no company's hours.
        { room: { id: 3, name: 'Birk' }, isAvailable: false, reason: AVAILABILITY_REASONS.booked, hoursLeft: { day: 2, week: 6 } },
        { room: { id: 8, name: 'Tivoli' }, isAvailable: false, reason: AVAILABILITY_REASONS.dailyLimit(1, 0.5), hoursLeft: { day: 0.5, week: 2.5 } },
        { room: { id: 2, name: 'Fjord' }, isAvailable: true, reason: null, hoursLeft: { day: 4, week: 10 } },
      ],
    },
    {
      name: 'editing the booking that holds Birk: Birk is available for its new time',
      bookings: [booked(BIRK.id, ULLA.userId, NORDLYS, '2026-11-19T09:30:00+01:00', '2026-11-19T10:30:00+01:00', 42)],
      request: { ...NINE_TO_TEN, id: 42 },
      entries: [
        { room: { id: 3, name: 'Birk' }, isAvailable: true, reason: null, hoursLeft: { day: 2, week: 6 } },
        { room: { id: 8, name: 'Tivoli' }, isAvailable: true, reason: null, hoursLeft: { day: 1, week: 3 } },
        { room: { id: 2, name: 'Fjord' }, isAvailable: true, reason: null, hoursLeft: { day: 4, week: 10 } },
      ],
    },
  ])('$name', ({ bookings, request, entries }) => {
    const rooms = [BIRK, TIVOLI, { id: 2, name: 'Fjord', dailyLimit: 4, weeklyLimit: 10 }];
    expect(roomAvailability(ULLA, rooms, bookings, request)).toEqual(entries);
  });
});

describe("roomAvailability: the company's hours left on the day and in the ISO week of the interval's start", () => {
  // Thursday 19 November 2026; its ISO week runs from Monday 16 to Sunday 22 November.
  const hoursLeftIn = (who: typeof ULLA, bookings: RoomBooking[], request: typeof NINE_TO_TEN & { id?: number } = NINE_TO_TEN) =>
    roomAvailability(who, [BIRK], bookings, request)[0]!.hoursLeft;

  it('the daily and weekly limits less the hours the company booked that day and in that week', () => {
    const bookings = [
      booked(BIRK.id, OLIVIA.userId, NORDLYS, '2026-11-19T12:00:00+01:00', '2026-11-19T12:45:00+01:00'),
      // Across midnight into Thursday: half an hour on Thursday, the whole hour in the week.
      booked(BIRK.id, ULLA.userId, NORDLYS, '2026-11-18T23:30:00+01:00', '2026-11-19T00:30:00+01:00'),
      booked(BIRK.id, ULLA.userId, NORDLYS, '2026-11-16T08:00:00+01:00', '2026-11-16T10:00:00+01:00'),
      booked(BIRK.id, OLIVIA.userId, NORDLYS, '2026-11-20T09:00:00+01:00', '2026-11-20T10:00:00+01:00'),
      // None of these counts: the week before, another company, another room.
      booked(BIRK.id, ULLA.userId, NORDLYS, '2026-11-13T08:00:00+01:00', '2026-11-13T10:00:00+01:00'),
      booked(BIRK.id, 104, FJORD, '2026-11-19T14:00:00+01:00', '2026-11-19T15:00:00+01:00'),
      booked(TIVOLI.id, ULLA.userId, NORDLYS, '2026-11-19T14:00:00+01:00', '2026-11-19T15:00:00+01:00'),
    ];
    // Day: 2 − (0.75 + 0.5) = 0.75. Week: 6 − (0.75 + 1 + 2 + 1) = 1.25.
    expect(hoursLeftIn(ULLA, bookings)).toEqual({ day: 0.75, week: 1.25 });
  });

  it('leaves out the booking being edited', () => {
    const bookings = [
      booked(BIRK.id, ULLA.userId, NORDLYS, '2026-11-19T12:00:00+01:00', '2026-11-19T13:00:00+01:00', 42),
      booked(BIRK.id, ULLA.userId, NORDLYS, '2026-11-16T08:00:00+01:00', '2026-11-16T10:00:00+01:00'),
    ];
    expect(hoursLeftIn(ULLA, bookings)).toEqual({ day: 1, week: 3 });
    expect(hoursLeftIn(ULLA, bookings, { ...NINE_TO_TEN, id: 42 })).toEqual({ day: 2, week: 4 });
  });

  it('is 0, never below, once the company is over a limit (a limit lowered after the bookings)', () => {
    const bookings = [
      booked(BIRK.id, ULLA.userId, NORDLYS, '2026-11-19T11:00:00+01:00', '2026-11-19T14:00:00+01:00'),
      booked(BIRK.id, OLIVIA.userId, NORDLYS, '2026-11-17T08:00:00+01:00', '2026-11-17T12:00:00+01:00'),
    ];
    expect(hoursLeftIn(ULLA, bookings)).toEqual({ day: 0, week: 0 });
  });

  it.each([
    { name: 'an Admin', who: ADMIN },
    { name: 'an Admin who has a company', who: booker('Admin', NORDLYS, 2) },
    { name: 'a SuperAdmin', who: booker('SuperAdmin', null, 1) },
    { name: 'a user without a company', who: CANTEEN },
  ])('is null for $name, whom the limits do not bind', ({ who }) => {
    const bookings = [booked(BIRK.id, who.userId, who.companyId, '2026-11-19T12:00:00+01:00', '2026-11-19T13:00:00+01:00')];
    expect(hoursLeftIn(who, bookings)).toBeNull();
  });
});

describe('availabilityRooms: the active rooms, and the edited booking’s room once it is inactive', () => {
  const HARBOUR = { id: 1, isActive: true };
  const ISLAND = { id: 2, isActive: false };
  const AARHUS = { id: 3, isActive: true };
  const room = (id: number, name: string, locationId: number, isActive: boolean): LocationRoom => ({ id, name, locationId, isActive, dailyLimit: 4, weeklyLimit: 10 });
  const ROOMS = [
    room(3, 'Birk', HARBOUR.id, true),
    room(8, 'Tivoli', HARBOUR.id, true),
    room(9, 'Gammel', HARBOUR.id, false),
    room(10, 'Nyhavn', HARBOUR.id, false),
    room(11, 'Holm', ISLAND.id, true),
    room(12, 'Slot', ISLAND.id, false),
    room(13, 'Aros', AARHUS.id, true),
  ];
  // Nordlys ApS books at Harbour and Island, not at Aarhus.
  const ULLA_VIEW = { role: 'User' as const, companyLocationIds: [HARBOUR.id, ISLAND.id] };
  const ADMIN_VIEW = { role: 'Admin' as const, companyLocationIds: [] };
  const { roomInactive, locationInactive } = AVAILABILITY_REASONS;

  it.each([
    { name: 'a new booking: the active rooms of the location', viewer: ULLA_VIEW, location: HARBOUR, editedRoomId: undefined, listed: [[3, null], [8, null]] },
    { name: 'editing a booking of a room marked inactive since: listed with why; the other inactive room stays out', viewer: ULLA_VIEW, location: HARBOUR, editedRoomId: 9, listed: [[3, null], [8, null], [9, roomInactive]] },
    { name: 'editing a booking of an active room: no inactive room', viewer: ULLA_VIEW, location: HARBOUR, editedRoomId: 3, listed: [[3, null], [8, null]] },
    { name: 'editing a booking of another location: nothing of it', viewer: ULLA_VIEW, location: HARBOUR, editedRoomId: 12, listed: [[3, null], [8, null]] },
    { name: 'an inactive location for a new booking: 404', viewer: ULLA_VIEW, location: ISLAND, editedRoomId: undefined, listed: null },
    { name: 'an inactive location, editing a booking of its active room: that room alone, the location is why', viewer: ULLA_VIEW, location: ISLAND, editedRoomId: 11, listed: [[11, locationInactive]] },
    { name: 'an inactive location, editing a booking of its inactive room: the room is why', viewer: ULLA_VIEW, location: ISLAND, editedRoomId: 12, listed: [[12, roomInactive]] },
    { name: 'an inactive location, the edited booking elsewhere: 404', viewer: ULLA_VIEW, location: ISLAND, editedRoomId: 9, listed: null },
    { name: 'a location the company does not book at: 404', viewer: ULLA_VIEW, location: AARHUS, editedRoomId: undefined, listed: null },
    { name: 'a location the company does not book at, even editing a booking there: 404', viewer: ULLA_VIEW, location: AARHUS, editedRoomId: 13, listed: null },
    { name: 'an Admin at any location', viewer: ADMIN_VIEW, location: AARHUS, editedRoomId: undefined, listed: [[13, null]] },
    { name: 'an Admin editing a booking at an inactive location', viewer: ADMIN_VIEW, location: ISLAND, editedRoomId: 11, listed: [[11, locationInactive]] },
    { name: 'no such location: 404', viewer: ADMIN_VIEW, location: undefined, editedRoomId: 3, listed: null },
  ])('$name', ({ viewer, location, editedRoomId, listed }) => {
    const rooms = availabilityRooms({ viewer, location, rooms: ROOMS, editedRoomId });
    expect(rooms && rooms.map((r) => [r.id, r.inactive])).toEqual(listed);
  });

  it('answers an inactive room as unavailable with why, whatever its bookings', () => {
    const rooms = availabilityRooms({ viewer: ULLA_VIEW, location: HARBOUR, rooms: ROOMS, editedRoomId: 9 })!;
    // Free all day: still not available.
    expect(roomAvailability(ULLA, rooms, [], NINE_TO_TEN)).toEqual([
      { room: { id: 3, name: 'Birk' }, isAvailable: true, reason: null, hoursLeft: { day: 4, week: 10 } },
      { room: { id: 8, name: 'Tivoli' }, isAvailable: true, reason: null, hoursLeft: { day: 4, week: 10 } },
      // No hours for a room that cannot be booked at any time.
      { room: { id: 9, name: 'Gammel' }, isAvailable: false, reason: roomInactive, hoursLeft: null },
    ]);
    // Taken by another booking too: the room's state is the reason that stays.
    const taken = [booked(9, 104, FJORD, NINE_TO_TEN.bookingStart, NINE_TO_TEN.bookingEnd)];
    expect(roomAvailability(ULLA, rooms, taken, NINE_TO_TEN)[2]).toEqual({ room: { id: 9, name: 'Gammel' }, isAvailable: false, reason: roomInactive, hoursLeft: null });
  });
});

describe('editedRoomId: the edited booking’s room, for one who may change that booking', () => {
  const NOW = Temporal.Instant.from('2026-11-19T08:00:00Z');
  const booking = { userId: 7, userCompanyId: 40, bookingStart: '2026-11-20T09:00:00Z', roomId: 9 };
  it.each([
    { name: 'its creator', actor: { id: 7, role: 'User' as const, companyId: 40 }, expected: 9 },
    { name: "an owner of the creator's company", actor: { id: 8, role: 'CompanyOwner' as const, companyId: 40 }, expected: 9 },
    { name: 'an Admin', actor: { id: 1, role: 'Admin' as const, companyId: null }, expected: 9 },
    { name: 'a colleague who is a User: nothing', actor: { id: 9, role: 'User' as const, companyId: 40 }, expected: undefined },
    { name: "another company's owner: nothing", actor: { id: 10, role: 'CompanyOwner' as const, companyId: 41 }, expected: undefined },
  ])('$name', ({ actor, expected }) => {
    expect(editedRoomId(actor, booking, NOW)).toBe(expected);
  });

  it('nothing for a new booking, and nothing for its creator once it has started', () => {
    expect(editedRoomId({ id: 7, role: 'User', companyId: 40 }, undefined, NOW)).toBeUndefined();
    expect(editedRoomId({ id: 7, role: 'User', companyId: 40 }, booking, Temporal.Instant.from('2026-11-20T09:30:00Z'))).toBeUndefined();
  });
});
