import type { Knex } from 'knex';
import { limitsBind } from '@roombook/domain/bookings/rules/availability';
import type { BookingDecision, TargetFacts } from '@roombook/domain/bookings/rules/booking-decision';
import type { FixedPrice } from '@roombook/domain/bookings/rules/booking-price';
import { limitsWindow } from '@roombook/domain/bookings/rules/company-limits';
import type { Booker, RoomBooking } from '@roombook/domain/bookings/rules/counted-bookings';
import type { Booking } from '@roombook/domain/bookings/schemas';
import type { ApiError } from '@roombook/domain/common/schemas';
import { ERRORS } from '@roombook/domain/messages';
import type { BookedInterval } from '@roombook/domain/time/usage';
import type { TimeWindow } from '@roombook/domain/time/windows';
import { jsonColumn } from '../../../db/json-column';
import type { Executor } from '../../../db/executor';
import {
  directRows,
  directStatement,
  namedStatement,
  pipelinedTransaction,
  preparedRows,
  type DirectExecutor,
  type DirectStatement,
  type NamedStatement,
} from '../../../db/direct';
import { instantText, isoFromUtcText, utcText, utcTextOf } from '../../../db/instants';
import type { Deps } from '../../../deps';
import { KnownTargets } from './known-targets';
import { describeRule } from '@roombook/domain/bookings/series/series-rule';
import { kept } from '@roombook/domain/kept';

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
  /** When it was checked in: a booking made at the room's tablet is, as it is made (migration 0020). */
  checkedInAt?: string | null;
}

/** A booking as asked for, before it is decided: what `book` and `change` are given (a change keeps its check-in). */
export type WantedBooking = Omit<BookingFields, 'price'> & Pick<NewBooking, 'checkedInAt'>;

/** What a booking is decided on: who books, the target as the database holds it, and the bookings that decide. */
export interface BookingFacts {
  booker: Booker;
  /** Undefined when there is no room with that id. */
  target: TargetFacts | undefined;
  /**
   * The bookings that decide, when company limits bind the booker: the room's bookings that overlap the
   * interval, or, when none do, those read under the limit lock (docs/decisions/056). Empty otherwise:
   * then only an overlap could refuse the booking, and the exclusion constraint refuses it at the write with
   * the same answer (23P01/40P01 → 409 'Please select an available room', error-handler.ts).
   */
  deciding: readonly RoomBooking[];
}

/** The domain's decision on the facts (`bookingDecision`), as the service words it for one request. */
export type DecideBooking = (facts: BookingFacts) => BookingDecision;

/** Whether the booking found (undefined: none) may be changed, and who it is then checked for; or why not. */
export type MayChange = (found: BookingOwnership | undefined) => { refused: ApiError; booker?: never } | { booker: Booker; refused?: never };

/** Whether the booking found (undefined: none) may be deleted: null, or why not. */
export type MayDelete = (found: BookingOwnership | undefined) => ApiError | null;

/** A series as asked for: its bookings' title and room, its rule (docs/decisions/106), and the occurrences to book, in order. */
export interface WantedSeries {
  name: string;
  roomId: number;
  /** The RRULE value (RFC 5545). */
  rule: string;
  /** DTSTART as Copenhagen wall time, 'YYYY-MM-DDTHH:mm:ss'. */
  startsLocal: string;
  minutes: number;
  /** ISO instants. */
  occurrences: readonly { bookingStart: string; bookingEnd: string }[];
}

/** The domain's decision on a series' facts: why it is refused, or each occurrence's price, in order. */
export type DecideSeries = (facts: BookingFacts, occurrences: ReadonlyArray<{ bookingStart: string; bookingEnd: string }>) => { refused: ApiError; prices?: never } | { prices: FixedPrice[]; refused?: never };

/** An occurrence a change of the series changes (`changeSeries`): its interval now, and whether it is the one edited. */
export interface SeriesMember {
  id: number;
  bookingStart: string;
  bookingEnd: string;
  edited: boolean;
}

/** What a series write answers: the series and its bookings as written, or why it was refused (nothing written). */
export type WrittenSeries = { seriesId: number; bookings: Booking[]; refused?: never } | { refused: ApiError; seriesId?: never; bookings?: never };

/** What a write answers: the booking as written, or why it was refused (nothing written). */
export type Written = { booking: Booking; refused?: never } | { refused: ApiError; booking?: never };

/**
 * The ways `book` writes (`bookVia`), each with the same answer for the same facts (booking-target-facts.test.ts):
 * - `locked`: in a pipelined transaction, under the lock of the room and the company (docs/decisions/056, 059);
 * - `known`: on a target this process has read, one guarded insert (docs/decisions/051); `plain` when the
 *   target is not known, would be refused, or has changed since;
 * - `plain`: the target read, then the insert.
 */
export type WriteWay = 'locked' | 'known' | 'plain';

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
  checked_in_at: booking.checkedInAt ?? null,
});

/**
 * Bookings overlapping the window, as `tstzrange(start, end) && tstzrange(from, to)` (half-open on both
 * sides), that are not released (migration 0020: a released booking holds nothing): with `room_id = ?` it is
 * answered by the GiST index of the `bookings_no_overlap` constraint, whose predicate is `released_at is null`.
 */
