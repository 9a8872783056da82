import type { Knex } from 'knex';
import type { FeedBooking } from '@roombook/domain/calendar-feeds/rules/feed-events';
import { directRows, namedStatement, type NamedStatement } from '../../../db/direct';
import type { Deps } from '../../../deps';

/** Whose bookings a feed holds: a room's, or a user's and (for company roles) their company's. */
export type FeedScope = { roomId: number } | { userId: number; companyId: number | null };

interface FeedRow extends Omit<FeedBooking, 'bookingStart' | 'bookingEnd' | 'updatedAt' | 'series'> {
  bookingStart: Date;
  bookingEnd: Date;
  updatedAt: Date;
  seriesId: number | null;
  rule: string | null;
  startsLocal: string | null;
  minutes: number | null;
  occurrenceStart: Date | null;
}

/** The shapes of a feed's read: a room's, a user's alone, a user's and their company's. */
type FeedShape = 'room' | 'user' | 'userAndCompany';
type FeedParam = 'roomId' | 'userId' | 'companyId' | 'start' | 'end';

const shapeOf = (scope: FeedScope): FeedShape => ('roomId' in scope ? 'room' : scope.companyId === null ? 'user' : 'userAndCompany');

/** Narrows a query on bookings (`prefix`: their alias and a dot) to the shape's scope, with markers for its values. */
const inScope = (query: Knex.QueryBuilder, shape: FeedShape, p: (name: FeedParam) => string, prefix: string): Knex.QueryBuilder => {
  if (shape === 'room') return query.where(`${prefix}room_id`, p('roomId'));
  if (shape === 'user') return query.where(`${prefix}user_id`, p('userId'));
  return query.where((where) => void where.where(`${prefix}user_id`, p('userId')).orWhere(`${prefix}company_id`, p('companyId')));
};

/** The only knex of the calendar feeds (conventions §5): the users' feed keys, and a feed's bookings. */
export class CalendarFeedsRepository {
  constructor(private readonly db: Knex) {}

  /** The user's feed key (migration 0023). */
  async key(userId: number): Promise<string | undefined> {
    const row = await this.db('users').where({ id: userId }).first<{ key: string } | undefined>('calendar_feed_key as key');
    return row?.key;
  }

  /** Writes a new feed key for the user: every address made with the old one ends. Answers the new key. */
  async resetKey(userId: number): Promise<string | undefined> {
    const [row] = await this.db('users').where({ id: userId }).update({ calendar_feed_key: this.db.raw('gen_random_uuid()') }, ['calendar_feed_key as key']);
    return (row as { key: string } | undefined)?.key;
  }

  /**
   * The bookings of the scope that overlap the window and hold their room (not released), by start; and when they
   * last changed: the newest of their own changes and of the notices of the scope (a deleted booking leaves its
   * notice, migration 0022). Each shape's two reads are built once and prepared (`namedStatement`): a calendar
   * program polls its feed again and again.
   */
  async feed(scope: FeedScope, window: { start: Date; end: Date }): Promise<{ bookings: FeedBooking[]; lastModified: Date | null }> {
    const { rows, noticed } = this.statementsOf(shapeOf(scope));
    const values = {
      roomId: 'roomId' in scope ? scope.roomId : null,
      userId: 'userId' in scope ? scope.userId : null,
      companyId: 'companyId' in scope ? scope.companyId : null,
      start: window.start.toISOString(),
      end: window.end.toISOString(),
    };
    const [found, latest] = await Promise.all([
      directRows<FeedRow>(this.db, rows.statement, rows.bindings(values)),
      directRows<{ at: Date | null }>(this.db, noticed.statement, noticed.bindings(values)),
    ]);
    let lastModified = latest[0]?.at ?? null;
    const bookings: FeedBooking[] = [];
    // A plain loop with each field named: a busy room's year is thousands of rows (the bench's feed part).
    for (const row of found) {
      if (lastModified === null || row.updatedAt > lastModified) lastModified = row.updatedAt;
      bookings.push({
        id: row.id,
        name: row.name,
        bookingStart: row.bookingStart.toISOString(),
        bookingEnd: row.bookingEnd.toISOString(),
        revision: row.revision,
        userId: row.userId,
        companyId: row.companyId,
        bookerName: row.bookerName,
        companyName: row.companyName,
        roomName: row.roomName,
        locationName: row.locationName,
        updatedAt: row.updatedAt.toISOString(),
        series:
          row.seriesId === null
            ? null
            : { id: row.seriesId, rule: row.rule!, startsLocal: row.startsLocal!, minutes: row.minutes!, occurrenceStart: row.occurrenceStart!.toISOString() },
      });
    }
    return { bookings, lastModified };
  }

  private readonly statements: Partial<Record<FeedShape, { rows: NamedStatement<FeedParam>; noticed: NamedStatement<FeedParam> }>> = {};

  private statementsOf(shape: FeedShape) {
    return (this.statements[shape] ??= {
      rows: namedStatement<FeedParam>((p) =>
        inScope(this.db('bookings as b'), shape, p, 'b.')
          .leftJoin('users as u', 'u.id', 'b.user_id')
          .leftJoin('companies as c', 'c.id', 'b.company_id')
          .leftJoin('rooms as r', 'r.id', 'b.room_id')
          .leftJoin('locations as l', 'l.id', 'r.location_id')
          .leftJoin('booking_series as bs', 'bs.id', 'b.series_id')
          // As the booking lists read a window: a room's is answered by the GiST index of `bookings_no_overlap`.
          .whereNull('b.released_at')
          .whereRaw('tstzrange(b.booking_start, b.booking_end) && tstzrange(?::timestamptz, ?::timestamptz)', [p('start'), p('end')])
          .orderBy([{ column: 'b.booking_start' }, { column: 'b.id' }])
          .select(
            'b.id',
            'b.name',
            'b.booking_start as bookingStart',
            'b.booking_end as bookingEnd',
            'b.revision',
            'b.user_id as userId',
            'b.company_id as companyId',
            this.db.raw(`coalesce(u.first_name, b.user_first_name) || ' ' || coalesce(u.last_name, b.user_last_name) as "bookerName"`),
            this.db.raw('coalesce(c.name, b.company_name) as "companyName"'),
            this.db.raw('coalesce(r.name, b.room_name) as "roomName"'),
            this.db.raw('coalesce(l.name, b.location_name) as "locationName"'),
            'b.updated_at as updatedAt',
            'b.series_id as seriesId',
            'bs.rule',
            this.db.raw(`replace(bs.starts_local::text, ' ', 'T') as "startsLocal"`),
            'bs.minutes',
            'b.occurrence_start as occurrenceStart',
          ),
      ),
      noticed: namedStatement<FeedParam>((p) => inScope(this.db('booking_notices'), shape, p, '').max('noticed_at as at')),
    });
  }
}

export const calendarFeedsRepository = (deps: Deps) => new CalendarFeedsRepository(deps.knex);
