import type { Knex } from 'knex';
import { jsonColumn } from '../../../db/json-column';
import type { FixedPrice } from '@roombook/domain/bookings/rules/booking-price';
import type { TargetRoom } from '@roombook/domain/bookings/rules/booking-refusal';
import type { RoomBooking } from '@roombook/domain/bookings/rules/counted-bookings';
import type { BookedInterval } from '@roombook/domain/time/usage';
import type { Booking } from '@roombook/domain/bookings/schemas';
import type { TimeWindow } from '@roombook/domain/time/windows';
import type { Executor } from '../../../db/executor';
import { directRows, directStatement, namedStatement, preparedRows, type DirectExecutor, type DirectStatement, type NamedStatement } from '../../../db/direct';
import { instantText, isoFromUtcText, utcText } from '../../../db/instants';
import type { Deps } from '../../../deps';

/** A booking's own columns, as a create or a change writes them (the booker and company only on create). */
export interface BookingFields {
  name: string;
  roomId: number;
  bookingStart: string;
  bookingEnd: string;
  price: FixedPrice;
}

export interface NewBooking extends BookingFields {
  userId: number;
  /** The company the booking counts against: the booker's at booking time (null without one). */
  companyId: number | null;
}

/** The columns of a fixed price (migration 0003). */
export const priceColumns = (price: FixedPrice) => ({
  hourly_rate_ore: price.hourlyRate,
  discount_percent: price.discountPercent,
  total_ore: price.total,
  discount_ore: price.discount,
  total_with_discount_ore: price.totalWithDiscount,
  total_with_tax_ore: price.totalWithTax,
});

/** The row of a new booking, column by column (the benchmark's raw inserts write the same). */
export const newBookingColumns = (booking: NewBooking) => ({
  name: booking.name,
  room_id: booking.roomId,
  user_id: booking.userId,
  company_id: booking.companyId,
  booking_start: booking.bookingStart,
  booking_end: booking.bookingEnd,
  ...priceColumns(booking.price),
});

/**
 * Bookings overlapping the window, as `tstzrange(start, end) && tstzrange(from, to)` (half-open on both
 * sides): with `room_id = ?` it is answered by the GiST index of the `bookings_no_overlap` constraint.
 */
const OVERLAPS = 'tstzrange(b.booking_start, b.booking_end) && tstzrange(?::timestamptz, ?::timestamptz)';
const overlapping = (window: TimeWindow): [string, string[]] => [OVERLAPS, [instantText(window.start), instantText(window.end)]];

/** Each column of `newBookingColumns` with its type: an insert from a select names them (`insertWhileTargetHolds`). */
const NEW_BOOKING_TYPES = {
  name: 'text',
  room_id: 'integer',
  user_id: 'integer',
  company_id: 'integer',
  booking_start: 'timestamptz',
  booking_end: 'timestamptz',
  hourly_rate_ore: 'integer',
  discount_percent: 'numeric',
  total_ore: 'bigint',
  discount_ore: 'bigint',
  total_with_discount_ore: 'bigint',
  total_with_tax_ore: 'bigint',
} as const satisfies Record<keyof ReturnType<typeof newBookingColumns>, string>;

type NewBookingColumn = keyof typeof NEW_BOOKING_TYPES;
const NEW_BOOKING_COLUMNS = Object.keys(NEW_BOOKING_TYPES) as NewBookingColumn[];
/** The columns a change writes: all but the booker and the company (and `updated_at`, now). */
const CHANGED_COLUMNS = NEW_BOOKING_COLUMNS.filter((name) => name !== 'user_id' && name !== 'company_id');
type ChangeParam = 'id' | Exclude<NewBookingColumn, 'user_id' | 'company_id'>;

/** The facts of a target that `insertWhileTargetHolds` writes under. */
type GuardParam = 'roomId' | 'roomName' | 'roomActive' | 'locationId' | 'dailyLimit' | 'weeklyLimit' | 'hourlyRate' | 'locationActive' | 'companyId' | 'discountPercent';

