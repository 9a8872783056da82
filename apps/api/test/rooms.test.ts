import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import type { Room, RoomBody } from '@roombook/domain/rooms/schemas';
import { ROOM_MESSAGES } from '@roombook/domain/rooms/page';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, expectError, login } from './helpers';

/** A valid room body at the location (§5). */
const bodyAt = (locationId: number, name: string): RoomBody => ({
  name,
  rules: 'Leave the room as you found it',
  seatsNumber: 4,
  dailyLimit: 2,
  weeklyLimit: 6,
  hourlyRate: 10_000,
  locationId,
  features: [],
});

/** The rooms of the demo data are the seed's; these tests make their own. */
async function roomMaker(t: TestApp, token: string) {
  const locationId = ((await t.db.knex('locations').orderBy('id').first('id')) as { id: number }).id;
  return async (name: string): Promise<Room> => {
    const res = await call(t.app, contract.room.create, { token, body: bodyAt(locationId, name) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Room>();
  };
}

/**
 * Rooms under parallel requests, on PostgreSQL (PGlite is one connection: it cannot race). A bulk change
 * locks its rows, then checks them all; a reset replaces the code under the row's lock; a delete locks the
 * room before it cancels its bookings, so a booking made meanwhile waits for it and never outlives it.
 */
describe.runIf(availableBackends().includes('pg'))('rooms under parallel requests on PostgreSQL', () => {
  let t: TestApp;
  let token = '';
  let makeRoom: (name: string) => Promise<Room>;
  beforeAll(async () => {
    t = await createTestApp({ backend: 'pg' });
    token = (await login(t.app, 'admin@roombook.test')).token;
    makeRoom = await roomMaker(t, token);
  });
  afterAll(() => t?.close());

  it('two bulk deletes that share a room: one deletes all of its list, the other nothing (404), never a part', async () => {
    for (let round = 0; round < 10; round++) {
      const [x, y, z] = await Promise.all([`Race ${round} x`, `Race ${round} y`, `Race ${round} z`].map(async (name) => (await makeRoom(name)).id));
      const [first, second] = await Promise.all([
        call(t.app, contract.room.deleteMany, { token, body: { items: [x!, y!] } }),
        call(t.app, contract.room.deleteMany, { token, body: { idList: [y!, z!] } }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
      const refused = first.statusCode === 404 ? first : second;
      expect(refused.json<{ message: string }>().message).toBe(ERRORS.notFound);
      const left = (await t.db.knex('rooms').whereIn('id', [x!, y!, z!]).select<Array<{ id: number }>>('id')).map((row) => row.id);
      // The refused list keeps its other room: x when the first was refused, z when the second was.
      expect(left).toEqual(first.statusCode === 404 ? [x] : [z]);
    }
  });

  it('20 parallel code resets of one room: all succeed with different codes, and the room keeps exactly one of them', async () => {
    const room = await makeRoom('Reset race');
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(t.app, contract.room.resetCode, { token, params: { id: room.id } })));
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const codes = answers.map((res) => res.json<Room>().code);
    expect(new Set([...codes, room.code]).size).toBe(21);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const stored = await t.db.knex('rooms').whereIn('code', [...codes, room.code]).select<Array<{ id: number; code: string }>>('id', 'code');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe(room.id);
    expect(codes).toContain(stored[0]!.code);
  });

  it('a booking made while its room is deleted never outlives the room', async () => {
    const start = new Date(Date.UTC(t.now().getUTCFullYear() + 1, 0, 5, 9));
    const bookingBody = (roomId: number) => ({
      name: 'Race',
      roomId,
      bookingStart: start.toISOString(),
      bookingEnd: new Date(start.getTime() + 3_600_000).toISOString(),
    });
    for (let round = 0; round < 10; round++) {
      const room = await makeRoom(`Vanishing ${round}`);
      const [deleted, booked] = await Promise.all([
        call(t.app, contract.room.delete, { token, params: { id: room.id } }),
        call(t.app, contract.booking.create, { token, body: bookingBody(room.id) }),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect([201, 400, 404], booked.body).toContain(booked.statusCode);
      const outliving = await t.db.knex('bookings').where({ room_name: room.name }).orWhere({ room_id: room.id }).count<Array<{ count: string | number }>>('id as count');
      expect(Number(outliving[0]!.count)).toBe(0);
    }
  });
});

/** The clock of these tests: bookings before it have ended, those after it are still to come. */
const NOW = new Date('2026-03-10T12:00:00Z');

describe.each(availableBackends())('deleting rooms keeps history (%s)', (backend) => {
  let t: TestApp;
  let token = '';
  let makeRoom: (name: string) => Promise<Room>;
  beforeAll(async () => {
    t = await createTestApp({ backend, config: { now: () => NOW } });
    token = (await login(t.app, 'admin@roombook.test')).token;
    makeRoom = await roomMaker(t, token);
  });
  afterAll(() => t?.close());

  /** Bookings of the room, ended, under way and to come by the clock, written directly (the API refuses past bookings). */
  async function bookingsOf(roomId: number): Promise<{ ended: number; underWay: number; toCome: number }> {
    const userId = ((await t.db.knex('users').where({ email: 'user@roombook.test' }).first('id')) as { id: number }).id;
    const insert = async (start: string, end: string) =>
      ((await t.db.knex('bookings').insert({ name: 'Meeting', room_id: roomId, user_id: userId, booking_start: new Date(start), booking_end: new Date(end) }).returning('id')) as Array<{ id: number }>)[0]!.id;
    return {
      ended: await insert('2026-03-09T09:00:00Z', '2026-03-09T10:00:00Z'),
      underWay: await insert('2026-03-10T11:45:00Z', '2026-03-10T12:15:00Z'),
      toCome: await insert('2026-03-11T09:00:00Z', '2026-03-11T10:00:00Z'),
    };
  }

  const bookingRows = (ids: readonly number[]) =>
    t.db.knex('bookings').whereIn('id', ids).orderBy('id').select<Array<{ id: number; room_id: number | null; room_name: string | null; location_name: string | null }>>('id', 'room_id', 'room_name', 'location_name');

  it('a deleted room: its ended bookings stay with the room and location names, those under way and to come are cancelled; other rooms keep theirs', async () => {
    const doomed = await makeRoom('Lighthouse');
    const kept = await makeRoom('Anchor');
    const gone = await bookingsOf(doomed.id);
    const untouched = await bookingsOf(kept.id);

    const res = await call(t.app, contract.room.delete, { token, params: { id: doomed.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ROOM_MESSAGES.deleted });

    expect(await bookingRows(Object.values(gone))).toEqual([{ id: gone.ended, room_id: null, room_name: 'Lighthouse', location_name: doomed.location.name }]);
    expect((await bookingRows(Object.values(untouched))).map((row) => [row.id, row.room_id])).toEqual(Object.values(untouched).map((id) => [id, kept.id]));
  });

  it('a bulk delete refused for an unknown id cancels no booking and deletes no room', async () => {
    const room = await makeRoom('Buoy');
    const bookings = await bookingsOf(room.id);
    const res = await call(t.app, contract.room.deleteMany, { token, body: { items: [room.id, 2_000_000_000] } });
    expect(res.statusCode, res.body).toBe(404);
    expect((await bookingRows(Object.values(bookings))).map((row) => row.room_id)).toEqual([room.id, room.id, room.id]);

    const deleted = await call(t.app, contract.room.deleteMany, { token, body: { idList: [room.id] } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await bookingRows(Object.values(bookings))).map((row) => [row.id, row.room_name])).toEqual([[bookings.ended, 'Buoy']]);
  });
});

/** A picture of one colour, new to the database (its bytes, and so its hash, are its own). */
const picture = async (format: 'png' | 'jpeg', red: number): Promise<File> => {
  const image = sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 90, b: 160 } } });
  const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return new File([bytes], `room.${format}`, { type: `image/${format}` });
};

/**
 * A room's picture on the API, where the contract cases cannot look: re-encoded and served from its hashed
 * URL, and stored in the same transaction as the room, so that a refused file or a refused room (400, 404)
 * leaves no row in `images` (docs/decisions/019, 036).
 */
describe.each(availableBackends())('room images on %s', (backend) => {
  let t: TestApp;
  let token = '';
  let locationId = 0;
  beforeAll(async () => {
    t = await createTestApp({ backend });
    token = (await login(t.app, 'admin@roombook.test')).token;
    locationId = ((await t.db.knex('locations').orderBy('id').first('id')) as { id: number }).id;
  });
  afterAll(() => t?.close());

  const imageCount = async () => Number((await t.db.knex('images').count<Array<{ n: number | string }>>({ n: '*' }))[0]?.n);
  const roomCount = async () => Number((await t.db.knex('rooms').count<Array<{ n: number | string }>>({ n: '*' }))[0]?.n);

  it('creates a room with a JPEG, served re-encoded from its hashed URL; an edit with a PNG replaces it, one without a file keeps it', async () => {
    const res = await call(t.app, contract.room.create, { token, body: { ...bodyAt(locationId, 'Quay'), hourlyRate: null }, files: { image: await picture('jpeg', 11) } });
    expect(res.statusCode, res.body).toBe(201);
    const created = contract.room.create.response.parse(res.json());
    expect(created).toMatchObject({ name: 'Quay', hourlyRate: null });
    expect(created.image).toMatch(/^\/api\/image\/[0-9a-f]{64}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: created.image! });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(await t.db.knex('rooms').where({ id: created.id }).first('image')).toEqual({ image: created.image });

    const kept = await call(t.app, contract.room.update, { token, params: { id: created.id }, body: bodyAt(locationId, 'Quay North') });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Room>()).toMatchObject({ name: 'Quay North', hourlyRate: 10_000, image: created.image });

    const replaced = await call(t.app, contract.room.update, { token, params: { id: created.id }, body: bodyAt(locationId, 'Quay North'), files: { image: await picture('png', 12) } });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const image = replaced.json<Room>().image;
    expect(image).toMatch(/^\/api\/image\/[0-9a-f]{64}\.png$/);
    expect((await t.app.inject({ method: 'GET', url: image! })).statusCode).toBe(200);
    expect(await t.db.knex('rooms').where({ id: created.id }).first('image')).toEqual({ image });
  });

  it('a file that is no picture, or a good picture with a refused room (400, 404), stores no image and changes no room', async () => {
    const made = await call(t.app, contract.room.create, { token, body: bodyAt(locationId, 'Jetty') });
    expect(made.statusCode, made.body).toBe(201);
    const room = made.json<Room>();
    const before = { images: await imageCount(), rooms: await roomCount(), room: await t.db.knex('rooms').where({ id: room.id }).first() };
    const notAPicture = new File([new TextEncoder().encode('not a picture')], 'evil.png', { type: 'image/png' });

    expectError(await call(t.app, contract.room.create, { token, body: bodyAt(locationId, 'Refused'), files: { image: notAPicture } }), 400, VALIDATION.imageType);
    expectError(await call(t.app, contract.room.update, { token, params: { id: room.id }, body: bodyAt(locationId, 'Refused'), files: { image: notAPicture } }), 400, VALIDATION.imageType);
    const unknownFeature = { ...bodyAt(locationId, 'Refused'), features: [2_000_000_000] };
    expectError(await call(t.app, contract.room.create, { token, body: unknownFeature, files: { image: await picture('png', 21) } }), 400, ROOM_MESSAGES.unknownFeature);
    expectError(await call(t.app, contract.room.update, { token, params: { id: room.id }, body: unknownFeature, files: { image: await picture('png', 22) } }), 400, ROOM_MESSAGES.unknownFeature);
    expectError(await call(t.app, contract.room.update, { token, params: { id: 2_000_000_000 }, body: bodyAt(locationId, 'Nowhere'), files: { image: await picture('png', 23) } }), 404, ERRORS.notFound);

    expect({ images: await imageCount(), rooms: await roomCount(), room: await t.db.knex('rooms').where({ id: room.id }).first() }).toEqual(before);
  });
});