const OVERLAPS = 'b.released_at is null and tstzrange(b.booking_start, b.booking_end) && tstzrange(?::timestamptz, ?::timestamptz)';
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
  checked_in_at: 'timestamptz',
} as const satisfies Record<keyof ReturnType<typeof newBookingColumns>, string>;

type NewBookingColumn = keyof typeof NEW_BOOKING_TYPES;
const NEW_BOOKING_COLUMNS = Object.keys(NEW_BOOKING_TYPES) as NewBookingColumn[];
/** The columns a change writes: all but the booker, the company and the check-in (and `updated_at`, now). */
type KeptColumn = 'user_id' | 'company_id' | 'checked_in_at';
const CHANGED_COLUMNS = NEW_BOOKING_COLUMNS.filter((name): name is Exclude<NewBookingColumn, KeptColumn> => name !== 'user_id' && name !== 'company_id' && name !== 'checked_in_at');
type ChangeParam = 'id' | Exclude<NewBookingColumn, KeptColumn>;

/** `TargetFacts` as one row: the room's facts, its location's (`location…`), and the discount. */
type FactRow = TargetFacts['room'] & {
  [K in keyof TargetFacts['location'] as `location${Capitalize<K>}`]: TargetFacts['location'][K];
} & Omit<TargetFacts, 'room' | 'location'>;

/**
 * Every fact of a booking's target, with the column it is read from and its type: the one list that both the
 * target's read (`targetQuery`) selects and the guarded insert (`guardedInsertQuery`) compares, so the write
 * re-checks exactly what the decision read. A fact added to `TargetFacts` fails the type check here until it
 * has its column. The rows are those of `TARGET_FROM`.
 */
const TARGET_FACTS = {
  id: { column: 'r.id', type: 'integer' },
  name: { column: 'r.name', type: 'text' },
  isActive: { column: 'r.is_active', type: 'boolean' },
  locationId: { column: 'r.location_id', type: 'integer' },
  dailyLimit: { column: 'r.daily_limit', type: 'integer' },
  weeklyLimit: { column: 'r.weekly_limit', type: 'integer' },
  hourlyRate: { column: 'r.hourly_rate_ore', type: 'integer' },
  locationIsActive: { column: 'l.is_active', type: 'boolean' },
  discountPercent: { column: 'coalesce(c.discount_percent, 0)', type: 'numeric' },
} as const satisfies Record<keyof FactRow, { column: string; type: string }>;

type Fact = keyof typeof TARGET_FACTS;
const FACTS = Object.keys(TARGET_FACTS) as Fact[];

/** The rows a target's facts are read from: the room, its location, and the company (the one binding) the booking counts against. */
const TARGET_FROM = 'rooms r join locations l on l.id = r.location_id left join companies c on c.id = ?::integer';

/** A target's facts as the one row they are compared as. */
const factRowOf = ({ room, location, discountPercent }: TargetFacts): FactRow => ({ ...room, locationIsActive: location.isActive, discountPercent });

type GuardParam = NewBookingColumn | `fact:${Fact}`;

/** `insertWhileTargetHolds`'s write: the new row, only while every fact of its target is the one given. */
const guardedInsertQuery = (db: Knex, p: (name: GuardParam) => string) =>
  db.raw(
    `insert into bookings (${NEW_BOOKING_COLUMNS.map(() => '??').join(', ')})
     select ${NEW_BOOKING_COLUMNS.map((name) => `?::${NEW_BOOKING_TYPES[name]}`).join(', ')}
      where exists (
        select 1 from ${TARGET_FROM}
         where r.id = ?::integer
           and ${FACTS.map((fact) => `${TARGET_FACTS[fact].column} is not distinct from ?::${TARGET_FACTS[fact].type}`).join('\n           and ')})
     returning *`,
    [
      ...NEW_BOOKING_COLUMNS,
      ...NEW_BOOKING_COLUMNS.map((name) => p(name)),
      p('company_id'),
      p('room_id'),
      ...FACTS.map((fact) => p(`fact:${fact}`)),
    ],
  );

type TargetParam = 'roomId' | 'discountOf' | 'exceptId' | 'start' | 'end' | 'lockCompany' | 'windowStart' | 'windowEnd';

/**
 * The target's read: its facts (`TARGET_FACTS`); `withLock`, also the room's bookings that overlap the
 * interval and, when there are none, the lock of the room and company and the bookings that decide the
 * limits, read with the lock held (`bookings_under_limit_lock`, migration 0015).
 */
const targetQuery = (db: Knex, withLock: boolean, p: (name: TargetParam) => string) => {
  const facts = FACTS.map((fact) => `${TARGET_FACTS[fact].column} as "${fact}"`).join(', ');
  if (!withLock) return db.raw(`select ${facts} from ${TARGET_FROM} where r.id = ?::integer`, [p('discountOf'), p('roomId')]);
  return db.raw(
    `select ${facts}, taken.overlapping,
            case when taken.overlapping is null
                 then bookings_under_limit_lock(r.id, ?::integer, ?::timestamptz, ?::timestamptz, ?::timestamptz, ?::timestamptz) end as "underLock"
       from ${TARGET_FROM}
       left join lateral (
         select json_agg(json_build_object('id', b.id, 'roomId', b.room_id, 'userId', b.user_id, 'companyId', b.company_id,
                                           'bookingStart', b.booking_start, 'bookingEnd', b.booking_end)) as overlapping
           from bookings b
          where b.room_id = r.id and b.id <> ?::integer
            and ${OVERLAPS}
       ) taken on true
      where r.id = ?::integer`,
    [p('lockCompany'), p('start'), p('end'), p('windowStart'), p('windowEnd'), p('discountOf'), p('exceptId'), p('start'), p('end'), p('roomId')],
  );
};

