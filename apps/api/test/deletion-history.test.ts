import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Knex } from 'knex';
import { BookingsRepository } from '../src/plugins/app/bookings/bookings-repository';
import { availableBackends, createTestDatabase } from '../src/testing';
import type { Database } from '../src/db/index';

/**
 * Deleting keeps the money trail (migration 0007, docs/decisions/027): the bookings and canteen orders that
 * have ended outlive the rooms, locations, users and companies they name, with those names; the bookings
 * that have not ended are cancelled by the API after the delete, in its transaction (docs/decisions/045).
 */
const NOW = new Date('2026-03-10T12:00:00Z');
const at = (iso: string) => new Date(iso);

interface World {
  locationId: number;
  roomIds: [number, number];
  companyId: number;
  userIds: [number, number];
  canteenId: number;
}

const insertId = async (knex: Knex, table: string, row: Record<string, unknown>): Promise<number> =>
  ((await knex(table).insert(row).returning('id')) as Array<{ id: number }>)[0]!.id;

/** A location with two rooms, a company with two users, and a canteen (location names are unique, migration 0008). */
async function world(knex: Knex, locationName = 'Harbour House'): Promise<World> {
  const locationId = await insertId(knex, 'locations', { name: locationName });
  const roomIds = [
    await insertId(knex, 'rooms', { name: 'Lighthouse', location_id: locationId, code: `a-${Math.random()}` }),
    await insertId(knex, 'rooms', { name: 'Anchor', location_id: locationId, code: `b-${Math.random()}` }),
  ] as [number, number];
  const companyId = await insertId(knex, 'companies', { name: 'Nordlys ApS' });
  const userIds = [
    await insertId(knex, 'users', { role: 'User', company_id: companyId, first_name: 'Ulla', last_name: 'Holm', email: `ulla${Math.random()}@x.dk` }),
    await insertId(knex, 'users', { role: 'User', company_id: companyId, first_name: 'Bo', last_name: 'Lind', email: `bo${Math.random()}@x.dk` }),
  ] as [number, number];
  const canteenId = await insertId(knex, 'canteens', { location_id: locationId, password: 'kantine' });
  return { locationId, roomIds, companyId, userIds, canteenId };
}

const book = (knex: Knex, roomId: number, userId: number, companyId: number | null, start: string, end: string) =>
  insertId(knex, 'bookings', { name: 'Meeting', room_id: roomId, user_id: userId, company_id: companyId, booking_start: at(start), booking_end: at(end) });

const bookingRow = (knex: Knex, id: number) =>
  knex('bookings')
    .where({ id })
    .first<{
      room_id: number | null;
      user_id: number | null;
      company_id: number | null;
      room_name: string | null;
      location_name: string | null;
      user_first_name: string | null;
      user_last_name: string | null;
      company_name: string | null;
    } | undefined>();

