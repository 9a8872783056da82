import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { LOCATION_MESSAGES } from '@roombook/domain/locations/page';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, expectError, login, raceBookings, sendAfter, unfinishedOrphans } from './helpers';

/**
 * Manage Locations on the API, where the contract cases cannot look: what a delete keeps in the database
 * (docs/decisions/027), the image as stored, and parallel requests on PostgreSQL (PGlite is one connection:
 * it cannot race).
 */

const insertId = async (knex: Knex, table: string, row: Record<string, unknown>): Promise<number> =>
  ((await knex(table).insert(row).returning('id')) as Array<{ id: number }>)[0]!.id;

let names = 0;
/** A location name no other test uses (names are unique, migration 0008). */
const uniqueName = (what: string) => `${what} ${process.pid}-${(names += 1)}`;

/** Creates a location through the API and gives it rooms in the database (the room calls are not the API's yet). */
async function locationWithRooms(t: TestApp, token: string, roomNames: readonly string[]): Promise<{ id: number; roomIds: number[] }> {
  const res = await call(t.app, contract.location.create, { token, body: { name: uniqueName('Harbour House'), description: 'By the water' } });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<{ id: number }>();
  const roomIds: number[] = [];
  for (const name of roomNames) {
    roomIds.push(await insertId(t.db.knex, 'rooms', { name, location_id: id, daily_limit: 8, weekly_limit: 40, code: `${name}-${id}-${Math.random()}` }));
  }
  return { id, roomIds };
}

describe.each(availableBackends())('locations on %s', (backend) => {
  /** The injected clock: far from the real one, so that only it can tell which bookings have ended. */
  const NOW = new Date('2031-06-11T12:00:00Z');
  /** What the injected clock says: NOW, but where a test moves it (and puts it back). */
  let clock = NOW;
  let t: TestApp;
  let token = '';
  let userId = 0;
  beforeAll(async () => {
    t = await createTestApp({ backend, config: { now: () => clock } });
    token = (await login(t.app, 'superadmin@roombook.test')).token;
    userId = (await login(t.app, 'user@roombook.test')).user.id;
  });
  afterAll(() => t?.close());

  const book = (roomId: number, start: string, end: string) =>
    insertId(t.db.knex, 'bookings', { name: 'Board meeting', room_id: roomId, user_id: userId, booking_start: new Date(start), booking_end: new Date(end) });

  it('a delete keeps the bookings that ended by the injected clock, with room and location names, and cancels the others; the rooms leave the calendar', async () => {
    const { id, roomIds } = await locationWithRooms(t, token, ['Lighthouse', 'Anchor']);
    const location = await t.db.knex('locations').where({ id }).first<{ name: string }>();
    // Ended by the injected clock, though still ahead of the real one.
    const ended = await book(roomIds[0]!, '2031-06-10T08:00:00Z', '2031-06-10T09:00:00Z');
    const running = await book(roomIds[1]!, '2031-06-11T11:45:00Z', '2031-06-11T12:15:00Z');
    const coming = await book(roomIds[0]!, '2031-06-12T08:00:00Z', '2031-06-12T09:00:00Z');
    const mine = async () => contract.location.mine.response.parse((await call(t.app, contract.location.mine, { token })).json());
    expect((await mine()).find((l) => l.id === id)?.rooms.map((room) => room.name)).toEqual(['Anchor', 'Lighthouse']);

    const res = await call(t.app, contract.location.delete, { token, params: { id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: LOCATION_MESSAGES.deleted });

    expect(await t.db.knex('rooms').whereIn('id', roomIds)).toEqual([]);
    expect(await t.db.knex('bookings').whereIn('id', [running, coming])).toEqual([]);
    expect(await t.db.knex('bookings').where({ id: ended }).first()).toMatchObject({
      room_id: null,
      room_name: 'Lighthouse',
      location_name: location.name,
      user_id: userId,
    });
    expect((await mine()).map((l) => l.id)).not.toContain(id);
  });

  it('a refused delete (an unknown id among the list) cancels no booking and deletes no room', async () => {
    const { id, roomIds } = await locationWithRooms(t, token, ['Keel']);
    const coming = await book(roomIds[0]!, '2031-06-13T08:00:00Z', '2031-06-13T09:00:00Z');
    expectError(await call(t.app, contract.location.deleteMany, { token, body: { items: [id, 2_000_000_000] } }), 404, ERRORS.notFound);
    expect(await t.db.knex('bookings').where({ id: coming }).first()).toMatchObject({ room_id: roomIds[0] });
    expect(await t.db.knex('rooms').where({ id: roomIds[0] }).first()).toMatchObject({ location_id: id });
  });

  it("asks check-in from the injected clock's now: on create, kept by an edit that keeps it on, cleared by one that turns it off, anew when turned on again", async () => {
    const since = async (id: number) => {
      const row = await t.db.knex('locations').where({ id }).first<{ check_in_required_since: Date | null }>('check_in_required_since');
      return row.check_in_required_since && new Date(row.check_in_required_since).toISOString();
    };
    const body = { name: uniqueName('Check-in House'), description: 'By the door' };
    const created = await call(t.app, contract.location.create, { token, body: { ...body, checkInRequired: true } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(await since(id)).toBe(NOW.toISOString());
    // A few minutes on: the session stays valid.
    const later = new Date(NOW.getTime() + 5 * 60_000);
    clock = later;
    try {
      const edit = async (checkInRequired: boolean) => {
        const res = await call(t.app, contract.location.update, { token, params: { id }, body: { ...body, checkInRequired } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ checkInRequired: boolean }>().checkInRequired;
      };
      // Kept on: the moment it was turned on stays, so no booking whose check-in closed since is released anew.
      expect(await edit(true)).toBe(true);
      expect(await since(id)).toBe(NOW.toISOString());
      expect(await edit(false)).toBe(false);
      expect(await since(id)).toBeNull();
      expect(await edit(true)).toBe(true);
      expect(await since(id)).toBe(later.toISOString());
    } finally {
      clock = NOW;
    }
    // Left out on create: never asked.
    const plain = await call(t.app, contract.location.create, { token, body: { name: uniqueName('Plain House'), description: 'No tablet' } });
    expect(plain.json()).toMatchObject({ checkInRequired: false });
    expect(await since(plain.json<{ id: number }>().id)).toBeNull();
  });

  it('creates a location with a real PNG, re-encoded and served from its hashed URL; a file that is no picture stores nothing', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 90, b: 160 } } }).png().toBuffer();
    const name = uniqueName('Pier');
    const res = await call(t.app, contract.location.create, {
      token,
      body: { name, description: 'A pier' },
      files: { image: new File([png], 'pier.png', { type: 'image/png' }) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = contract.location.create.response.parse(res.json());
    expect(created).toMatchObject({ name, description: 'A pier', rooms: [], isActive: true, checkInRequired: false });
    expect(created.image).toMatch(/^\/api\/image\/[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: created.image! });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });

    const images = async () => Number((await t.db.knex('images').count<Array<{ n: number | string }>>({ n: '*' }))[0]?.n);
    const before = { images: await images(), locations: await t.db.knex('locations').count<Array<{ n: number | string }>>({ n: '*' }) };
    const refusedName = uniqueName('Refused');
    for (const [bytes, message] of [
      [new TextEncoder().encode('not a picture'), VALIDATION.imageType],
      [Buffer.concat([png.subarray(0, 40), Buffer.alloc(40)]), VALIDATION.imageType],
    ] as const) {
      expectError(
        await call(t.app, contract.location.create, { token, body: { name: refusedName, description: 'x' }, files: { image: new File([bytes], 'x.png', { type: 'image/png' }) } }),
        400,
        message,
      );
    }
    expect({ images: await images(), locations: await t.db.knex('locations').count<Array<{ n: number | string }>>({ n: '*' }) }).toEqual(before);

    // A good picture sent to a location that does not exist: 404, and the picture is not kept either.
    const other = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 200, g: 10, b: 10 } } }).png().toBuffer();
    expectError(
      await call(t.app, contract.location.update, {
        token,
        params: { id: 2_000_000_000 },
        body: { name: uniqueName('Nowhere'), description: 'x' },
        files: { image: new File([other], 'nowhere.png', { type: 'image/png' }) },
      }),
      404,
      ERRORS.notFound,
    );
    expect(await images()).toBe(before.images);
  });
});