/** A booking as json_build_object writes it (the instants as PostgreSQL's text). */
type OverlappingRow = Omit<RoomBooking, 'bookingStart' | 'bookingEnd'> & { bookingStart: string; bookingEnd: string };

type TargetRow = Omit<FactRow, 'discountPercent'> & {
  discountPercent: string | number;
  overlapping?: OverlappingRow[] | string | null;
  underLock?: OverlappingRow[] | string | null;
};

/** A target's row as its facts and the bookings that decide. */
const factsOfRow = (row: TargetRow): { target: TargetFacts; deciding: RoomBooking[] } => {
  const { locationIsActive, discountPercent, underLock, overlapping, ...room } = row;
  const target: TargetFacts = { room, location: { id: room.locationId, isActive: locationIsActive }, discountPercent: Number(discountPercent) };
  const deciding = (jsonColumn(overlapping) ?? jsonColumn(underLock) ?? []).map((booking) => ({
    ...booking,
    bookingStart: new Date(booking.bookingStart).toISOString(),
    bookingEnd: new Date(booking.bookingEnd).toISOString(),
  }));
  return { target, deciding };
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
  seriesId: number | null;
  seriesRule: string | null;
}

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
  'b.series_id as seriesId',
  'bs.rule as seriesRule',
];

/** `BOOKING_COLUMNS` and the instants, as a select list. */
const bookingSelect = (trx: Executor) => [...BOOKING_COLUMNS, trx.raw(utcText('b.booking_start', 'bookingStart')), trx.raw(utcText('b.booking_end', 'bookingEnd'))];

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
  series: row.seriesId === null ? null : { id: row.seriesId, description: describedRule(row.seriesRule ?? '') },
  bookingCost: { total: row.totalWithDiscount },
});

/** The rules of the series listed, in words (`describeRule`), each worked out once: a list names a few rules many times. */
const ruleDescriptions = new Map<string, string>();
const describedRule = (rule: string): string => kept(ruleDescriptions, rule, 1000, () => describeRule(rule));

/** What separates the records of `listedSql`'s texts, and the fields of one record: control characters, which JSON text never holds unescaped. */
const RECORD = '\u001e';
const FIELD = '\u001f';

/** A text column as a JSON string (PostgreSQL's escaping, the same as `JSON.stringify`'s). */
const jsonTextSql = (column: string) => `to_json(${column})::text`;

/** One text of `fields` per row of `from`, `FIELD` between the fields and `RECORD` between the rows (null for none). */
const recordsSql = (fields: readonly string[], from: string, order = '') =>
  `(select string_agg(concat_ws(E'\\x1f', ${fields.join(', ')}), E'\\x1e'${order}) from ${from})`;

/**
 * The bookings of the rooms `r` that `rooms` keeps which overlap the window (`listed`), as the texts that
 * `writtenBookings` writes the contract's Bookings from: the bookings by start (then id), each with its room,
 * booker, company, cost and its name as JSON; and once each, the rooms (with their location), bookers and
 * companies they name, their names as JSON. One value per text, not a row per booking, and each name once:
 * PostgreSQL and the driver then handle the least text. The bookings are those that `listIn` reads.
 */
const listedSql = (rooms: string) => ({
  with: `with listed as (
    select b.id, b.name, b.booking_start, b.booking_end, b.room_id, b.user_id, b.company_id, b.total_with_discount_ore, b.series_id
      from rooms r
      join bookings b on b.room_id = r.id
      join users u on u.id = b.user_id
     where ${rooms} and ${OVERLAPS})`,
  texts: [
    `${recordsSql(
      [
        'b.id',
        utcTextOf('b.booking_start'),
        utcTextOf('b.booking_end'),
        'b.room_id',
        'b.user_id',
        `coalesce(b.company_id::text, '')`,
        'b.total_with_discount_ore',
        jsonTextSql('b.name'),
        `coalesce(b.series_id::text, '')`,
      ],
      'listed b',
      ' order by b.booking_start, b.id',
    )} as bookings`,
    `${recordsSql(['r.id', jsonTextSql('r.name'), 'l.id', jsonTextSql('l.name')], 'rooms r join locations l on l.id = r.location_id where r.id in (select room_id from listed)')} as rooms`,
    `${recordsSql(['u.id', jsonTextSql('u.first_name'), jsonTextSql('u.last_name')], 'users u where u.id in (select user_id from listed)')} as users`,
    `${recordsSql(['c.id', jsonTextSql('c.name')], 'companies c where c.id in (select company_id from listed)')} as companies`,
    // A rule is RFC 5545 text (letters, digits, '=', ';', ',', '-'): it never holds a separator.
    `${recordsSql(['bs.id', 'bs.rule'], 'booking_series bs where bs.id in (select series_id from listed)')} as series`,
  ].join(',\n       '),
});

