import type { Knex } from 'knex';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';

/** What a trigger noticed of a booking (migration 0022). */
export type NoticeKind = 'created' | 'changed' | 'released' | 'cancelled';

/** A booking as it was: before a change (`changed`), or all of it when it was deleted (`cancelled`). */
export interface WasBooking {
  name: string;
  roomId: number | null;
  /** The kept name of a deleted room (migration 0007); null while the room exists. */
  roomName?: string | null;
  locationName?: string | null;
  bookingStart: string;
  bookingEnd: string;
  /** A deleted booking's SEQUENCE: one more than its last. */
  revision?: number;
  /** A deleted occurrence's series and the start the rule gave it (migration 0024). */
  seriesId?: number | null;
  occurrenceStart?: string | null;
}

export interface BookingNotice {
  id: number;
  bookingId: number;
  kind: NoticeKind;
  userId: number | null;
  roomId: number | null;
  was: WasBooking | null;
}

/** A booking as it is now, with its room, location and booker. */
export interface NoticedBooking {
  id: number;
  name: string;
  bookingStart: Date;
  bookingEnd: Date;
  revision: number;
  releasedAt: Date | null;
  roomId: number | null;
  roomName: string;
  locationName: string;
  userId: number | null;
  /** The series it is an occurrence of, and the start the rule gave it; null for a single booking. */
  seriesId: number | null;
  occurrenceStart: Date | null;
}

/** A series as its calendar event needs it (migration 0024), with the start of each occurrence still booked. */
export interface NoticedSeries {
  id: number;
  rule: string;
  /** DTSTART as Copenhagen wall time, 'YYYY-MM-DDTHH:mm:ss'. */
  startsLocal: string;
  minutes: number;
  booked: NoticedBooking[];
}

/** Whom a booking e-mail goes to. */
export interface NoticedUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  notifyEmail: boolean;
}

/** A room's name and its location's. */
export interface RoomNames {
  id: number;
  roomName: string;
  locationName: string;
}

/** The only code that reads or writes `booking_notices` (conventions §5); the triggers of migration 0022 write them. */
export class BookingNoticesRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Takes up to `limit` notices not yet mailed, oldest first, and marks them mailed: in the caller's transaction,
   * which queues their mails, so that a notice is mailed once (`skip locked`: another process takes others).
   */
  async claim(trx: Executor, limit: number, now: Date): Promise<BookingNotice[]> {
    const { rows } = (await trx.raw(
      `update booking_notices n set mailed_at = ?::timestamptz
        where n.id in (select id from booking_notices where mailed_at is null order by id limit ? for update skip locked)
        returning n.id, n.booking_id as "bookingId", n.kind, n.user_id as "userId", n.room_id as "roomId", n.was`,
      [now.toISOString(), limit],
    )) as { rows: Array<Omit<BookingNotice, 'id' | 'was'> & { id: number | string; was: WasBooking | string | null }> };
    return rows
      .map((row) => ({ ...row, id: Number(row.id), was: typeof row.was === 'string' ? (JSON.parse(row.was) as WasBooking) : row.was }))
      .sort((a, b) => a.id - b.id);
  }

  /** The bookings that still exist, as they are now. */
  async bookings(trx: Executor, ids: readonly number[]): Promise<NoticedBooking[]> {
    if (ids.length === 0) return [];
    return trx('bookings as b')
      .leftJoin('rooms as r', 'r.id', 'b.room_id')
      .leftJoin('locations as l', 'l.id', 'r.location_id')
      .whereIn('b.id', [...ids])
      .select<NoticedBooking[]>(
        'b.id',
        'b.name',
        'b.booking_start as bookingStart',
        'b.booking_end as bookingEnd',
        'b.revision',
        'b.released_at as releasedAt',
        'b.room_id as roomId',
        trx.raw('coalesce(r.name, b.room_name) as "roomName"'),
        trx.raw('coalesce(l.name, b.location_name) as "locationName"'),
        'b.user_id as userId',
        'b.series_id as seriesId',
        'b.occurrence_start as occurrenceStart',
      );
  }

  /** The series, each with its occurrences that are booked (not released), by start. */
  async series(trx: Executor, ids: readonly number[]): Promise<NoticedSeries[]> {
    if (ids.length === 0) return [];
    const rows = await trx('booking_series')
      .whereIn('id', [...ids])
      .select<Array<Omit<NoticedSeries, 'booked'>>>('id', 'rule', trx.raw(`replace(starts_local::text, ' ', 'T') as "startsLocal"`), 'minutes');
    const bookedIds = await trx('bookings')
      .whereIn('series_id', [...ids])
      .whereNull('released_at')
      .orderBy('booking_start')
      .pluck<number[]>('id');
    const booked = await this.bookings(trx, bookedIds);
    return rows.map((row) => ({ ...row, booked: booked.filter((booking) => booking.seriesId === row.id).sort((a, b) => a.bookingStart.getTime() - b.bookingStart.getTime()) }));
  }

  async users(trx: Executor, ids: readonly number[]): Promise<NoticedUser[]> {
    if (ids.length === 0) return [];
    return trx('users')
      .whereIn('id', [...ids])
      .select<NoticedUser[]>('id', 'email', 'first_name as firstName', 'last_name as lastName', 'notify_email as notifyEmail');
  }

  async rooms(trx: Executor, ids: readonly number[]): Promise<RoomNames[]> {
    if (ids.length === 0) return [];
    return trx('rooms as r')
      .join('locations as l', 'l.id', 'r.location_id')
      .whereIn('r.id', [...ids])
      .select<RoomNames[]>('r.id', 'r.name as roomName', 'l.name as locationName');
  }

  /** Deletes the notices mailed before `before` (they name meetings: PERSONAL_DATA_KEPT_DAYS); answers how many. */
  async forgetMailedBefore(before: Date): Promise<number> {
    const { rowCount } = (await this.db.raw('delete from booking_notices where mailed_at < ?::timestamptz', [before.toISOString()])) as {
      rowCount: number | null;
    };
    return rowCount ?? 0;
  }
}

export const bookingNoticesRepository = (deps: Deps) => new BookingNoticesRepository(deps.knex);
