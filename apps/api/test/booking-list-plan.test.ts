import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../src/db/index';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { BookingsRepository, bookingJson } from '../src/plugins/app/bookings/bookings-repository';
import { availableBackends, createTestDatabase } from '../src/testing';

/**
 * The booking lists (`GET /api/booking/location/{id}` and `…/room/{id}`) answer a bounded range through
 * the GiST index of the `bookings_no_overlap` exclusion constraint (docs/decisions/018), not by reading
 * every booking: with 20,000 bookings stored and the statistics up to date, PostgreSQL's plan for the very
 * statement the repository sends (captured from knex, not a copy) scans that index and never the table.
 * The statement is a named (prepared) one, so PostgreSQL may plan it once for any rooms and window: the
 * generic plan is checked as well as the plan for the values at hand.
 */

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

const INDEX_SCANS = ['Index Scan', 'Index Only Scan', 'Bitmap Index Scan'];

/** 12 rooms at 3 locations; each room has a booking every day at 09:00 UTC for 1,667 days around 1 March 2027. */
const ROOMS = 12;
const BOOKINGS = 20_000;
const ANCHOR = '2027-03-01T09:00:00Z';
/** March 2027 in Copenhagen, as the calendar asks for a month. */
const MARCH = { start: Temporal.Instant.from('2027-03-01T00:00:00+01:00'), end: Temporal.Instant.from('2027-04-01T00:00:00+02:00') };

describe.runIf(availableBackends().includes('pg'))('the booking list query on PostgreSQL', () => {
  let db: Database;
  let client: pg.Client;
  let firstLocationRooms: number[] = [];
  let firstLocation = 0;

  beforeAll(async () => {
    db = await createTestDatabase('pg');
    const knex = db.knex;
    const locations = await knex('locations')
      .insert([1, 2, 3].map((n) => ({ name: `Plan house ${n}` })))
      .returning<Array<{ id: number }>>('id');
    const rooms = await knex('rooms')
      .insert(Array.from({ length: ROOMS }, (_, n) => ({ name: `Room ${n}`, location_id: locations[n % 3]!.id, code: `plan-${n}` })))
      .returning<Array<{ id: number; location_id: number }>>(['id', 'location_id']);
    const users = await knex('users')
      .insert(Array.from({ length: 4 }, (_, n) => ({ role: 'User', first_name: 'Plan', last_name: String(n), email: `plan${n}@plan.test` })))
      .returning<Array<{ id: number }>>('id');
    await knex.raw(
      `insert into bookings (name, room_id, user_id, booking_start, booking_end)
       select 'Plan ' || g.i, (?::integer[])[g.i % ? + 1], (?::integer[])[g.i % 4 + 1],
              ?::timestamptz + (g.i / ? - ?) * interval '1 day',
              ?::timestamptz + (g.i / ? - ?) * interval '1 day' + interval '1 hour'
         from generate_series(0, ? - 1) as g (i)`,
      [rooms.map((r) => r.id), ROOMS, users.map((u) => u.id), ANCHOR, ROOMS, Math.floor(BOOKINGS / ROOMS / 2), ANCHOR, ROOMS, Math.floor(BOOKINGS / ROOMS / 2), BOOKINGS],
    );
    await knex.raw('analyze');
    firstLocation = locations[0]!.id;
    firstLocationRooms = rooms.filter((r) => r.location_id === firstLocation).map((r) => r.id);
    const { connectionString } = knex.client.config.connection as { connectionString: string };
    client = new pg.Client({ connectionString });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await db?.close();
  });

  const window = () => [MARCH.start, MARCH.end].map((at) => `${client.escapeLiteral(at.toString())}::timestamptz`);
  /**
   * The statements of the lists, each as the one statement the repository sends for a month of a location's
   * rooms, its answer, and its bindings as SQL literals: the location's (`locationList`) and the rooms'
   * (`listWritten`).
   */
  const LISTS = {
    location: {
      list: (bookings: BookingsRepository) => bookings.locationList(firstLocation, MARCH).then((found) => found?.bookings ?? []),
      literals: () => [String(firstLocation), ...window(), String(firstLocation)],
    },
    rooms: {
      list: (bookings: BookingsRepository) => bookings.listWritten(firstLocationRooms, MARCH),
      literals: () => [`'{${firstLocationRooms.join(',')}}'::integer[]`, ...window()],
    },
  };

  async function listStatement(kind: keyof typeof LISTS) {
    const seen: Array<{ sql: string; bindings: unknown[] }> = [];
    const listener = (query: { sql: string; bindings?: unknown[] }) => seen.push({ sql: query.sql, bindings: query.bindings ?? [] });
    db.knex.on('query', listener);
    try {
      const written = await LISTS[kind].list(new BookingsRepository(db.knex));
      const answered = written.map((booking) => JSON.parse(bookingJson(booking, true)) as Booking);
      expect(seen).toHaveLength(1);
      return { ...seen[0]!, answered, literals: LISTS[kind].literals() };
    } finally {
      db.knex.off('query', listener);
    }
  }

  const expectIndexedPlan = (plan: PlanNode, indexName: string) => {
    const nodes = nodesOf(plan);
    const shown = JSON.stringify(plan, null, 1);
    expect(
      nodes.some((node) => INDEX_SCANS.includes(node['Node Type']) && node['Index Name'] === indexName),
      `an index scan on ${indexName} in ${shown}`,
    ).toBe(true);
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'bookings'), shown).toEqual([]);
  };

  it.each(Object.keys(LISTS) as Array<keyof typeof LISTS>)('holds the data the plan is asked about (%s): 20,000 bookings, a month of a location is 4 rooms × 31 days', async (kind) => {
    expect(Number((await db.knex('bookings').count<Array<{ n: string }>>({ n: '*' }))[0]!.n)).toBe(BOOKINGS);
    const { answered } = await listStatement(kind);
    expect(answered).toHaveLength(4 * 31);
    expect(new Set(answered.map((booking) => booking.roomId))).toEqual(new Set(firstLocationRooms));
  });

  it.each(Object.keys(LISTS) as Array<keyof typeof LISTS>)("plans a month of a location's bookings (%s) as a scan of the bookings_no_overlap index, never of the table", async (kind) => {
    const { sql, bindings, literals } = await listStatement(kind);
    const { rows: constraint } = await client.query<{ index: string }>(
      `select conindid::regclass::text as index from pg_constraint where conname = 'bookings_no_overlap'`,
    );
    const indexName = constraint[0]!.index;

    // The plan for these rooms and this month.
    const custom = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (format json) ${sql}`, bindings);
    expectIndexedPlan(custom.rows[0]!['QUERY PLAN'][0]!.Plan, indexName);

    // The plan PostgreSQL may keep for the named statement: one for any rooms and window.
    await client.query(`prepare bookings_list_plan_${kind} as ${sql}`);
    await client.query('set plan_cache_mode = force_generic_plan');
    expect(bindings).toHaveLength(literals.length);
    const generic = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (format json) execute bookings_list_plan_${kind}(${literals.join(', ')})`);
    expectIndexedPlan(generic.rows[0]!['QUERY PLAN'][0]!.Plan, indexName);
  });
});
