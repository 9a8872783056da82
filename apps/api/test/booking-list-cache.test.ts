import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { buildApp } from '../src/app';
import { jsonColumn } from '../src/db/json-column';
import { BookingListCache, keptList } from '../src/plugins/app/bookings/booking-list-cache';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, daysAhead, login } from './helpers';

/**
 * The booking lists an API process keeps (docs/decisions/047): `GET /api/booking/location/{id}` answers
 * what the database holds, whoever changed it. Every change here is written straight into the database,
 * past the API that keeps the list (as another API process, or a person with psql, would write it), so
 * only the versions of migration 0014 can tell that API about it.
 */

/** A Copenhagen wall time some months from today (past the demo data), as an ISO instant. */
const ahead = (days: number, time: string): string => daysAhead(120 + days, time);

const RANGE = { from: ahead(0, '00:00'), to: ahead(14, '00:00') };

describe.each(availableBackends())('the booking lists an API keeps, on %s', (backend) => {
  let t: TestApp;
  let knex: Knex;
  const tokens: Record<string, string> = {};
  const id: Record<string, number> = {};
  /** The statements the API sent (knex's `query` event), to tell a kept list from one read again. */
  const sent: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ backend });
    knex = t.db.knex;
    for (const who of ['user', 'owner', 'admin', 'newcomer']) tokens[who] = (await login(t.app, `${who}@roombook.test`)).token;
    const idOf = async (table: string, where: Record<string, string>) => (await knex(table).where(where).first<{ id: number }>('id'))!.id;
    id.copenhagen = await idOf('locations', { name: 'Copenhagen Harbour House' });
    id.aarhus = await idOf('locations', { name: 'Aarhus Dokk Offices' });
    id.andersen = await idOf('rooms', { name: 'Andersen' });
    id.blixen = await idOf('rooms', { name: 'Blixen' });
    id.nordlys = await idOf('companies', { name: 'Nordlys ApS' });
    id.havblik = await idOf('companies', { name: 'Havblik A/S' });
    id.user = await idOf('users', { email: 'user@roombook.test' });
    id.newcomer = await idOf('users', { email: 'newcomer@roombook.test' });
    knex.on('query', (query: { sql: string }) => sent.push(query.sql));
  });
  afterAll(() => t?.close());

  /** A booking written straight into the database, with a fixed price of `total` øre. */
  const insertBooking = async (name: string, roomId: number, userId: number, companyId: number, day: number, total: number, hour = 9) => {
    const [row] = await knex('bookings')
      .insert({
        name,
        room_id: roomId,
        user_id: userId,
        company_id: companyId,
        booking_start: ahead(day, `${String(hour).padStart(2, '0')}:00`),
        booking_end: ahead(day, `${String(hour + 1).padStart(2, '0')}:00`),
        hourly_rate_ore: total,
        discount_percent: 0,
        total_ore: total,
        discount_ore: 0,
        total_with_discount_ore: total,
        total_with_tax_ore: Math.round(total * 1.25),
      })
      .returning<Array<{ id: number }>>('id');
    return row!.id;
  };

  const listOf = async (app: FastifyInstance, who: string, locationId = id.copenhagen!): Promise<Booking[]> => {
    const res = await call(app, contract.booking.byLocation, { token: tokens[who], params: { id: locationId }, query: RANGE });
    expect(res.statusCode, res.body).toBe(200);
    return contract.booking.byLocation.response.parse(res.json());
  };

  /** The list, and whether answering it read the bookings (rather than the kept list). */
  const listed = async (who: string, locationId = id.copenhagen!) => {
    sent.length = 0;
    const bookings = await listOf(t.app, who, locationId);
    return { bookings, readBookings: sent.some((sql) => /from "bookings" as "b"/.test(sql)) };
  };

  it('answers every change written past it, from the first list on, and reads the bookings again only after one', async () => {
    const first = await insertBooking('Kept list', id.andersen!, id.user!, id.nordlys!, 1, 10_000);
    expect((await listed('admin')).bookings.map((b) => b.name)).toEqual(['Kept list']);
    // Nothing changed: the kept list, without reading the bookings.
    expect(await listed('admin')).toMatchObject({ readBookings: false, bookings: [{ id: first, name: 'Kept list' }] });
    // A change that no list shows keeps it: a user's phone number, a room's seats, a company's discount.
    await knex('users').where({ id: id.user }).update({ mobile: '+4520999999' });
    await knex('rooms').where({ id: id.andersen }).update({ seats_number: 13 });
    await knex('companies').where({ id: id.nordlys }).update({ discount_percent: 11 });
    expect((await listed('admin')).readBookings).toBe(false);

    const changes: Array<[string, () => Promise<unknown>, (bookings: Booking[]) => void]> = [
      ['a new booking', () => insertBooking('Second', id.blixen!, id.user!, id.nordlys!, 2, 20_000), (b) => expect(b.map((x) => x.name)).toEqual(['Kept list', 'Second'])],
      ['a renamed booking', () => knex('bookings').where({ id: first }).update({ name: 'Renamed' }), (b) => expect(b[0]!.name).toBe('Renamed')],
      ['a moved booking', () => knex('bookings').where({ id: first }).update({ booking_start: ahead(3, '09:00'), booking_end: ahead(3, '10:00') }), (b) => expect(b.map((x) => x.name)).toEqual(['Second', 'Renamed'])],
      ['a renamed booker', () => knex('users').where({ id: id.user }).update({ first_name: 'Emilie' }), (b) => expect(b.map((x) => x.user.firstName)).toEqual(['Emilie', 'Emilie'])],
      ['a renamed company', () => knex('companies').where({ id: id.nordlys }).update({ name: 'Nordlys Group ApS' }), (b) => expect(b[0]!.user.company?.name).toBe('Nordlys Group ApS')],
      ['a renamed room', () => knex('rooms').where({ id: id.blixen }).update({ name: 'Blixen Lounge' }), (b) => expect(b[0]!.room.name).toBe('Blixen Lounge')],
      ['a renamed location', () => knex('locations').where({ id: id.copenhagen }).update({ name: 'Harbour House' }), (b) => expect(b[0]!.room.location.name).toBe('Harbour House')],
      ['a deleted booking', () => knex('bookings').where({ id: first }).delete(), (b) => expect(b.map((x) => x.name)).toEqual(['Second'])],
    ];
    for (const [change, write, check] of changes) {
      await write();
      const after = await listed('admin');
      expect(after.readBookings, change).toBe(true);
      check(after.bookings);
      expect((await listed('admin')).readBookings, `${change}, listed again`).toBe(false);
    }
  });

  it('drops a room that moves to another location from its old list and adds it to the new one, both kept before', async () => {
    const moved = await insertBooking('Moving room', id.blixen!, id.user!, id.nordlys!, 5, 10_000);
    expect((await listed('admin')).bookings.map((b) => b.id)).toContain(moved);
    expect((await listed('admin', id.aarhus)).bookings.map((b) => b.id)).not.toContain(moved);
    await knex('rooms').where({ id: id.blixen }).update({ location_id: id.aarhus });
    try {
      expect((await listed('admin')).bookings.map((b) => b.id)).not.toContain(moved);
      expect((await listed('admin', id.aarhus)).bookings.find((b) => b.id === moved)?.room.location.id).toBe(id.aarhus);
    } finally {
      await knex('rooms').where({ id: id.blixen }).update({ location_id: id.copenhagen });
    }
    expect((await listed('admin')).bookings.map((b) => b.id)).toContain(moved);
    // The deleted room's bookings leave the list (the delete keeps them as history without their room).
    const doomed = await knex('rooms')
      .insert({ name: 'Short-lived', location_id: id.copenhagen, code: 'cache-short-lived' })
      .returning<Array<{ id: number }>>('id');
    const gone = await insertBooking('In a doomed room', doomed[0]!.id, id.user!, id.nordlys!, 6, 10_000);
    expect((await listed('admin')).bookings.map((b) => b.id)).toContain(gone);
    await knex('rooms').where({ id: doomed[0]!.id }).delete();
    expect((await listed('admin')).bookings.map((b) => b.id)).not.toContain(gone);
  });

  it('decides who sees which cost on every answer, whoever asked first', async () => {
    await insertBooking('Havblik meeting', id.andersen!, id.newcomer!, id.havblik!, 8, 30_000);
    await insertBooking('Nordlys meeting', id.blixen!, id.user!, id.nordlys!, 8, 40_000);
    const costs = (bookings: Booking[]) =>
      Object.fromEntries(bookings.filter((b) => b.name.endsWith(' meeting')).map((b) => [b.name, b.bookingCost?.total ?? null]));
    // In turns, so that each viewer is answered from a list another viewer filled.
    for (const round of [1, 2]) {
      expect(costs((await listed('newcomer')).bookings), `round ${round}`).toEqual({ 'Havblik meeting': 30_000, 'Nordlys meeting': null });
      expect(costs((await listed('owner')).bookings), `round ${round}`).toEqual({ 'Havblik meeting': null, 'Nordlys meeting': 40_000 });
      expect(costs((await listed('admin')).bookings), `round ${round}`).toEqual({ 'Havblik meeting': 30_000, 'Nordlys meeting': 40_000 });
    }
    // A Havblik user is not shown Aarhus at all (not their company's location), kept list or not.
    await listed('admin', id.aarhus);
    const refused = await call(t.app, contract.booking.byLocation, { token: tokens.newcomer, params: { id: id.aarhus! }, query: RANGE });
    expect(refused.statusCode).toBe(404);
  });

  it("keeps a location's change rows few, and its list right across their compaction", async () => {
    const rows = async () => Number((await knex('booking_list_changes').where({ location_id: id.aarhus }).count<Array<{ count: string }>>('* as count'))[0]!.count);
    const aros = (await knex('rooms').where({ name: 'Aros' }).first<{ id: number }>('id'))!.id;
    await listed('admin', id.aarhus);
    // One row per statement: 40 bookings written one at a time.
    for (let n = 0; n < 40; n++) await insertBooking(`Compacted ${n}`, aros, id.user!, id.nordlys!, n % 13, 1_000 + n, 8 + Math.floor(n / 13));
    expect(await rows()).toBeGreaterThanOrEqual(40);
    const before = (await listed('admin', id.aarhus)).bookings;
    expect(before.filter((b) => b.name.startsWith('Compacted '))).toHaveLength(40);
    expect(await rows()).toBe(1);
    // The same version after the compaction: the list is kept; a change after it is seen.
    expect((await listed('admin', id.aarhus)).readBookings).toBe(false);
    await knex('bookings').where({ name: 'Compacted 7' }).delete();
    const after = await listed('admin', id.aarhus);
    expect(after.readBookings).toBe(true);
    expect(after.bookings.filter((b) => b.name.startsWith('Compacted '))).toHaveLength(39);
  });

  it("leaves no dead change rows for a location's stamp to read after it compacts a burst of writes", async () => {
    /**
     * How many of the location's change rows its index still lists, dead ones too: a bitmap scan returns
     * every entry that no vacuum has removed (nor an index scan marked dead), and the stamp reads each one.
     */
    const indexed = () =>
      knex.transaction(async (trx) => {
        for (const setting of ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan']) await trx.raw(`set local ${setting} = off`);
        const { rows } = await trx.raw<{ rows: Array<{ 'QUERY PLAN': unknown }> }>(
          'explain (analyze, format json) select sum(changes) from booking_list_changes where location_id = ?::integer',
          [id.aarhus!],
        );
        type Node = { 'Node Type': string; 'Actual Rows': number; Plans?: Node[] };
        const nodes = (node: Node): Node[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
        const [plan] = jsonColumn<Array<{ Plan: Node }>>(rows[0]!['QUERY PLAN'] as string);
        const scan = nodes(plan!.Plan).find((node) => node['Node Type'] === 'Bitmap Index Scan');
        expect(scan, 'a bitmap scan of the change rows index').toBeDefined();
        return scan!['Actual Rows'];
      });
    await listed('admin', id.aarhus);
    // The rows of 2,000 bookings written at the location with no list read in between (as a bulk import would).
    await knex.raw('insert into booking_list_changes (location_id) select ?::integer from generate_series(1, 2000)', [id.aarhus!]);
    expect(await indexed()).toBeGreaterThan(2_000);
    expect((await listed('admin', id.aarhus)).readBookings).toBe(true);
    expect(await indexed()).toBe(1);
    // The version the compaction kept: the list is still the kept one.
    expect((await listed('admin', id.aarhus)).readBookings).toBe(false);
  });

  it('answers the same lists as an API that has kept nothing', async () => {
    const cold = await buildApp({ db: t.db, config: t.config });
    try {
      for (const who of ['user', 'owner', 'admin', 'newcomer']) expect(await listOf(t.app, who), who).toEqual(await listOf(cold, who));
    } finally {
      await cold.close();
    }
  });
});

