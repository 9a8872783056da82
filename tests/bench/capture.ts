/**
 * In-process checks of `npm run bench` against the bench database: the SQL the API's repositories run
 * (captured through knex's `query` event, for the raw-driver floor) and the database round trips of each
 * measured call (the same event, counted while the API answers one request through `inject`).
 */
import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import { buildApp } from '@roombook/api/app';
import type { Database } from '@roombook/api/db/index';
import { BookingsRepository, newBookingColumns, type NewBooking } from '@roombook/api/plugins/app/bookings/bookings-repository';
import { UsersRepository } from '@roombook/api/plugins/app/users/users-repository';
import { TabletRepository } from '@roombook/api/plugins/app/tablet/tablet-repository';
import { CalendarFeedsRepository } from '@roombook/api/plugins/app/calendar-feeds/calendar-feeds-repository';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from '@roombook/domain/calendar-feeds/rules/feed-events';
import { dayWindow } from '@roombook/domain/time/windows';
import { Temporal } from 'temporal-polyfill';
import {
  bookingInsertBindings,
  bookingInsertOf,
  bookingListBindings,
  insertColumns,
  meBindings,
  tabletBookingsBindings,
  tabletCodeBindings,
  tabletRoomBindings,
  type RawSql,
} from './raw-queries';

interface Statement {
  sql: string;
  bindings: unknown[];
  /** Sent in the same write as another statement of a pipelined transaction (apps/api/src/db/direct.ts): no round trip of its own. */
  pipelined: boolean;
}

/** The statements knex sends while `work` runs, in order (nothing else may use `knex` meanwhile). */
async function statementsDuring(knex: Knex, work: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const listener = (query: { sql: string; bindings?: unknown[]; pipelined?: true }) =>
    seen.push({ sql: query.sql, bindings: query.bindings ?? [], pipelined: query.pipelined === true });
  knex.on('query', listener);
  try {
    await work();
  } finally {
    knex.off('query', listener);
  }
  return seen;
}

/** The one statement `work` sends, checked to take exactly `expected` as its bindings. */
async function onlyStatement(name: string, knex: Knex, work: () => Promise<unknown>, expected: (sql: string) => unknown[]): Promise<string> {
  const statements = await statementsDuring(knex, work);
  const [statement] = statements;
  if (!statement || statements.length !== 1) throw new Error(`${name}: expected one statement, saw ${statements.length}`);
  const bindings = expected(statement.sql);
  if (!isDeepStrictEqual(statement.bindings, bindings)) {
    throw new Error(
      `${name}: the repository now binds ${JSON.stringify(statement.bindings)} where raw-queries.ts supplies ${JSON.stringify(bindings)}; ` +
        'update raw-queries.ts to the new statement',
    );
  }
  return statement.sql;
}

/**
 * The SQL of the raw floor, from the repositories themselves: the session user (`me`, of a session that has
 * not ended), the booking list of
 * rooms over a window, and a booking insert (written in a transaction that is rolled back).
 */
export async function captureRawSql(
  knex: Knex,
  sample: { userId: number; sessionId: string; roomIds: number[]; window: { from: string; to: string }; booking: NewBooking; tablet: { code: string; roomId: number } },
): Promise<RawSql> {
  const users = new UsersRepository(knex);
  const bookings = new BookingsRepository(knex);
  const me = await onlyStatement('me', knex, () => users.findSignedIn(sample.userId, sample.sessionId), () => meBindings(sample.userId, sample.sessionId));
  const { from, to } = sample.window;
  const bookingList = await onlyStatement(
    'booking list',
    knex,
    () => bookings.listIn(sample.roomIds, { start: Temporal.Instant.from(from), end: Temporal.Instant.from(to) }),
    () => bookingListBindings(sample.roomIds, from, to),
  );
  const tablets = new TabletRepository(knex);
  const { code, roomId } = sample.tablet;
  const today = dayWindow(new Date().toISOString());
  const tabletCode = await onlyStatement('tablet code', knex, () => tablets.roomIdOfCode(code), () => tabletCodeBindings(code));
  const tabletRoom = await onlyStatement('tablet room', knex, () => tablets.room(roomId), () => tabletRoomBindings(roomId));
  const tabletBookings = await onlyStatement(
    'tablet bookings',
    knex,
    () => tablets.bookings(roomId, today),
    () => tabletBookingsBindings(roomId, today.start.toString(), today.end.toString()),
  );
  const trx = await knex.transaction();
  try {
    const bookingInsert = await onlyStatement(
      'booking insert',
      trx,
      () => bookings.insert(sample.booking, trx),
      // The insert's values, then the `limit 1` of the joined answer.
      (sql) => [...bookingInsertBindings(insertColumns(sql), newBookingColumns(sample.booking)), 1],
    );
    return { me, bookingList, bookingInsert: bookingInsertOf(bookingInsert), tabletCode, tabletRoom, tabletBookings };
  } finally {
    await trx.rollback();
  }
}

/**
 * The statement that reads a room's feed (`CalendarFeedsRepository.feed`, docs/decisions/105), with its bindings for
 * the feed's window from now: the floor of the feed bench runs it and answers its rows as text.
 */
export async function captureFeedSql(knex: Knex, roomId: number): Promise<{ sql: string; bindings: unknown[] }> {
  const now = Date.now();
  const window = { start: new Date(now - FEED_DAYS_BACK * 86_400_000), end: new Date(now + FEED_DAYS_AHEAD * 86_400_000) };
  const statements = await statementsDuring(knex, () => new CalendarFeedsRepository(knex).feed({ roomId }, window));
  const rows = statements.find((statement) => statement.sql.includes('from "bookings"'));
  if (!rows) throw new Error(`the feed's statement was not seen among ${statements.length}`);
  return { sql: rows.sql, bindings: rows.bindings };
}

export interface RoundTripCall {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  token: string;
  body?: unknown;
}

/**
 * How many round trips to the database each call makes (BEGIN and COMMIT included; a statement that a pipelined
 * transaction sends in one write with another counts with it), answered once by an in-process API on the bench
 * database; with the call's status, so a refused call is not taken for a cheap one.
 */
export async function countRoundTrips(
  db: Database,
  jwtSecret: string,
  calls: readonly RoundTripCall[],
): Promise<Array<{ name: string; roundTrips: number; status: number }>> {
  const app = await buildApp({
    db,
    config: { jwtSecret, loginRateLimitMax: 10, publicRateLimitMax: 10, logLevel: 'silent', webUrl: 'http://localhost:3000' },
  });
  try {
    const counted = [];
    for (const call of calls) {
      let status = 0;
      const statements = await statementsDuring(db.knex, async () => {
        const response = await app.inject({
          method: call.method,
          url: call.url,
          headers: { authorization: `Bearer ${call.token}` },
          ...(call.body === undefined ? {} : { payload: call.body as object }),
        });
        status = response.statusCode;
      });
      counted.push({ name: call.name, roundTrips: statements.filter((statement) => !statement.pipelined).length, status });
    }
    return counted;
  } finally {
    await app.close();
  }
}