/** `insertWhileTargetHolds`'s write: the new row, only while the room, its location and the discount are the target's. */
const guardedInsertQuery = (db: Knex, p: (name: NewBookingColumn | GuardParam) => string) =>
  db.raw(
    `insert into bookings (${NEW_BOOKING_COLUMNS.map(() => '??').join(', ')})
     select ${NEW_BOOKING_COLUMNS.map((name) => `?::${NEW_BOOKING_TYPES[name]}`).join(', ')}
      where exists (
        select 1 from rooms r join locations l on l.id = r.location_id
         where r.id = ?::integer and r.name = ?::text and r.is_active = ?::boolean and r.location_id = ?::integer
           and r.daily_limit = ?::integer and r.weekly_limit = ?::integer and r.hourly_rate_ore is not distinct from ?::integer
           and l.id = ?::integer and l.is_active = ?::boolean
           and coalesce((select c.discount_percent from companies c where c.id = ?::integer), 0) = ?::numeric)
     returning *`,
    [
      ...NEW_BOOKING_COLUMNS,
      ...NEW_BOOKING_COLUMNS.map((name) => p(name)),
      ...(
        ['roomId', 'roomName', 'roomActive', 'locationId', 'dailyLimit', 'weeklyLimit', 'hourlyRate', 'locationId', 'locationActive', 'companyId', 'discountPercent'] as const
      ).map((name) => p(name)),
    ],
  );

type TargetParam = 'roomId' | 'discountOf' | 'exceptId' | 'start' | 'end' | 'lockCompany' | 'windowStart' | 'windowEnd';

/**
 * `bookingTarget`'s query: the room, its location's activity and the company's discount; `withLock`, also
 * the room's bookings that overlap the interval and, when there are none, the lock of the room and company
 * and the bookings that decide the limits, read with the lock held (`bookings_under_limit_lock`, migration
 * 0015).
 */
const targetQuery = (db: Knex, withLock: boolean, p: (name: TargetParam) => string) => {
  const query = db('rooms as r')
    .join('locations as l', 'l.id', 'r.location_id')
    .select(
      'r.id',
      'r.name',
      'r.is_active as isActive',
      'r.location_id as locationId',
      'r.daily_limit as dailyLimit',
      'r.weekly_limit as weeklyLimit',
      'r.hourly_rate_ore as hourlyRate',
      'l.is_active as locationActive',
      db.raw('(select c.discount_percent from companies c where c.id = ?::integer) as "discountPercent"', [p('discountOf')]),
    );
  if (withLock) {
    void query
      .joinRaw(
        `left join lateral (
           select json_agg(json_build_object('id', b.id, 'roomId', b.room_id, 'userId', b.user_id, 'companyId', b.company_id,
                                             'bookingStart', b.booking_start, 'bookingEnd', b.booking_end)) as overlapping
             from bookings b
            where b.room_id = r.id and b.id <> ?::integer
              and ${OVERLAPS}
         ) taken on true`,
        [p('exceptId'), p('start'), p('end')],
      )
      .select(
        'taken.overlapping',
        db.raw(
          `case when taken.overlapping is null
                then bookings_under_limit_lock(r.id, ?::integer, ?::timestamptz, ?::timestamptz, ?::timestamptz, ?::timestamptz) end as "underLock"`,
          [p('lockCompany'), p('start'), p('end'), p('windowStart'), p('windowEnd')],
        ),
      );
  }
  return query.where('r.id', p('roomId'));
};

interface BookingRow {
  id: number;
  name: string;
  /** `utcText`: UTC wall-clock text. */
  bookingStart: string;
  bookingEnd: string;
  roomId: number;
  roomName: string;
  locationId: number;
  locationName: string;
  userId: number;
  firstName: string;
  lastName: string;
  companyId: number | null;
  companyName: string | null;
  totalWithDiscount: number;
}

/**
 * A compaction that replaces this many change rows or more vacuums `booking_list_changes` at once
 * (`compactListChanges`); an ordinary one replaces `LIST_CHANGE_ROWS` (bookings-service.ts) and a few more.
 */
const VACUUM_AFTER_REPLACED_ROWS = 1_000;

