/**
 * The raw-driver floor for `npm run bench`: a bare fastify app whose endpoints run the API's own SQL
 * (captured from its repositories, see raw-queries.ts) straight through `pg`, with one pool of the API's
 * size, and no authentication, validation or serialisation schema. Each endpoint is the least a server
 * must do to answer the same question from the same database; a statement the API prepares is prepared
 * here too, so that the ratio compares the servers, not the ways of sending a statement.
 *
 * Environment: PORT, DATABASE_URL, RAW_SQL (the JSON of a `RawSql`, written by the bench runner), and
 * REPORT_SQL (optional: the reports' statements by name, as pg runs them; reports.ts), and FEED_SQL (optional: a
 * room feed's statement, with its bindings, as knex sends it).
 */
import Fastify from 'fastify';
import pg from 'pg';
import { setPgTypeParsers } from '@roombook/api/db/type-parsers';
import { dayWindow } from '@roombook/domain/time/windows';
import {
  LIMIT_LOCK,
  bookingInsertBindings,
  bookingListBindings,
  insertColumns,
  meBindings,
  tabletBookingsBindings,
  tabletCodeBindings,
  tabletRoomBindings,
  type RawSql,
} from './raw-queries';

setPgTypeParsers();
// The API's pool size (apps/api/src/db/index.ts).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const sql = JSON.parse(process.env.RAW_SQL ?? 'null') as RawSql | null;
if (!sql) throw new Error('RAW_SQL is not set');
const columns = insertColumns(sql.bookingInsert);
type RawStatement = { sql: string; bindings: unknown[]; withoutJit?: boolean };
const reportSql = JSON.parse(process.env.REPORT_SQL ?? '{}') as Record<string, RawStatement | RawStatement[]>;
const feedSql = JSON.parse(process.env.FEED_SQL ?? 'null') as { sql: string; bindings: unknown[] } | null;

const app = Fastify({ logger: false });

// The statements the API runs as prepared statements (directRows, docs/decisions/046) are prepared here too,
// under a name of their own: the floor may skip nothing that a server is free to skip.
app.get('/api/health', async () => {
  await pool.query({ name: 'health', text: 'select 1' });
  return { status: 'ok', database: 'pg' };
});

app.get<{ Params: { id: string; session: string } }>('/me/:id/:session', async (request, reply) => {
  const [row] = (await pool.query({ name: 'me', text: sql.me, values: meBindings(Number(request.params.id), request.params.session) })).rows;
  return row ?? reply.code(404).send({ message: 'Not found', statusCode: 404 });
});

/** `?rooms=1,2,3&from=…&to=…`: the bookings of the rooms overlapping [from, to), by start. */
app.get<{ Querystring: { rooms: string; from: string; to: string } }>('/bookings', async (request) => {
  const { rooms, from, to } = request.query;
  return (await pool.query({ name: 'list', text: sql.bookingList, values: bookingListBindings(rooms.split(',').map(Number), from, to) })).rows;
});

/**
 * The room tablet's state (`GET /api/tablet/state`, docs/decisions/100): the room of the code, then the room and
 * its bookings of today side by side, as the API reads them; the rows as JSON.
 */
app.get<{ Params: { code: string } }>('/tablet/:code', async (request, reply) => {
  const [found] = (await pool.query<{ id: number }>({ name: 'tablet-code', text: sql.tabletCode, values: tabletCodeBindings(request.params.code) })).rows;
  if (!found) return reply.code(401).send({ message: 'This tablet needs to be set up again', statusCode: 401 });
  const today = dayWindow(new Date().toISOString());
  const [room, bookings] = await Promise.all([
    pool.query({ name: 'tablet-room', text: sql.tabletRoom, values: tabletRoomBindings(found.id) }),
    pool.query({ name: 'tablet-bookings', text: sql.tabletBookings, values: tabletBookingsBindings(found.id, today.start.toString(), today.end.toString()) }),
  ]);
  return { room: room.rows[0], bookings: bookings.rows };
});

/** The API's answer to a taken slot (the exclusion constraint, or a deadlock between two inserts); any other error is thrown. */
const taken = (error: unknown) => {
  const code = (error as { code?: string }).code;
  if (code === '23P01' || code === '40P01') return { message: 'taken', statusCode: 409 };
  throw error;
};

/** One booking row (every column the API writes, its price included) into the same table, same constraints. */
app.post<{ Body: Record<string, unknown> }>('/booking', async (request, reply) => {
  try {
    const [row] = (await pool.query<{ id: number }>({ name: 'insert', text: sql.bookingInsert, values: bookingInsertBindings(columns, request.body) })).rows;
    return await reply.code(201).send(row);
  } catch (error) {
    const answer = taken(error);
    return reply.code(409).send(answer);
  }
});

/**
 * The same row as a booking that company limits bind (`room_id`, `company_id` of the row): in a
 * transaction, the lock of the room and the company (LIMIT_LOCK), then the insert, then commit.
 */
app.post<{ Body: Record<string, unknown> }>('/booking-locked', async (request, reply) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query({ name: 'lock', text: LIMIT_LOCK, values: [request.body.room_id, request.body.company_id] });
    const [row] = (await client.query<{ id: number }>({ name: 'insert', text: sql.bookingInsert, values: bookingInsertBindings(columns, request.body) })).rows;
    await client.query('commit');
    return await reply.code(201).send(row);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    const answer = taken(error);
    return reply.code(409).send(answer);
  } finally {
    client.release();
  }
});

/** A room's feed: the API's statement of its bookings, each row as a line of text (docs/decisions/105). */
app.get('/feed', async (_request, reply) => {
  if (!feedSql) return reply.code(404).send({ message: 'Not found', statusCode: 404 });
  const { rows } = await pool.query<Record<string, unknown>>({ name: 'feed', text: feedSql.sql, values: feedSql.bindings });
  const lines = rows.map((row) => Object.values(row).map((value) => (value instanceof Date ? value.toISOString() : String(value))).join('\t'));
  return reply.header('content-type', 'text/plain; charset=utf-8').send(lines.join('\n'));
});

/** A statement's rows; one that asks to run without JIT in a transaction of its own, as the API runs it. */
async function rowsOf({ sql, bindings, withoutJit }: RawStatement): Promise<unknown[]> {
  if (!withoutJit) return (await pool.query(sql, bindings)).rows;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query("select set_config('jit', 'off', true)");
    const { rows } = await client.query(sql, bindings);
    await client.query('commit');
    return rows;
  } finally {
    client.release();
  }
}

/**
 * A report's own statement, its rows as JSON: the least a server must do to answer the report's rows. A list of
 * statements (Insights' three) is run at once, as the API runs them, and answered as a list of their rows.
 */
app.get<{ Params: { name: string } }>('/report/:name', async (request, reply) => {
  const statement = reportSql[request.params.name];
  if (!statement) return reply.code(404).send({ message: 'Not found', statusCode: 404 });
  if (Array.isArray(statement)) return Promise.all(statement.map(rowsOf));
  return (await pool.query(statement.sql, statement.bindings)).rows;
});

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.info(`raw pg floor listening on ${process.env.PORT}`);