/** `listedSql`'s texts, as the statement answers them. */
interface ListedTexts {
  bookings: string | null;
  rooms: string | null;
  users: string | null;
  companies: string | null;
  series: string | null;
}

/**
 * A listed booking, written (`writtenBookings`): its JSON up to `bookingCost`'s value (`head`), that value as
 * the booking has it (`cost`), its room, and whose booking it is, for the rule that says who sees the cost.
 */
export interface WrittenBooking {
  head: string;
  cost: string;
  roomId: number;
  userId: number;
  companyId: number | null;
}

/** The records of one of `listedSql`'s texts, each as its fields. */
const records = (text: string | null): string[][] => (text === null ? [] : text.split(RECORD).map((record) => record.split(FIELD)));

/** One record's JSON by its first field (the id), from `json`. */
const byId = (text: string | null, json: (fields: string[]) => string): Map<string, string> =>
  new Map(records(text).map((fields) => [fields[0]!, json(fields)]));

const found = (json: string | undefined, what: string): string => {
  if (json === undefined) throw new Error(`the booking list names a ${what} that it did not read`);
  return json;
};

/**
 * The listed bookings (`listedSql`), each written as the contract's Booking up to its cost: the same keys in
 * the same order, and the same values, as the route's compiled writer writes `toBooking`'s answer (checked
 * for generated bookings, byte for byte, by written-booking-list.test.ts).
 */
const writtenBookings = (texts: ListedTexts): WrittenBooking[] => {
  const rooms = byId(texts.rooms, ([id, name, locationId, locationName]) => `"room":{"id":${id},"name":${name},"location":{"id":${locationId},"name":${locationName}}},"roomId":${id}`);
  const users = byId(texts.users, ([, firstName, lastName]) => `"user":{"firstName":${firstName},"lastName":${lastName},"company":`);
  const companies = byId(texts.companies, ([id, name]) => `{"id":${id},"name":${name}}`);
  const series = byId(texts.series, ([id, rule]) => `{"id":${id},"description":${JSON.stringify(describedRule(rule!))}}`);
  return records(texts.bookings).map(([id, start, end, roomId, userId, companyId, total, name, seriesId]) => ({
    head:
      `{"id":${id},"name":${name},"bookingStart":"${isoFromUtcText(start!)}","bookingEnd":"${isoFromUtcText(end!)}",` +
      `${found(rooms.get(roomId!), 'room')},"userId":${userId},${found(users.get(userId!), 'booker')}` +
      `${companyId === '' ? 'null' : found(companies.get(companyId!), 'company')}},` +
      `"series":${seriesId === '' ? 'null' : found(series.get(seriesId!), 'series')},"bookingCost":`,
    cost: `{"total":${total}}`,
    roomId: Number(roomId),
    userId: Number(userId),
    companyId: companyId === '' ? null : Number(companyId),
  }));
};

/** The listed booking's JSON: with its cost, or with `bookingCost` null (`withCost`, the domain's `seesBookingCost`). */
export const bookingJson = (booking: WrittenBooking, withCost: boolean): string => `${booking.head}${withCost ? booking.cost : 'null'}}`;

/** `listWritten`'s statement: the bookings of the rooms given. */
const roomsListQuery = (db: Knex) => {
  const listed = listedSql('r.id = any(?::integer[])');
  return db.raw(`${listed.with}\nselect ${listed.texts}`, [[], '', '']);
};

/** `locationList`'s statement: the location's activity, its rooms' ids, and the bookings of those rooms. */
const locationListQuery = (db: Knex) => {
  const listed = listedSql('r.location_id = ?::integer');
  return db.raw(
    `${listed.with}
     select loc.is_active as "isActive", array(select r.id from rooms r where r.location_id = loc.id order by r.id) as "roomIds",
            ${listed.texts}
       from locations loc where loc.id = ?::integer`,
    [0, '', '', 0],
  );
};

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
 * The only code that reads or writes `bookings` (conventions §5). How a booking is written (`book`: under
 * the limit lock, in one guarded insert on a target this process knows, or read then written) is this
 * class's own; above it a booking is asked for with a decision (`DecideBooking`), and answered.
 */
export class BookingsRepository {
  private roomsListStatement: DirectStatement | undefined;
  private locationListStatement: DirectStatement | undefined;
  /** The statements of the booking's checks and writes, each built on its first call (`namedStatement`). */
  private guardedInsertStatement: NamedStatement<GuardParam> | undefined;
  private insertStatement: NamedStatement<NewBookingColumn> | undefined;
  private updateStatement: NamedStatement<ChangeParam> | undefined;
  private readonly targetStatements: { plain?: NamedStatement<TargetParam>; locked?: NamedStatement<TargetParam> } = {};

  constructor(
    private readonly db: Knex,
    /** The targets this process has read (docs/decisions/051). */
    private readonly knownTargets = new KnownTargets(),
  ) {}