/** A booking as the contract's Booking (`toBooking`); its instants as text (`utcText`, in `selectBookings`). */
const BOOKING_COLUMNS = [
  'b.id',
  'b.name',
  'b.room_id as roomId',
  'r.name as roomName',
  'l.id as locationId',
  'l.name as locationName',
  'b.user_id as userId',
  'u.first_name as firstName',
  'u.last_name as lastName',
  'b.company_id as companyId',
  'c.name as companyName',
  'b.total_with_discount_ore as totalWithDiscount',
];

/**
 * A row as the contract's Booking: the company is the one the booking counts against, the cost its fixed
 * total with the discount (who may see it is the service's `withVisibleCost`).
 */
const toBooking = (row: BookingRow): Booking => ({
  id: row.id,
  name: row.name,
  bookingStart: isoFromUtcText(row.bookingStart),
  bookingEnd: isoFromUtcText(row.bookingEnd),
  room: { id: row.roomId, name: row.roomName, location: { id: row.locationId, name: row.locationName } },
  roomId: row.roomId,
  userId: row.userId,
  user: {
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.companyId === null ? null : { id: row.companyId, name: row.companyName ?? '' },
  },
  bookingCost: { total: row.totalWithDiscount },
});

/** A booking as the limit and availability rules read it (`RoomBooking`). */
const ROOM_BOOKING_COLUMNS = [
  'b.id',
  'b.room_id as roomId',
  'b.user_id as userId',
  'b.company_id as companyId',
  'b.booking_start as bookingStart',
  'b.booking_end as bookingEnd',
];
type RoomBookingRow = Omit<RoomBooking, 'bookingStart' | 'bookingEnd'> & { bookingStart: Date; bookingEnd: Date };
const toRoomBooking = (row: RoomBookingRow): RoomBooking => ({
  ...row,
  bookingStart: row.bookingStart.toISOString(),
  bookingEnd: row.bookingEnd.toISOString(),
});

/** The rooms asked for, to join bookings on (`b.room_id = wanted.room_id`: one index scan per room). */
const wantedRooms = (trx: Executor, roomIds: readonly number[]) => trx.raw('unnest(?::integer[]) as wanted (room_id)', [[...roomIds]]);

/**
 * `listStamp`'s statement (built once). A version is the sum of a location's change rows (migration 0014),
 * as text: compared, never counted with. The location's id is its only binding.
 */
const listStampQuery = (db: Knex) =>
  db.raw(
    `select l.is_active as "isActive",
            array(select r.id from rooms r where r.location_id = l.id order by r.id) as "roomIds",
            here.version::text as "locationVersion",
            here.rows as "changeRows",
            (select coalesce(sum(c.changes), 0) from booking_list_changes c where c.location_id = 0)::text as "everyVersion"
       from locations l
      cross join lateral (select coalesce(sum(c.changes), 0) as version, count(*) as rows
                            from booking_list_changes c where c.location_id = l.id) here
      where l.id = ?::integer`,
    [0],
  );

/** A location as its booking list sees it (`listStamp`). */
export interface BookingListStamp {
  isActive: boolean;
  roomIds: number[];
  /** The version of the location's list: it grows with every change of a booking, room or the location (migration 0014). */
  locationVersion: string;
  /** How many change rows make the location's version (`compactListChanges` makes them one). */
  changeRows: number;
  /** The version of every list: it grows whenever a user or company is renamed. */
  everyVersion: string;
}

/** The only code that reads or writes `bookings` (conventions §5). */
export class BookingsRepository {
  private listStampStatement: DirectStatement | undefined;
  /** The statements of the booking's checks and writes, each built on its first call (`namedStatement`). */
  private guardedInsertStatement: NamedStatement<NewBookingColumn | GuardParam> | undefined;
  private insertStatement: NamedStatement<NewBookingColumn> | undefined;
  private updateStatement: NamedStatement<ChangeParam> | undefined;
  private readonly targetStatements: { plain?: NamedStatement<TargetParam>; locked?: NamedStatement<TargetParam> } = {};

  constructor(private readonly db: Knex) {}

