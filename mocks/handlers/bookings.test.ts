import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { Temporal } from 'temporal-polyfill';
import { contract, fillPath, type ApiCall } from '@roombook/domain/contract/index';
import { AVAILABILITY_REASONS, ERRORS, SUCCESS, VALIDATION } from '@roombook/domain/messages';
import { createHandlers } from '../handlers';
import { MockStore } from '../data/store';
import { EMPTY_LOCATION_ID } from '../data/locations';

const BASE = 'http://mock-api.roombook.test';
/** Wednesday 18 November 2026, 10:07 in Copenhagen. */
const NOW = Temporal.Instant.from('2026-11-18T10:07:00+01:00').epochMilliseconds;
const HARBOUR = 1;
const BIRK = 3; // Copenhagen Harbour, daily limit 2 h, weekly 6 h
const TIVOLI = 8; // Copenhagen Harbour, daily limit 1 h, weekly 3 h

let store = new MockStore(undefined, () => NOW);
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  store = new MockStore(undefined, () => NOW);
  server.resetHandlers(...createHandlers(store));
});

const tokenOf = (email: string) => store.issueTokens(store.findUserByEmail(email)!.id).token;

async function send(
  call: ApiCall,
  email: string,
  init: { params?: Record<string, number>; body?: unknown; query?: string } = {},
) {
  const response = await fetch(BASE + fillPath(call.path, init.params) + (init.query ?? ''), {
    method: call.method,
    headers: {
      authorization: `Bearer ${tokenOf(email)}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, json: (await response.json()) as { message?: string } };
}

const USER = 'user@roombook.test'; // Ulla, Nordlys ApS
const OWNER = 'owner@roombook.test'; // Olivia, Nordlys ApS
const ADMIN = 'admin@roombook.test';

const book = (roomId: number, start: string, end: string, name = 'Planning') => ({
  name,
  roomId,
  bookingStart: start,
  bookingEnd: end,
});

describe('GET /api/location/mine/ (mock)', () => {
  it("gives a company user the company's location with its active rooms", async () => {
    const { status, json } = await send(contract.location.mine, USER);
    expect(status).toBe(200);
    const locations = contract.location.mine.response.parse(json);
    expect(locations.map((l) => l.name)).toEqual(['Copenhagen Harbour']);
    expect(locations[0]!.rooms.map((r) => r.name)).toEqual(['Fjord', 'Birk', 'Kattegat', 'Lyngby', 'Aurora', 'Tivoli']);
  });

  it('gives an Admin every active location, one of them without rooms', async () => {
    const locations = contract.location.mine.response.parse((await send(contract.location.mine, ADMIN)).json);
    expect(locations.map((l) => [l.name, l.rooms.length])).toEqual([
      ['Copenhagen Harbour', 6],
      ['Aarhus Central', 2],
      ['Odense Docks', 0],
    ]);
    expect(locations.find((l) => l.id === EMPTY_LOCATION_ID)?.rooms).toEqual([]);
  });
});

describe('booking lists (mock)', () => {
  it('has many bookings in the month of now, never two at once in one room', async () => {
    const { json } = await send(contract.booking.byLocation, USER, {
      params: { id: HARBOUR },
      query: '?from=2026-11-01T00:00:00%2B01:00&to=2026-12-01T00:00:00%2B01:00',
    });
    const bookings = contract.booking.byLocation.response.parse(json);
    expect(bookings.length).toBeGreaterThanOrEqual(60);
    for (const a of bookings) {
      for (const b of bookings) {
        if (a.id === b.id || a.roomId !== b.roomId) continue;
        const overlap = Date.parse(a.bookingStart) < Date.parse(b.bookingEnd) && Date.parse(b.bookingStart) < Date.parse(a.bookingEnd);
        expect(overlap, `${a.id} and ${b.id} overlap in room ${a.roomId}`).toBe(false);
      }
    }
  });

  it('keeps to the [from, to) window and to the room', async () => {
    const { json } = await send(contract.booking.byRoom, USER, {
      params: { id: 2 },
      query: '?from=2026-11-16T00:00:00%2B01:00&to=2026-11-23T00:00:00%2B01:00',
    });
    const bookings = contract.booking.byRoom.response.parse(json);
    expect(bookings.length).toBeGreaterThan(0);
    for (const booking of bookings) {
      expect(booking.roomId).toBe(2);
      expect(Date.parse(booking.bookingEnd)).toBeGreaterThan(Date.parse('2026-11-16T00:00:00+01:00'));
      expect(Date.parse(booking.bookingStart)).toBeLessThan(Date.parse('2026-11-23T00:00:00+01:00'));
    }
  });

  it("refuses a location outside the user's company", async () => {
    expect((await send(contract.booking.byLocation, USER, { params: { id: 2 } })).status).toBe(404);
  });
});

describe('POST /api/booking/ (mock)', () => {
  it('books a free room and lists the booking afterwards', async () => {
    const created = await send(contract.booking.create, USER, { body: book(BIRK, '2026-11-19T09:00:00+01:00', '2026-11-19T10:30:00+01:00') });
    expect(created.status).toBe(201);
    const booking = contract.booking.create.response.parse(created.json);
    expect(booking.user).toEqual({ firstName: 'Ulla', lastName: 'User', company: { id: 1, name: 'Nordlys ApS' } });
    // Birk has no hourly rate.
    expect(booking.bookingCost.total).toBe(0);
    const list = contract.booking.byRoom.response.parse((await send(contract.booking.byRoom, USER, { params: { id: BIRK } })).json);
    expect(list.map((b) => b.id)).toContain(booking.id);
  });

  it('refuses a second booking that overlaps in the same room with 409', async () => {
    await send(contract.booking.create, USER, { body: book(BIRK, '2026-11-19T09:00:00+01:00', '2026-11-19T10:00:00+01:00') });
    const clash = await send(contract.booking.create, OWNER, { body: book(BIRK, '2026-11-19T09:45:00+01:00', '2026-11-19T10:15:00+01:00') });
    expect(clash).toEqual({ status: 409, json: { message: VALIDATION.selectAvailableRoom, statusCode: 409 } });
  });

  it('allows back-to-back bookings (the intervals are half-open)', async () => {
    await send(contract.booking.create, USER, { body: book(BIRK, '2026-11-19T09:00:00+01:00', '2026-11-19T10:00:00+01:00') });
    const next = await send(contract.booking.create, ADMIN, { body: book(BIRK, '2026-11-19T10:00:00+01:00', '2026-11-19T11:00:00+01:00') });
    expect(next.status).toBe(201);
  });

  it.each([
    { name: 'off the 15-minute grid', start: '2026-11-19T09:10:00+01:00', end: '2026-11-19T10:00:00+01:00', message: VALIDATION.slotMinutes },
    { name: 'in the past', start: '2026-11-18T10:00:00+01:00', end: '2026-11-18T11:00:00+01:00', message: VALIDATION.pastBooking },
    { name: 'ending before it starts', start: '2026-11-19T10:00:00+01:00', end: '2026-11-19T09:00:00+01:00', message: VALIDATION.endBeforeStart },
  ])('refuses a booking $name with 400', async ({ start, end, message }) => {
    expect(await send(contract.booking.create, USER, { body: book(BIRK, start, end) })).toEqual({
      status: 400,
      json: { message, statusCode: 400 },
    });
  });

  it("refuses a booking over the company's daily limit", async () => {
    await send(contract.booking.create, USER, { body: book(TIVOLI, '2026-11-19T09:00:00+01:00', '2026-11-19T09:45:00+01:00') });
    // Another Nordlys user: 45 + 30 minutes is over Tivoli's 1 hour a day.
    const over = await send(contract.booking.create, OWNER, { body: book(TIVOLI, '2026-11-19T13:00:00+01:00', '2026-11-19T13:30:00+01:00') });
    expect(over).toEqual({ status: 409, json: { message: AVAILABILITY_REASONS.dailyLimit(1), statusCode: 409 } });
  });
});

describe('POST /api/booking/getAvailableRooms/ (mock)', () => {
  it('tells which rooms are free and why the others are not', async () => {
    await send(contract.booking.create, ADMIN, { body: book(BIRK, '2026-11-19T18:00:00+01:00', '2026-11-19T19:00:00+01:00') });
    await send(contract.booking.create, USER, { body: book(TIVOLI, '2026-11-19T08:00:00+01:00', '2026-11-19T09:00:00+01:00') });
    const { json } = await send(contract.booking.availableRooms, USER, {
      body: { location: HARBOUR, bookingStart: '2026-11-19T18:15:00+01:00', bookingEnd: '2026-11-19T19:15:00+01:00' },
    });
    const entries = contract.booking.availableRooms.response.parse(json);
    expect(entries.filter((e) => !e.isAvailable).map((e) => [e.room.name, e.reason])).toEqual([
      ['Birk', AVAILABILITY_REASONS.booked],
      ['Tivoli', AVAILABILITY_REASONS.dailyLimit(1)],
    ]);
    expect(entries.filter((e) => e.isAvailable).every((e) => e.reason === null)).toBe(true);
  });

  it("does not count the edited booking's own time against it", async () => {
    const created = contract.booking.create.response.parse(
      (await send(contract.booking.create, USER, { body: book(BIRK, '2026-11-19T18:00:00+01:00', '2026-11-19T19:00:00+01:00') })).json,
    );
    const { json } = await send(contract.booking.availableRooms, USER, {
      body: { id: created.id, location: HARBOUR, bookingStart: '2026-11-19T18:30:00+01:00', bookingEnd: '2026-11-19T19:30:00+01:00' },
    });
    expect(contract.booking.availableRooms.response.parse(json).find((e) => e.room.id === BIRK)?.isAvailable).toBe(true);
  });
});

describe('GET /api/booking/getUsedTime/{locationId} (mock)', () => {
  it("adds up the company's hours today and this week per room", async () => {
    // Today (Wednesday) 1.5 h and Friday 0.75 h by two Nordlys users; an Admin's hour does not count.
    await send(contract.booking.create, USER, { body: book(BIRK, '2026-11-18T12:00:00+01:00', '2026-11-18T13:30:00+01:00') });
    await send(contract.booking.create, OWNER, { body: book(BIRK, '2026-11-20T09:00:00+01:00', '2026-11-20T09:45:00+01:00') });
    await send(contract.booking.create, ADMIN, { body: book(BIRK, '2026-11-18T15:00:00+01:00', '2026-11-18T16:00:00+01:00') });
    const entries = contract.booking.usedTime.response.parse((await send(contract.booking.usedTime, USER, { params: { locationId: HARBOUR } })).json);
    expect(entries.find((e) => e.room.id === BIRK)).toEqual({ room: { id: BIRK, name: 'Birk' }, dayUsed: 1.5, weekUsed: 2.25 });
  });
});

describe('PUT and DELETE /api/booking/{id} (mock)', () => {
  const create = async (email: string, start: string, end: string) =>
    contract.booking.create.response.parse((await send(contract.booking.create, email, { body: book(BIRK, start, end) })).json);

  it("lets the company's owner change a colleague's booking, not a plain user another's", async () => {
    const booking = await create(USER, '2026-11-19T09:00:00+01:00', '2026-11-19T10:00:00+01:00');
    const moved = await send(contract.booking.update, OWNER, {
      params: { id: booking.id },
      body: book(BIRK, '2026-11-19T10:00:00+01:00', '2026-11-19T11:00:00+01:00', 'Moved'),
    });
    expect(moved.status).toBe(200);
    const other = await create(ADMIN, '2026-11-19T12:00:00+01:00', '2026-11-19T13:00:00+01:00');
    expect((await send(contract.booking.delete, USER, { params: { id: other.id } })).status).toBe(403);
  });

  it('refuses to delete a past booking for its creator, lets an Admin do it', async () => {
    store.calendar.bookings = [
      store.calendar.build({
        id: 900,
        name: 'Yesterday',
        roomId: BIRK,
        bookingStart: '2026-11-17T09:00:00+01:00',
        bookingEnd: '2026-11-17T10:00:00+01:00',
        user: { userId: 6, firstName: 'Ulla', lastName: 'User', companyId: 1 },
      }),
    ];
    expect(await send(contract.booking.delete, USER, { params: { id: 900 } })).toEqual({
      status: 403,
      json: { message: ERRORS.pastBookingChange, statusCode: 403 },
    });
    expect(await send(contract.booking.delete, ADMIN, { params: { id: 900 } })).toEqual({
      status: 200,
      json: { message: SUCCESS.bookingDeleted },
    });
    expect(store.calendar.bookings).toEqual([]);
  });
});