  /**
   * Books `wanted` for `booker` if `decide` says so, at the price it says. A booker whom company limits bind
   * is decided under the lock of the room and the company; any other on the target as it is when written.
   */
  async book(booker: Booker, wanted: WantedBooking, decide: DecideBooking): Promise<Written> {
    return this.bookVia(limitsBind(booker) ? 'locked' : 'known', booker, wanted, decide);
  }

  /** Books one way (`WriteWay`); `book` chooses the way, and the tests compare them. */
  async bookVia(way: WriteWay, booker: Booker, wanted: WantedBooking, decide: DecideBooking): Promise<Written> {
    if (way === 'locked') {
      return pipelinedTransaction(this.db, (trx) => this.decideAndInsert(booker, wanted, decide, { interval: wanted }, trx.statements, trx.last));
    }
    return (way === 'known' ? await this.bookOnKnownTarget(booker, wanted, decide) : undefined) ?? this.decideAndInsert(booker, wanted, decide, undefined, this.db);
  }

  /** Reads the facts (`lockFor`: under the lock), decides, and writes on `last` (the last statement of a pipelined transaction). */
  private async decideAndInsert(
    booker: Booker,
    wanted: WantedBooking,
    decide: DecideBooking,
    lockFor: { interval: BookedInterval } | undefined,
    trx: DirectExecutor,
    last = trx,
  ): Promise<Written> {
    const decision = decide(await this.facts(booker, wanted.roomId, lockFor, trx));
    if (decision.refused) return { refused: decision.refused };
    return { booking: await this.insert({ ...wanted, price: decision.price, userId: booker.userId, companyId: booker.companyId }, last) };
  }

  /**
   * A booking on a target this process has read for the company before: decided on what it read, and
   * written only while all of that still holds (`insertWhileTargetHolds`). Undefined when the target is not
   * known, when the decision would refuse (a refusal is only ever given on what the database holds now), or
   * when the target has changed since: then the caller reads it.
   */
  private async bookOnKnownTarget(booker: Booker, wanted: WantedBooking, decide: DecideBooking): Promise<Written | undefined> {
    const target = this.knownTargets.get(wanted.roomId, booker.companyId);
    if (!target) return undefined;
    const decision = decide({ booker, target, deciding: [] });
    if (decision.refused) return undefined;
    const written = await this.insertWhileTargetHolds({ ...wanted, price: decision.price, userId: booker.userId, companyId: booker.companyId }, target);
    if (!written) this.knownTargets.forget(wanted.roomId, booker.companyId);
    return written && { booking: written };
  }

  /**
   * Changes booking `id` to `wanted` if `mayChange` allows it and `decide` says so, at the price it says, in
   * one transaction (the booking keeps its booker and company; under the limit lock when limits bind whom
   * `mayChange` names).
   */
  async change(id: number, wanted: WantedBooking, mayChange: MayChange, decide: DecideBooking): Promise<Written> {
    return this.db.transaction(async (trx) => {
      // The row is locked as it is read: a change that waited for another one decides on what that one wrote.
      const allowed = mayChange(await this.findOwnership(id, trx, { lock: true }));
      if (allowed.refused) return { refused: allowed.refused };
      const lockFor = limitsBind(allowed.booker) ? { interval: wanted, exceptId: id } : undefined;
      const decision = decide(await this.facts(allowed.booker, wanted.roomId, lockFor, trx));
      if (decision.refused) return { refused: decision.refused };
      const changed = await this.update(id, { ...wanted, price: decision.price }, trx);
      return changed ? { booking: changed } : { refused: { statusCode: 404, message: ERRORS.notFound } };
    });
  }

  /**
   * Books the bookings of a series for `booker`, all or none, in one transaction (docs/decisions/106): the lock of
   * the room and the company is taken once, and the room's bookings over the series' span (and the company's in
   * the limits windows around it) are read with it held (`bookings_under_limit_lock`, migration 0015); `decide`
   * then decides every occurrence on them. Refused: nothing is written. Else the series row and one booking row
   * per occurrence, each at its price, naming the series and the start the rule gave it. Two processes booking
   * in one room for one company wait for each other on the lock; an overlap with a booking of someone the lock
   * does not cover is refused by the exclusion constraint, which rolls all of it back.
   */
  async bookSeries(booker: Booker, wanted: WantedSeries, decide: DecideSeries): Promise<WrittenSeries> {
    const first = wanted.occurrences[0];
    const last = wanted.occurrences[wanted.occurrences.length - 1];
    if (!first || !last) throw new Error('a series has at least one booking');
    const span = { bookingStart: first.bookingStart, bookingEnd: last.bookingEnd };
    return this.db.transaction(async (trx) => {
      const decided = decide(await this.factsOverSpan(trx, booker, wanted.roomId, span), wanted.occurrences);
      if (decided.refused) return { refused: decided.refused };
      const [series] = await trx('booking_series')
        .insert({ rule: wanted.rule, starts_local: wanted.startsLocal, minutes: wanted.minutes })
        .returning<{ id: number }[]>('id');
      const ids = await trx('bookings')
        .insert(
          wanted.occurrences.map((occurrence, index) => ({
            ...newBookingColumns({
              name: wanted.name,
              roomId: wanted.roomId,
              bookingStart: occurrence.bookingStart,
              bookingEnd: occurrence.bookingEnd,
              price: decided.prices[index]!,
              userId: booker.userId,
              companyId: booker.companyId,
            }),
            series_id: series!.id,
            occurrence_start: occurrence.bookingStart,
          })),
        )
        .returning<{ id: number }[]>('id');
      const written = await this.selectBookings(trx)
        .whereIn(
          'b.id',
          ids.map((written) => written.id),
        )
        .orderBy('b.booking_start');
      return { seriesId: series!.id, bookings: written.map(toBooking) };
    });
  }