  /**
   * A room as a new or changed booking needs it (`bookingRefusal`): active or not, its location and limits,
   * with its hourly rate and its location's state (for `visibleLocations`); undefined when there is none.
   *
   * A booking reads it in the same round trip as everything else it needs before it is checked:
   * - `discountOf`: the company's discount in percent now (0 without a company): the price is fixed with it;
   * - `lockFor`: the bookings that decide a booking that company limits bind (`deciding`). When some of the
   *   room's bookings overlap the interval (leaving out the booking being changed), those: the slot is
   *   taken, and it is refused at once, without waiting in line for the lock behind the company's other
   *   requests (200 parallel requests for one slot would otherwise hold every pooled connection while they
   *   wait). When none do, the transaction-scoped lock of the room and the company, held until the
   *   transaction ends, and then, read with a snapshot taken after the lock is held, the room's bookings
   *   that overlap the interval or count against the company in the limits window (`window`): every
   *   booking that the company's earlier writes committed (migration 0015, docs/decisions/056).
   */
  async bookingTarget(
    roomId: number,
    trx: DirectExecutor = this.db,
    {
      discountOf = null,
      lockFor,
    }: { discountOf?: number | null; lockFor?: { companyId: number; interval: BookedInterval; window: TimeWindow; exceptId?: number } } = {},
  ): Promise<BookingTarget | undefined> {
    // Prepared, and built once per shape (with and without the lock): PostgreSQL plans it once per connection.
    const withLock = lockFor !== undefined;
    const named = (this.targetStatements[withLock ? 'locked' : 'plain'] ??= namedStatement<TargetParam>((p) => targetQuery(this.db, withLock, p)));
    const [row] = await directRows<TargetRow>(
      trx,
      named.statement,
      named.bindings({
        roomId,
        discountOf,
        exceptId: lockFor?.exceptId ?? 0,
        start: lockFor?.interval.bookingStart.toString() ?? null,
        end: lockFor?.interval.bookingEnd.toString() ?? null,
        lockCompany: lockFor?.companyId ?? null,
        windowStart: lockFor ? instantText(lockFor.window.start) : null,
        windowEnd: lockFor ? instantText(lockFor.window.end) : null,
      }),
    );
    if (!row) return undefined;
    const { locationActive, discountPercent, underLock, overlapping, ...room } = row;
    return {
      room,
      location: { id: room.locationId, isActive: locationActive },
      discountPercent: Number(discountPercent ?? 0),
      deciding: (jsonColumn(overlapping) ?? jsonColumn(underLock) ?? []).map((booking) => ({
        ...booking,
        bookingStart: new Date(booking.bookingStart).toISOString(),
        bookingEnd: new Date(booking.bookingEnd).toISOString(),
      })),
    };
  }

  /** The bookings of the rooms that overlap the window, as the limit and availability rules read them. */
  async roomBookingsIn(roomIds: readonly number[], window: TimeWindow, trx: Executor = this.db): Promise<RoomBooking[]> {
    if (roomIds.length === 0) return [];
    const rows = await trx('bookings as b')
      .join(wantedRooms(trx, roomIds), 'wanted.room_id', 'b.room_id')
      .select<RoomBookingRow[]>(ROOM_BOOKING_COLUMNS)
      .whereRaw(...overlapping(window));
    return rows.map(toRoomBooking);
  }

  /** Bookings as the contract's Booking, from `bookings` or from the rows a statement wrote (`from`). */
  private selectBookings(trx: Executor, from = 'bookings') {
    return trx(`${from} as b`)
      .join('rooms as r', 'r.id', 'b.room_id')
      .join('locations as l', 'l.id', 'r.location_id')
      .join('users as u', 'u.id', 'b.user_id')
      .leftJoin('companies as c', 'c.id', 'b.company_id')
      .select<BookingRow[]>([...BOOKING_COLUMNS, trx.raw(utcText('b.booking_start', 'bookingStart')), trx.raw(utcText('b.booking_end', 'bookingEnd'))]);
  }

  /**
   * What a location's booking list needs to know before it is answered (docs/decisions/047), in one prepared
   * statement: whether the location exists and is active, its rooms (active or not, by id), and the versions
   * of its booking list and of every list (migration 0014). Read before the list itself, so that a list read
   * after it is at least as new as the versions say.
   */
  async listStamp(locationId: number, trx: Executor = this.db): Promise<BookingListStamp | undefined> {
    this.listStampStatement ??= directStatement(listStampQuery(this.db));
    const [row] = await directRows<BookingListStamp>(trx, this.listStampStatement, [locationId]);
    return row;
  }

