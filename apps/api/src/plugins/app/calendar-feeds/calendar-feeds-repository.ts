import type { Knex } from 'knex';
import type { FeedBooking } from '@roombook/domain/calendar-feeds/rules/feed-events';
import type { Deps } from '../../../deps';

/** Whose bookings a feed holds: a room's, or a user's and (for company roles) their company's. */
export type FeedScope = { roomId: number } | { userId: number; companyId: number | null };

interface FeedRow extends Omit<FeedBooking, 'bookingStart' | 'bookingEnd'> {
  bookingStart: Date;
  bookingEnd: Date;
  updatedAt: Date;
}

const scopeOf = (query: Knex.QueryBuilder, scope: FeedScope, prefix: string): Knex.QueryBuilder => {
  if ('roomId' in scope) return query.where(`${prefix}room_id`, scope.roomId);
  return query.where((where) => {
    void where.where(`${prefix}user_id`, scope.userId);
    if (scope.companyId !== null) void where.orWhere(`${prefix}company_id`, scope.companyId);
  });
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
   * notice, migration 0022).
   */
  async feed(scope: FeedScope, window: { start: Date; end: Date }): Promise<{ bookings: FeedBooking[]; lastModified: Date | null }> {
    const rows = scopeOf(this.db('bookings as b'), scope, 'b.')
      .leftJoin('users as u', 'u.id', 'b.user_id')
      .leftJoin('companies as c', 'c.id', 'b.company_id')
      .leftJoin('rooms as r', 'r.id', 'b.room_id')
      .leftJoin('locations as l', 'l.id', 'r.location_id')
      // As the booking lists read a window: a room's is answered by the GiST index of `bookings_no_overlap`.
      .whereNull('b.released_at')
      .whereRaw('tstzrange(b.booking_start, b.booking_end) && tstzrange(?::timestamptz, ?::timestamptz)', [window.start, window.end])
      .orderBy([{ column: 'b.booking_start' }, { column: 'b.id' }])
      .select<FeedRow[]>(
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
      );
    const noticed = scopeOf(this.db('booking_notices'), scope, '').max<{ at: Date | null }>('noticed_at as at').first();
    const [found, latest] = await Promise.all([rows, noticed]);
    let lastModified = latest?.at ?? null;
    const bookings = found.map(({ bookingStart, bookingEnd, updatedAt, ...row }) => {
      if (lastModified === null || updatedAt > lastModified) lastModified = updatedAt;
      return { ...row, bookingStart: bookingStart.toISOString(), bookingEnd: bookingEnd.toISOString() };
    });
    return { bookings, lastModified };
  }
}

export const calendarFeedsRepository = (deps: Deps) => new CalendarFeedsRepository(deps.knex);