  /**
   * Changes the occurrences of booking `id`'s series that `scope` names (docs/decisions/106), all or none, in one
   * transaction: `following`, this one and the later ones; `all`, every one; of those, only this one and the ones
   * that have not started by `now` and were not changed by themselves (detached). `mayChange` decides on this one
   * (every occurrence has its booker and company); `move` gives each occurrence its new interval; `decide` decides
   * all of them under the limit lock of the new room and the company, with the ones being changed left out of the
   * bookings it reads. Each keeps its RECURRENCE-ID (`occurrence_start`) and follows the series again. Undefined
   * when booking `id` is no occurrence of a series: the caller changes it alone.
   */
  async changeSeries(
    id: number,
    scope: 'following' | 'all',
    now: Date,
    wanted: Omit<WantedBooking, 'bookingStart' | 'bookingEnd'>,
    mayChange: MayChange,
    move: (members: readonly SeriesMember[]) => Array<{ bookingStart: string; bookingEnd: string }>,
    decide: DecideSeries,
  ): Promise<{ changed: Booking[]; refused?: never } | { refused: ApiError; changed?: never } | undefined> {
    return this.db.transaction(async (trx) => {
      const found = await this.findOwnership(id, trx, { lock: true });
      const allowed = mayChange(found);
      if (allowed.refused) return { refused: allowed.refused };
      const members = await this.seriesMembers(trx, id, scope, now);
      if (members.length === 0) return undefined;
      const intervals = move(members);
      const moved = members.map((member, index) => ({ member, ...intervals[index]! }));
      const span = { bookingStart: moved[0]!.bookingStart, bookingEnd: moved.reduce((end, m) => (m.bookingEnd > end ? m.bookingEnd : end), moved[0]!.bookingEnd) };
      const facts = await this.factsOverSpan(trx, allowed.booker, wanted.roomId, span);
      // The occurrences being changed do not stand in their own way.
      const memberIds = new Set(members.map((member) => member.id));
      const decided = decide({ ...facts, deciding: facts.deciding.filter((booking) => !memberIds.has(booking.id)) }, moved);
      if (decided.refused) return { refused: decided.refused };
      const changed: Booking[] = [];
      for (const [index, { member, bookingStart, bookingEnd }] of moved.entries()) {
        const [row] = await trx('bookings')
          .where({ id: member.id })
          .update({ name: wanted.name, room_id: wanted.roomId, booking_start: bookingStart, booking_end: bookingEnd, ...priceColumns(decided.prices[index]!), detached: false, updated_at: trx.fn.now() })
          .returning<Array<{ id: number }>>('id');
        if (row) changed.push(...(await this.selectBookings(trx).where('b.id', row.id)).map(toBooking));
      }
      return { changed };
    });
  }

  /**
   * Deletes the occurrences of booking `id`'s series that `scope` names, if `mayDelete` allows it for this one, in one
   * transaction: this one, and of the others (`following`: the later ones; `all`: every one) those that have not
   * started by `now`, changed by themselves or not. Answers how many were deleted, or why not; undefined when booking
   * `id` is no occurrence of a series.
   */
  async removeSeries(id: number, scope: 'following' | 'all', now: Date, mayDelete: MayDelete): Promise<{ deleted: number; refused?: never } | { refused: ApiError; deleted?: never } | undefined> {
    return this.db.transaction(async (trx) => {
      const refused = mayDelete(await this.findOwnership(id, trx, { lock: true }));
      if (refused) return { refused };
      const members = await this.seriesMembers(trx, id, scope, now, { withDetached: true });
      if (members.length === 0) return undefined;
      const deleted = await trx('bookings')
        .whereIn(
          'id',
          members.map((member) => member.id),
        )
        .delete()
        .returning('id');
      return { deleted: deleted.length };
    });
  }

  /**
   * A series' facts (`BookingFacts`): the target, and with the lock of the room and the company held (a company of 0
   * for a booker without one), the room's bookings over the span and the company's in its limits windows
   * (`bookings_under_limit_lock`, migration 0015), in the caller's transaction.
   */
  private async factsOverSpan(trx: Executor, booker: Booker, roomId: number, span: { bookingStart: string; bookingEnd: string }): Promise<BookingFacts> {
    const window = limitsWindow(span);
    const { rows } = await trx.raw<{ rows: TargetRow[] }>(
      `select ${FACTS.map((fact) => `${TARGET_FACTS[fact].column} as "${fact}"`).join(', ')},
              bookings_under_limit_lock(r.id, ?::integer, ?::timestamptz, ?::timestamptz, ?::timestamptz, ?::timestamptz) as "underLock"
         from ${TARGET_FROM}
        where r.id = ?::integer`,
      [booker.companyId ?? 0, span.bookingStart, span.bookingEnd, instantText(window.start), instantText(window.end), booker.companyId, roomId],
    );
    return rows[0] ? { booker, ...factsOfRow(rows[0]) } : { booker, target: undefined, deciding: [] };
  }