  /**
   * Replaces the change rows of a location's list (or of every list, location 0) by one row with their sum
   * (migration 0014): the version stays what it was for every reader, and the rows a stamp sums stay few.
   * Rows that transactions still write are not seen, and add their change when they commit.
   *
   * The replaced rows stay in the table and its index as dead rows until they are vacuumed, and every stamp
   * reads past them: after a burst of writes that no list read in between (30,000 bookings made at one
   * location), each stamp read 350 pages and took 1.5 ms alone, 8 ms under load, for the minute or more
   * until autovacuum came. So a compaction of a burst vacuums the table at once (a few milliseconds; skipped
   * while another vacuum of it runs). The few rows of an ordinary compaction are left to autovacuum.
   */
  async compactListChanges(locationId: number): Promise<void> {
    const { rows } = await this.db.raw<{ rows: Array<{ replaced: number }> }>(
      `with gone as (delete from booking_list_changes where location_id = ?::integer returning changes),
            kept as (insert into booking_list_changes (location_id, changes) select ?::integer, sum(changes) from gone having count(*) > 0)
       select count(*)::integer as replaced from gone`,
      [locationId, locationId],
    );
    if ((rows[0]?.replaced ?? 0) >= VACUUM_AFTER_REPLACED_ROWS) await this.db.raw('vacuum (skip_locked) booking_list_changes');
  }

  /** The bookings of the rooms that overlap the window, by start. */
  async listIn(roomIds: readonly number[], window: TimeWindow, trx: Executor = this.db): Promise<Booking[]> {
    if (roomIds.length === 0) return [];
    const query = this.selectBookings(trx)
      .join(wantedRooms(trx, roomIds), 'wanted.room_id', 'b.room_id')
      .whereRaw(...overlapping(window))
      .orderBy([{ column: 'b.booking_start' }, { column: 'b.id' }]);
    // Prepared: PostgreSQL plans it once per connection instead of on every call (planning took longer than
    // running it). Its text is the same for any rooms and window.
    return (await preparedRows<BookingRow>(trx, query)).map(toBooking);
  }

  /**
   * Who a booking is of (the §6 change rules): the booker, the company it counts against, its start; and
   * its room (availability lists it while the booking is edited).
   */
  async findOwnership(id: number, trx: Executor = this.db): Promise<BookingOwnership | undefined> {
    return trx('bookings')
      .select<BookingOwnership[]>('user_id as userId', 'company_id as companyId', 'booking_start as bookingStart', 'room_id as roomId')
      .where({ id })
      // A booking whose room or booker is deleted is history (migration 0007): no one changes it.
      .whereNotNull('room_id')
      .whereNotNull('user_id')
      .first();
  }

  /**
   * Writes a new booking as `insert` does, but only while its room, the room's location and the company's
   * discount are still what `target` says (every fact of them that the booking's check and price read): in
   * one statement, so nothing can change between the check and the write. Undefined, and nothing written,
   * when any of them has changed. Built once and prepared (docs/decisions/046, 051).
   */
  async insertWhileTargetHolds(booking: NewBooking, target: BookingTarget, trx: Executor = this.db): Promise<Booking | undefined> {
    this.guardedInsertStatement ??= namedStatement<NewBookingColumn | GuardParam>((p) => this.answerOf(guardedInsertQuery(this.db, p)));
    const { room, location, discountPercent } = target;
    const named = this.guardedInsertStatement;
    const [row] = await directRows<BookingRow>(
      trx,
      named.statement,
      named.bindings({
        ...newBookingColumns(booking),
        roomId: room.id,
        roomName: room.name,
        roomActive: room.isActive,
        locationId: room.locationId,
        dailyLimit: room.dailyLimit,
        weeklyLimit: room.weeklyLimit,
        hourlyRate: room.hourlyRate,
        locationActive: location.isActive,
        companyId: booking.companyId,
        discountPercent,
      }),
    );
    return row && toBooking(row);
  }