describe('BookingListCache', () => {
  const bookings = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i }) as unknown as Booking);

  it('answers a list only at the version it was read at, and forgets an older one', () => {
    const cache = new BookingListCache();
    cache.set('a', '1 1', keptList(bookings(2)));
    expect(cache.get('a', '1 1')?.bookings).toHaveLength(2);
    expect(cache.get('a', '2 1')).toBeUndefined();
    expect(cache.get('a', '1 1')).toBeUndefined();
    expect(cache.size).toEqual({ lists: 0, bookings: 0 });
  });

  it('keeps at most its lists and bookings, forgetting the least recently used first', () => {
    const cache = new BookingListCache({ lists: 2, bookings: 10 });
    cache.set('a', 'v', keptList(bookings(4)));
    cache.set('b', 'v', keptList(bookings(4)));
    cache.get('a', 'v');
    cache.set('c', 'v', keptList(bookings(1)));
    expect([cache.get('a', 'v')?.bookings.length, cache.get('b', 'v'), cache.get('c', 'v')?.bookings.length]).toEqual([4, undefined, 1]);
    // 14 bookings: 'a', the least recently used, goes; 'c' and 'd' make 10.
    cache.set('d', 'v', keptList(bookings(9)));
    expect([cache.get('a', 'v'), cache.get('c', 'v')?.bookings.length, cache.get('d', 'v')?.bookings.length]).toEqual([undefined, 1, 9]);
    expect(cache.size).toEqual({ lists: 2, bookings: 10 });
    // A list longer than the cache holds is never kept, and does not push the others out.
    cache.set('e', 'v', keptList(bookings(11)));
    expect([cache.get('e', 'v'), cache.get('d', 'v')?.bookings.length]).toEqual([undefined, 9]);
  });
});