  /**
   * Booking `id` and the occurrences of its series that `scope` names and that have not started by `now`, by the
   * start the rule gave them, locked; the detached ones only `withDetached`. None when it is no occurrence.
   */
  private async seriesMembers(trx: Executor, id: number, scope: 'following' | 'all', now: Date, { withDetached = false } = {}): Promise<SeriesMember[]> {
    const rows = await trx('bookings as b')
      .join('bookings as edited', 'edited.series_id', 'b.series_id')
      .where('edited.id', id)
      .whereNull('b.released_at')
      .whereNotNull('b.room_id')
      .where((which) => {
        void which.where('b.id', id).orWhere((others) => {
          void others.where('b.booking_start', '>', now);
          if (scope === 'following') void others.where('b.occurrence_start', '>=', trx.ref('edited.occurrence_start'));
          if (!withDetached) void others.where('b.detached', false);
        });
      })
      .orderBy('b.occurrence_start')
      .forNoKeyUpdate()
      .select<Array<{ id: number; bookingStart: Date; bookingEnd: Date }>>('b.id', 'b.booking_start as bookingStart', 'b.booking_end as bookingEnd');
    return rows.map((row) => ({ id: row.id, bookingStart: row.bookingStart.toISOString(), bookingEnd: row.bookingEnd.toISOString(), edited: row.id === id }));
  }

  /** Deletes booking `id` if `mayDelete` allows it, in one transaction: null, or why not. */
  async remove(id: number, mayDelete: MayDelete): Promise<ApiError | null> {
    return this.db.transaction(async (trx) => {
      const refused = mayDelete(await this.findOwnership(id, trx));
      if (!refused) await trx('bookings').where({ id }).delete();
      return refused;
    });
  }

  /**
   * What a booking is decided on, in one round trip (`targetQuery`): the target's facts, the discount of the
   * booker's company (0 without one) included; `lockFor`, also the bookings that decide (`BookingFacts`).
   * When some of the room's bookings overlap the interval (leaving out the booking being changed), those: the
   * slot is taken, and it is refused at once, without waiting in line for the lock behind the company's other
   * requests (parallel requests for one slot would otherwise hold every pooled connection while they wait).
   * When none do, the transaction-scoped lock of the room and the company, held until the transaction ends,
   * and then, read with a snapshot taken after the lock is held, the room's bookings that overlap the
   * interval or count against the company in the limits window: every booking that the company's earlier
   * writes committed (migration 0015, docs/decisions/056). The target is remembered (`KnownTargets`).
   */
  private async facts(
    booker: Booker,
    roomId: number,
    lockFor: { interval: BookedInterval; exceptId?: number } | undefined,
    trx: DirectExecutor,
  ): Promise<BookingFacts> {
    const withLock = lockFor !== undefined;
    const named = (this.targetStatements[withLock ? 'locked' : 'plain'] ??= namedStatement<TargetParam>((p) => targetQuery(this.db, withLock, p)));
    const window = lockFor && limitsWindow(lockFor.interval);
    const [row] = await directRows<TargetRow>(
      trx,
      named.statement,
      named.bindings({
        roomId,
        discountOf: booker.companyId,
        exceptId: lockFor?.exceptId ?? 0,
        start: lockFor?.interval.bookingStart.toString() ?? null,
        end: lockFor?.interval.bookingEnd.toString() ?? null,
        lockCompany: booker.companyId,
        windowStart: window ? instantText(window.start) : null,
        windowEnd: window ? instantText(window.end) : null,
      }),
    );
    if (!row) return { booker, target: undefined, deciding: [] };
    const { target, deciding } = factsOfRow(row);
    this.knownTargets.remember(roomId, booker.companyId, target);
    return { booker, target, deciding };
  }

  /** A room's facts as a booking needs them (`TargetFacts`, without a company's discount); undefined when there is none. */
  async target(roomId: number): Promise<TargetFacts | undefined> {
    return (await this.facts({ userId: 0, role: 'SuperAdmin', companyId: null }, roomId, undefined, this.db)).target;
  }