  /**
   * Writes a new booking and answers it as the contract's Booking, in one statement (the written row joined
   * to its room, location, booker and company).
   */
  async insert(booking: NewBooking, trx: DirectExecutor = this.db): Promise<Booking> {
    this.insertStatement ??= namedStatement<NewBookingColumn>((p) =>
      this.answerOf(this.db('bookings').insert(Object.fromEntries(NEW_BOOKING_COLUMNS.map((name) => [name, p(name)]))).returning('*')),
    );
    const [row] = await directRows<BookingRow>(trx, this.insertStatement.statement, this.insertStatement.bindings(newBookingColumns(booking)));
    if (!row) throw new Error('insert into bookings returned no row');
    return toBooking(row);
  }

  /** A change keeps the booker and the company; it fixes the new price. Answers the changed booking. */
  async update(id: number, fields: BookingFields, trx: Executor = this.db): Promise<Booking | undefined> {
    this.updateStatement ??= namedStatement<ChangeParam>((p) =>
      this.answerOf(
        this.db('bookings')
          .where({ id: p('id') })
          .update({ ...Object.fromEntries(CHANGED_COLUMNS.map((name) => [name, p(name)])), updated_at: this.db.fn.now() })
          .returning('*'),
      ),
    );
    const { user_id: _user, company_id: _company, ...changed } = newBookingColumns({ ...fields, userId: 0, companyId: null });
    const [row] = await directRows<BookingRow>(trx, this.updateStatement.statement, this.updateStatement.bindings({ id, ...changed }));
    return row && toBooking(row);
  }

  /** The contract's Booking of the rows a data-modifying statement returns (`write … returning *`), in the same statement. */
  private answerOf(write: Knex.QueryBuilder | Knex.Raw): Knex.QueryBuilder {
    return this.selectBookings(this.db, 'written').with('written', write).limit(1);
  }

  async deleteById(id: number, trx: Executor = this.db): Promise<boolean> {
    // The ids it deleted: PGlite's driver answers a bare delete with its result object, not a count.
    return (await trx('bookings').where({ id }).delete().returning('id')).length > 0;
  }

  /**
   * Cancels (deletes) the bookings that have not ended by `now` and that have lost their room, their user or
   * their company: call it in a delete's transaction, after the delete. The delete's triggers (migration
   * 0007) have just nulled those ids on every booking that named a deleted row, keeping the names, so the
   * bookings that have ended stay as history and the rest go (docs/decisions/027, 045). It needs no list of
   * what was deleted and no lock: every booking the delete orphaned is the transaction's own write, and a
   * booking written later finds its room or user gone (the foreign key). A booking orphaned by an earlier
   * delete had ended by then, so it has ended now too. Answers how many were cancelled.
   */
  async cancelOrphaned(now: Date, trx: Executor): Promise<number> {
    // The condition of the partial index bookings_orphaned_idx (migration 0013), so that it is used.
    return trx('bookings')
      .where('booking_end', '>', now)
      .whereRaw('(room_id is null or user_id is null or (company_id is null and company_name is not null))')
      .delete()
      .returning('id')
      .then((rows) => rows.length);
  }
}

/** A booking as `findOwnership` answers it. */
export interface BookingOwnership {
  userId: number;
  companyId: number | null;
  bookingStart: Date;
  roomId: number;
}

/** What a booking is checked and priced against (`LocationsRepository.bookingTarget`). */
export interface BookingTarget {
  room: TargetRoom & { hourlyRate: number | null };
  location: { id: number; isActive: boolean };
  discountPercent: number;
  /**
   * With `lockFor`: the bookings that decide (`bookingTarget`): those that overlap the interval, or, when
   * none do, with the lock held, those that overlap it or count against the company in the limits window.
   * Empty without `lockFor`.
   */
  deciding: RoomBooking[];
}

/** A booking as json_build_object writes it (the instants as PostgreSQL's text). */
type OverlappingRow = Omit<RoomBooking, 'bookingStart' | 'bookingEnd'> & { bookingStart: string; bookingEnd: string };

type TargetRow = TargetRoom & {
  hourlyRate: number | null;
  locationActive: boolean;
  discountPercent: string | number | null;
  overlapping?: OverlappingRow[] | string | null;
  underLock?: OverlappingRow[] | string | null;
};

export const bookingsRepository = (deps: Deps) => new BookingsRepository(deps.knex);