describe.each(availableBackends())('deletion keeps history (%s)', (backend) => {
  let db: Database;
  let bookings: BookingsRepository;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    bookings = new BookingsRepository(db.knex);
  });
  afterAll(() => db?.close());

  it('a deleted location: its ended bookings keep room and location names, the unfinished ones are cancelled', async () => {
    const knex = db.knex;
    const w = await world(knex);
    const ended = await book(knex, w.roomIds[0], w.userIds[0], w.companyId, '2026-03-09T08:00:00Z', '2026-03-09T09:00:00Z');
    const running = await book(knex, w.roomIds[1], w.userIds[0], w.companyId, '2026-03-10T11:45:00Z', '2026-03-10T12:15:00Z');
    const coming = await book(knex, w.roomIds[0], w.userIds[1], w.companyId, '2026-03-11T08:00:00Z', '2026-03-11T09:00:00Z');

    const cancelled = await knex.transaction(async (trx) => {
      await trx('locations').where({ id: w.locationId }).delete();
      return bookings.cancelOrphaned(NOW, trx);
    });

    expect(cancelled).toBe(2);
    expect(await bookingRow(knex, running)).toBeUndefined();
    expect(await bookingRow(knex, coming)).toBeUndefined();
    expect(await bookingRow(knex, ended)).toMatchObject({
      room_id: null,
      room_name: 'Lighthouse',
      location_name: 'Harbour House',
      user_id: w.userIds[0],
      user_first_name: null,
      company_id: w.companyId,
      company_name: null,
    });
  });

  it('a deleted company: its users go, their ended bookings and orders keep user and company names, and never read as a guest order', async () => {
    const knex = db.knex;
    const w = await world(knex, 'Fjord House');
    const ended = await book(knex, w.roomIds[0], w.userIds[1], w.companyId, '2026-03-02T08:00:00Z', '2026-03-02T10:00:00Z');
    const coming = await book(knex, w.roomIds[1], w.userIds[0], w.companyId, '2026-03-12T08:00:00Z', '2026-03-12T09:00:00Z');
    const order = await insertId(knex, 'canteen_orders', { canteen_id: w.canteenId, user_id: w.userIds[1], company_id: w.companyId, order_number: 1, total_ore: 4500 });
    const guestOrder = await insertId(knex, 'canteen_orders', { canteen_id: w.canteenId, order_number: 2, total_ore: 2500 });

    await knex.transaction(async (trx) => {
      await trx('companies').where({ id: w.companyId }).delete();
      expect(await bookings.cancelOrphaned(NOW, trx)).toBe(1);
    });

    expect(await knex('users').whereIn('id', w.userIds)).toEqual([]);
    expect(await bookingRow(knex, coming)).toBeUndefined();
    expect(await bookingRow(knex, ended)).toMatchObject({
      room_id: w.roomIds[0],
      room_name: null,
      user_id: null,
      user_first_name: 'Bo',
      user_last_name: 'Lind',
      company_id: null,
      company_name: 'Nordlys ApS',
    });
    const orders = await knex('canteen_orders')
      .whereIn('id', [order, guestOrder])
      .orderBy('id')
      .select('user_id', 'company_id', 'user_first_name', 'user_last_name', 'company_name');
    expect(orders).toEqual([
      { user_id: null, company_id: null, user_first_name: 'Bo', user_last_name: 'Lind', company_name: 'Nordlys ApS' },
      { user_id: null, company_id: null, user_first_name: null, user_last_name: null, company_name: null },
    ]);
  });

  it('a deleted room or user: only its own unfinished bookings are cancelled; another room keeps its bookings', async () => {
    const knex = db.knex;
    const w = await world(knex, 'Dock House');
    const otherRoom = await book(knex, w.roomIds[1], w.userIds[1], w.companyId, '2026-03-12T08:00:00Z', '2026-03-12T09:00:00Z');
    const deletedRooms = await book(knex, w.roomIds[0], w.userIds[1], w.companyId, '2026-03-12T08:00:00Z', '2026-03-12T09:00:00Z');
    const deletedUsers = await book(knex, w.roomIds[1], w.userIds[0], w.companyId, '2026-03-13T08:00:00Z', '2026-03-13T09:00:00Z');
    const endedOfUser = await book(knex, w.roomIds[1], w.userIds[0], w.companyId, '2026-03-03T08:00:00Z', '2026-03-03T09:00:00Z');

    await knex.transaction(async (trx) => {
      await trx('rooms').where({ id: w.roomIds[0] }).delete();
      await trx('users').where({ id: w.userIds[0] }).delete();
      expect(await bookings.cancelOrphaned(NOW, trx)).toBe(2);
    });

    expect(await bookingRow(knex, otherRoom)).toMatchObject({ room_id: w.roomIds[1], user_id: w.userIds[1] });
    expect(await bookingRow(knex, deletedRooms)).toBeUndefined();
    expect(await bookingRow(knex, deletedUsers)).toBeUndefined();
    expect(await bookingRow(knex, endedOfUser)).toMatchObject({ user_id: null, user_first_name: 'Ulla', user_last_name: 'Holm', room_name: null });
    // Kept history is read-only: a change or a delete of it finds nothing.
    expect(await bookings.findOwnership(endedOfUser)).toBeUndefined();
  });

  // PGlite is one connection: only PostgreSQL can hold a booking's write open while a delete runs.
  it.runIf(backend === 'pg')('a booking committed while its room is being deleted is cancelled by that delete, never left behind', async () => {
    const knex = db.knex;
    const w = await world(knex, 'Pier House');
    // The booking's insert holds its room's row (the foreign key's share lock) until it commits.
    const writer = await knex.transaction();
    const [written] = await writer('bookings')
      .insert({ name: 'Meeting', room_id: w.roomIds[0], user_id: w.userIds[0], company_id: w.companyId, booking_start: at('2026-03-20T08:00:00Z'), booking_end: at('2026-03-20T09:00:00Z') })
      .returning<Array<{ id: number }>>('id');
    const deleting = knex.transaction(async (trx) => {
      await trx('rooms').where({ id: w.roomIds[0] }).delete();
      return bookings.cancelOrphaned(NOW, trx);
    });
    // The delete waits for the booking's transaction; the booking then commits in the middle of the delete.
    await vi.waitFor(async () => {
      const waiting = await knex('pg_stat_activity').where({ datname: knex.raw('current_database()'), wait_event_type: 'Lock' }).count<Array<{ n: string | number }>>({ n: '*' });
      expect(Number(waiting[0]!.n)).toBe(1);
    });
    await writer.commit();
    expect(await deleting).toBe(1);
    expect(await bookingRow(knex, written!.id)).toBeUndefined();
  });

  it('a delete that orphans only ended bookings cancels nothing, and later deletes leave that history alone', async () => {
    const knex = db.knex;
    const w = await world(knex, 'Quay House');
    const ended = await book(knex, w.roomIds[0], w.userIds[0], w.companyId, '2026-03-05T08:00:00Z', '2026-03-05T09:00:00Z');
    const cancelled = await knex.transaction(async (trx) => {
      await trx('rooms').where({ id: w.roomIds[0] }).delete();
      return bookings.cancelOrphaned(NOW, trx);
    });
    expect(cancelled).toBe(0);
    const later = await knex.transaction(async (trx) => {
      await trx('users').where({ id: w.userIds[1] }).delete();
      return bookings.cancelOrphaned(new Date('2026-04-01T00:00:00Z'), trx);
    });
    expect(later).toBe(0);
    expect(await bookingRow(knex, ended)).toMatchObject({ room_id: null, room_name: 'Lighthouse', location_name: 'Quay House', user_id: w.userIds[0] });
  });
});