  /**
   * Whether the location exists and is active, its rooms, active or not, by id, and the bookings of those rooms
   * that overlap the window, by start, as `listWritten` answers them: in one prepared statement.
   */
  async locationList(locationId: number, window: TimeWindow): Promise<{ isActive: boolean; roomIds: number[]; bookings: WrittenBooking[] } | undefined> {
    this.locationListStatement ??= directStatement(locationListQuery(this.db));
    const [row] = await directRows<ListedTexts & { isActive: boolean; roomIds: number[] }>(this.db, this.locationListStatement, [
      locationId,
      instantText(window.start),
      instantText(window.end),
      locationId,
    ]);
    return row && { isActive: row.isActive, roomIds: row.roomIds, bookings: writtenBookings(row) };
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

  /** Bookings joined to their room, location, booker and company, from `bookings` or from the rows a statement wrote (`from`). */
  private joinedBookings(trx: Executor, from = 'bookings') {
    return trx(`${from} as b`)
      .join('rooms as r', 'r.id', 'b.room_id')
      .join('locations as l', 'l.id', 'r.location_id')
      .join('users as u', 'u.id', 'b.user_id')
      .leftJoin('companies as c', 'c.id', 'b.company_id')
      .leftJoin('booking_series as bs', 'bs.id', 'b.series_id');
  }

  /** Bookings as the contract's Booking, from `bookings` or from the rows a statement wrote (`from`). */
  private selectBookings(trx: Executor, from = 'bookings') {
    return this.joinedBookings(trx, from).select<BookingRow[]>(bookingSelect(trx));
  }

  /**
   * The bookings of the rooms that overlap the window, by start (then id), a row each, as the contract's
   * Booking: the plain read that the lists' written JSON is tested against (written-booking-list.test.ts),
   * and the statement of the bench's raw floor.
   */
  async listIn(roomIds: readonly number[], window: TimeWindow, trx: Executor = this.db): Promise<Booking[]> {
    if (roomIds.length === 0) return [];
    const query = this.joinedBookings(trx)
      .join(wantedRooms(trx, roomIds), 'wanted.room_id', 'b.room_id')
      .whereRaw(...overlapping(window))
      .orderBy([{ column: 'b.booking_start' }, { column: 'b.id' }])
      .select<BookingRow[]>(bookingSelect(trx));
    // Prepared: PostgreSQL plans it once per connection instead of on every call (docs/decisions/046). Its
    // text is the same for any rooms and window.
    return (await preparedRows<BookingRow>(trx, query)).map(toBooking);
  }

  /**
   * The bookings of the rooms that overlap the window, by start (then id), as `listIn` reads them, each
   * written as JSON up to its cost (`writtenBookings`), in one prepared statement (docs/decisions/066).
   */
  async listWritten(roomIds: readonly number[], window: TimeWindow): Promise<WrittenBooking[]> {
    if (roomIds.length === 0) return [];
    this.roomsListStatement ??= directStatement(roomsListQuery(this.db));
    const [row] = await directRows<ListedTexts>(this.db, this.roomsListStatement, [[...roomIds], instantText(window.start), instantText(window.end)]);
    return row ? writtenBookings(row) : [];
  }

  /**
   * Who a booking is of (the §6 change rules): the booker, the company it counts against, its start; and
   * its room (availability lists it while the booking is edited).
   */
  async findOwnership(id: number, trx: Executor = this.db, { lock = false }: { lock?: boolean } = {}): Promise<BookingOwnership | undefined> {
    const query = trx('bookings')
      .select<BookingOwnership[]>('user_id as userId', 'company_id as companyId', 'booking_start as bookingStart', 'booking_end as bookingEnd', 'room_id as roomId')
      .where({ id })
      // A booking whose room or booker is deleted is history (migration 0007), and so is a released one
      // (migration 0020): no one changes it.
      .whereNotNull('room_id')
      .whereNotNull('user_id')
      .whereNull('released_at')
      .first();
    // `for no key update`: what an update takes anyway, so it waits for no reader and blocks no foreign key check.
    return lock ? query.forNoKeyUpdate() : query;
  }

  /**
   * Writes a new booking as `insert` does, but only while every fact of `target` (`TARGET_FACTS`) is still
   * what the database holds: in one statement, so nothing can change between the decision and the write.
   * Undefined, and nothing written, when any of them has changed. Built once and prepared (docs/decisions/046, 051).
   */
  async insertWhileTargetHolds(booking: NewBooking, target: TargetFacts, trx: Executor = this.db): Promise<Booking | undefined> {
    this.guardedInsertStatement ??= namedStatement<GuardParam>((p) => this.answerOf(guardedInsertQuery(this.db, p)));
    const facts = factRowOf(target);
    const named = this.guardedInsertStatement;
    const values = {
      ...newBookingColumns(booking),
      ...(Object.fromEntries(FACTS.map((fact) => [`fact:${fact}`, facts[fact]])) as Record<`fact:${Fact}`, Knex.Value>),
    };
    const [row] = await directRows<BookingRow>(trx, named.statement, named.bindings(values));
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
          // A change of one occurrence of a series is its own: a later change of the series leaves it (docs/decisions/106).
          .update({ ...Object.fromEntries(CHANGED_COLUMNS.map((name) => [name, p(name)])), updated_at: this.db.fn.now(), detached: this.db.raw('series_id is not null') })
          .returning('*'),
      ),
    );
    const { user_id: _user, company_id: _company, checked_in_at: _checkedIn, ...changed } = newBookingColumns({ ...fields, userId: 0, companyId: null });
    const [row] = await directRows<BookingRow>(trx, this.updateStatement.statement, this.updateStatement.bindings({ id, ...changed }));
    return row && toBooking(row);
  }

  /** The contract's Booking of the rows a data-modifying statement returns (`write … returning *`), in the same statement. */
  private answerOf(write: Knex.QueryBuilder | Knex.Raw): Knex.QueryBuilder {
    return this.selectBookings(this.db, 'written').with('written', write).limit(1);
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
  bookingEnd: Date;
  roomId: number;
}

export const bookingsRepository = (deps: Deps) => new BookingsRepository(deps.knex);
