/**
 * The SQL of the raw-driver floor (raw-pg.ts) and the bindings it runs with.
 *
 * The SQL text is not retyped: the bench captures it from the API's own repositories through knex's
 * `query` event (capture.ts), so the floor runs the very statements the API runs. The bindings are supplied
 * here, in the order each statement takes them; capture.ts checks them once against the bindings knex
 * produced for the same inputs, so a change in a repository stops the bench instead of silently measuring
 * something else.
 */

/** The captured statements (knex's native SQL, `$1, $2 …`). */
export interface RawSql {
  /**
   * `UsersRepository.findSignedIn`: the one query of `GET /api/user/me` (of every bearer call), the user with
   * their company if the access token's session has not ended (docs/decisions/078).
   */
  me: string;
  /**
   * `BookingsRepository.listIn`: the bookings of rooms overlapping a window, a row each. The list calls read
   * the same bookings with `locationList` (docs/decisions/066), one statement that answers them as text for
   * the API to write; the floor answers the rows, as a server with nothing but a driver would.
   */
  bookingList: string;
  /**
   * The insert of `BookingsRepository.insert`: one booking with its fixed price (`POST /api/booking/`). The
   * API writes the row and answers it joined to its room, location, booker and company in one statement
   * (`with "written" as (insert … returning *) select …`); the floor runs the insert alone.
   */
  bookingInsert: string;
  /** `TabletRepository.roomIdOfCode`: the room of a tablet code (every tablet call's authentication, docs/decisions/100). */
  tabletCode: string;
  /** `TabletRepository.room`: the room as its tablet shows it. */
  tabletRoom: string;
  /** `TabletRepository.bookings`: the room's bookings of a day with their companies' names. */
  tabletBookings: string;
}

/**
 * The lock a booking that company limits bind waits for before it is checked and written: the
 * transaction-scoped advisory lock of the room and the company, with the same two-integer key as
 * `bookings_under_limit_lock` (migration 0015, called by the target read of `BookingsRepository.book`), so that the floor's
 * bookings queue behind each other exactly where the API's do. Bindings: the room, the company.
 */
export const LIMIT_LOCK = 'select pg_advisory_xact_lock($1::integer, $2::integer)';

/** `findSignedIn(userId, sessionId)`: the user id, then the session (the refresh-token family the access token names). */
export const meBindings = (userId: number, sessionId: string): unknown[] => [userId, sessionId];

/**
 * `listIn(roomIds, window)`: the rooms (`unnest(?::integer[])`), then the window's start and end, written as the
 * API writes a whole millisecond (`instantText`: Date's ISO text).
 */
export const bookingListBindings = (roomIds: readonly number[], from: string, to: string): unknown[] => [
  [...roomIds],
  new Date(from).toISOString(),
  new Date(to).toISOString(),
];

/** The `insert into "bookings" (…) values (…) returning *` inside the statement of `BookingsRepository.insert`. */
export const bookingInsertOf = (sql: string): string => {
  const insert = /insert into "bookings" \([^)]*\) values \([^)]*\) returning \*/.exec(sql)?.[0];
  if (insert === undefined) throw new Error(`no insert into bookings in: ${sql}`);
  return insert;
};

/** The columns of `insert into "bookings" ("a", "b", …) values …`, in the statement's order. */
export const insertColumns = (sql: string): string[] => {
  const list = /^insert into "bookings" \(([^)]*)\) values/.exec(bookingInsertOf(sql))?.[1];
  if (list === undefined) throw new Error(`not an insert into bookings: ${sql}`);
  return list.split(',').map((column) => column.trim().replace(/^"|"$/g, ''));
};

/** A booking row (column → value) as the insert's bindings; every column the statement names must be given. */
export const bookingInsertBindings = (columns: readonly string[], row: Readonly<Record<string, unknown>>): unknown[] =>
  columns.map((column) => {
    if (!(column in row)) throw new Error(`the booking insert writes "${column}", which the bench row does not give`);
    return row[column];
  });

/** `roomIdOfCode(code)`: the code, then knex's `limit 1` of `first()`. */
export const tabletCodeBindings = (code: string): unknown[] => [code, 1];

/** `room(roomId)`: the room, then `limit 1`. */
export const tabletRoomBindings = (roomId: number): unknown[] => [roomId, 1];

/** `bookings(roomId, day)`: the room, then the day's start and end as Temporal writes an instant. */
export const tabletBookingsBindings = (roomId: number, from: string, to: string): unknown[] => [roomId, from, to];
