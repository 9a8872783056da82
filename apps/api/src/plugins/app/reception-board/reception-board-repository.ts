import type { Knex } from 'knex';
import type { BoardMeeting, BoardReception, ReceptionBoardLocation } from '@roombook/domain/reception-board/schemas';
import type { TimeWindow } from '@roombook/domain/time/windows';
import { RECEPTION_BOARD_MEETINGS_MAX } from '@roombook/domain/constants';
import type { Executor } from '../../../db/executor';
import { isoFromUtcText, utcText } from '../../../db/instants';
import type { Deps } from '../../../deps';

/** A reception a board may sign in to, with its device password (stored recoverable, docs/decisions/009). */
export interface DeviceReceptionRow {
  id: number;
  locationId: number;
  password: string;
}

/** A guest who has just arrived, with what the host's e-mail says. */
export interface ArrivalRow {
  guestName: string;
  meetingName: string;
  bookingStart: Date;
  roomName: string;
  locationName: string;
  hostEmail: string;
  hostFirstName: string;
}

/** What `arrive` found: whether the guest is one of the board's, and the arrival when this call made it. */
export interface ArriveOutcome {
  expected: boolean;
  arrival: ArrivalRow | null;
}

/** A meeting overlapping a window, at a location, and not released (`?` binds the location, then the window). */
const ON_BOARD = `r.location_id = ? and b.released_at is null
                  and tstzrange(b.booking_start, b.booking_end) && tstzrange(?::timestamptz, ?::timestamptz)`;

/**
 * What the reception board reads and writes (issue 29 §2, docs/decisions/103): the receptions it signs in to, the
 * day's meetings at a location with their hosts and guests, and a guest's arrival. Its sessions are
 * `DeviceSessions`.
 */
export class ReceptionBoardRepository {
  constructor(private readonly db: Knex) {}

  /** The locations that have a reception (the sign-in form's choice). */
  async locationsWithReception(): Promise<ReceptionBoardLocation[]> {
    return this.db('locations as l')
      .whereExists((sub) => sub.select(this.db.raw('1')).from('receptions as r').whereRaw('r.location_id = l.id'))
      .select<ReceptionBoardLocation[]>('l.id', 'l.name');
  }

  /**
   * The receptions at a location with their passwords, held (`for key share`) until the transaction ends: a change
   * of a password at this moment is waited for and the new one compared.
   */
  async receptionsAt(locationId: number, trx: Knex.Transaction): Promise<DeviceReceptionRow[]> {
    return trx('receptions').where({ location_id: locationId }).orderBy('id').forKeyShare().select<DeviceReceptionRow[]>('id', 'location_id as locationId', 'password');
  }

  async reception(id: number, trx: Executor = this.db): Promise<(BoardReception & { locationId: number }) | undefined> {
    return trx('receptions as r')
      .join('locations as l', 'l.id', 'r.location_id')
      .where('r.id', id)
      .first<(BoardReception & { locationId: number }) | undefined>(
        'r.id',
        'r.name',
        'r.location_id as locationId',
        'l.name as locationName',
        'r.wifi_name as wifiName',
        'r.wifi_pass as wifiPass',
      );
  }

  /**
   * The meetings at a location that overlap `window` (a Copenhagen day), released ones left out, by start and room,
   * at most RECEPTION_BOARD_MEETINGS_MAX, each with its booker and company; then their guests: two statements.
   */
  async meetings(locationId: number, window: TimeWindow): Promise<BoardMeeting[]> {
    const rows = await this.db('bookings as b')
      .join('rooms as r', 'r.id', 'b.room_id')
      .join('users as u', 'u.id', 'b.user_id')
      .leftJoin('companies as c', 'c.id', 'b.company_id')
      .whereRaw(ON_BOARD, [locationId, window.start.toString(), window.end.toString()])
      .orderBy([{ column: 'b.booking_start' }, { column: 'r.name' }, { column: 'b.id' }])
      .limit(RECEPTION_BOARD_MEETINGS_MAX)
      .select<Array<Omit<BoardMeeting, 'guests'>>>(
        'b.id',
        'b.name',
        'r.name as roomName',
        this.db.raw(utcText('b.booking_start', 'bookingStart')),
        this.db.raw(utcText('b.booking_end', 'bookingEnd')),
        'c.name as companyName',
        this.db.raw(`u.first_name || ' ' || u.last_name as "hostName"`),
      );
    if (rows.length === 0) return [];
    const guests = await this.db('booking_guests')
      .whereIn(
        'booking_id',
        rows.map((row) => row.id),
      )
      .orderBy([{ column: 'booking_id' }, { column: 'id' }])
      .select<Array<{ id: number; bookingId: number; name: string; arrivedAt: Date | null }>>('id', 'booking_id as bookingId', 'name', 'arrived_at as arrivedAt');
    return rows.map((row) => ({
      ...row,
      bookingStart: isoFromUtcText(row.bookingStart),
      bookingEnd: isoFromUtcText(row.bookingEnd),
      guests: guests.filter((g) => g.bookingId === row.id).map(({ id, name, arrivedAt }) => ({ id, name, arrivedAt: arrivedAt?.toISOString() ?? null })),
    }));
  }

  /**
   * Marks the guest arrived at `at` when they are a guest of a meeting on the board (`ON_BOARD`) and have not
   * arrived yet: one `update … returning`, which PostgreSQL re-checks on a row another transaction changed, so that
   * two boards pressing at once mark the guest (and e-mail the host) once.
   */
  async arrive(guestId: number, locationId: number, window: TimeWindow, at: Date, trx: Executor = this.db): Promise<ArriveOutcome> {
    const boardBindings = [guestId, locationId, window.start.toString(), window.end.toString()];
    const guestOnBoard = `select g.id from booking_guests g join bookings b on b.id = g.booking_id join rooms r on r.id = b.room_id
                           where g.id = ? and ${ON_BOARD}`;
    const { rows } = (await trx.raw(
      `with changed as (
         update booking_guests g set arrived_at = ?::timestamptz
          where g.arrived_at is null and g.id in (${guestOnBoard})
         returning g.id, g.name, g.booking_id
       )
       select changed.name as "guestName", b.name as "meetingName", b.booking_start as "bookingStart", r.name as "roomName",
              l.name as "locationName", u.email as "hostEmail", u.first_name as "hostFirstName"
         from changed
         join bookings b on b.id = changed.booking_id
         join rooms r on r.id = b.room_id
         join locations l on l.id = r.location_id
         join users u on u.id = b.user_id`,
      [at.toISOString(), ...boardBindings],
    )) as { rows: ArrivalRow[] };
    const arrival = rows[0] ?? null;
    if (arrival) return { expected: true, arrival };
    const { rows: expected } = (await trx.raw(guestOnBoard, boardBindings)) as { rows: unknown[] };
    return { expected: expected.length > 0, arrival: null };
  }
}

export const receptionBoardRepository = (deps: Deps) => new ReceptionBoardRepository(deps.knex);