describe.runIf(availableBackends().includes('pg'))('locations under parallel requests on PostgreSQL', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp({ backend: 'pg' });
    token = (await login(t.app, 'superadmin@roombook.test')).token;
  });
  afterAll(() => t?.close());

  it('two bulk deletes that share a location: one deletes all of its list, the other nothing (404), never a part', async () => {
    for (let round = 0; round < 10; round++) {
      const [x, y, z] = await Promise.all(['x', 'y', 'z'].map(async (name) => (await locationWithRooms(t, token, [`Room ${round}${name}`])).id));
      const [first, second] = await Promise.all([
        call(t.app, contract.location.deleteMany, { token, body: { items: [x!, y!] } }),
        call(t.app, contract.location.deleteMany, { token, body: { items: [y!, z!] } }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
      const refused = first.statusCode === 404 ? first : second;
      expect(refused.json<{ message: string }>().message).toBe(ERRORS.notFound);
      const left = (await t.db.knex('locations').whereIn('id', [x!, y!, z!]).select<Array<{ id: number }>>('id')).map((row) => row.id);
      // The refused list keeps its other location, and that location its room: x when the first was refused, z when the second was.
      const kept = first.statusCode === 404 ? x! : z!;
      expect(left).toEqual([kept]);
      expect(await t.db.knex('rooms').where({ location_id: kept })).toHaveLength(1);
    }
  });

  it('bookings racing the delete of their location: none that has not ended is left behind without its room', async () => {
    const admin = await login(t.app, 'admin@roombook.test');
    for (let round = 0; round < 8; round++) {
      const { id, roomIds } = await locationWithRooms(t, token, [`Race room ${round}`]);
      const [deleted, ...answers] = await Promise.all([sendAfter(4, () => call(t.app, contract.location.delete, { token, params: { id } })), ...raceBookings(t.app, admin.token, roomIds[0]!, { now: t.now(), spreadMs: 1 })]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      for (const answer of answers) expect([201, 400, 404], answer.body).toContain(answer.statusCode);
      expect(await unfinishedOrphans(t.db.knex, t.now())).toEqual([]);
    }
  });
});
