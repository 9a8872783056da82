import type { Knex } from 'knex';
import type { TabletRoom } from '@roombook/domain/tablet/schemas';
import type { TabletBookingRecord } from '@roombook/domain/tablet/rules/tablet-state';
import type { TimeWindow } from '@roombook/domain/time/windows';
import type { BookingPricing } from '@roombook/domain/bookings/rules/booking-price';
import type { TabletPinFailures } from '@roombook/domain/tablet/rules/tablet-pin-attempts';
import { directRows, namedStatement, type NamedStatement } from '../../../db/direct';
import type { Executor } from '../../../db/executor';
import { isoFromUtcText, utcText } from '../../../db/instants';
import type { Deps } from '../../../deps';

/**
 * The room tablet's reads (issue 29 §1): the room a tablet code names, and the room's bookings of a day with
 * the company each counts against. Each is of one shape, run as a prepared statement (`preparedRows`): every
 * tablet asks every few seconds. And what Book now, End early and Extend read (docs/decisions/101): the room's
 * location, locked while a PIN is checked, the wrong PINs (`tablet_pin_failures`, migration 0019), and a
 * booking of the room.
 */
/**
 * A day window's bounds as the statement binds them, written once per window: `dayWindow` answers the same object
 * for a day, and every tablet asks for today every few seconds (a Temporal instant's text costs more than the
 * rest of the binding).
 */
const windowTextsOf = new WeakMap<TimeWindow, { from: string; to: string }>();
const windowTexts = (window: TimeWindow): { from: string; to: string } => {
  let texts = windowTextsOf.get(window);
  if (texts === undefined) windowTextsOf.set(window, (texts = { from: window.start.toString(), to: window.end.toString() }));
  return texts;
};

export class TabletRepository {
  /** The three reads of every tablet's state, each built once (`namedStatement`): a tablet asks every few seconds. */
  private readonly statements: {
    code: NamedStatement<'code'>;
    room: NamedStatement<'roomId'>;
    bookings: NamedStatement<'roomId' | 'from' | 'to'>;
  };

  constructor(private readonly knex: Knex) {
    this.statements = {
      code: namedStatement((p) => knex('rooms').where({ code: p('code') }).select('id').limit(1)),
      room: namedStatement((p) =>
        knex('rooms as r')
          .join('locations as l', 'l.id', 'r.location_id')
          .where('r.id', p('roomId'))
          .select(
            'r.id',
            'r.name',
            'r.image',
            'r.seats_number as seatsNumber',
            'l.name as locationName',
            'r.is_active as isActive',
            knex.raw('(l.check_in_required_since is not null) as "checkInRequired"'),
          )
          .limit(1),
      ),
      bookings: namedStatement((p) =>
        knex('bookings as b')
          .leftJoin('companies as c', 'c.id', 'b.company_id')
          .where('b.room_id', p('roomId'))
          .whereNull('b.released_at')
          .whereRaw('tstzrange(b.booking_start, b.booking_end) && tstzrange(?::timestamptz, ?::timestamptz)', [p('from'), p('to')])
          .orderBy('b.booking_start')
          .select(
            'b.id',
            'b.name',
            'c.name as companyName',
            knex.raw(utcText('b.booking_start', 'bookingStart')),
            knex.raw(utcText('b.booking_end', 'bookingEnd')),
            knex.raw('(b.checked_in_at is not null) as "checkedIn"'),
          ),
      ),
    };
  }

  /** The id of the room whose tablet code this is; undefined when no room has it (never had, or reset). */
  async roomIdOfCode(code: string): Promise<number | undefined> {
    const { statement, bindings } = this.statements.code;
    const [row] = await directRows<{ id: number }>(this.knex, statement, bindings({ code }));
    return row?.id;
  }

  /** The room as its tablet shows it; undefined once it is deleted. */
  async room(roomId: number): Promise<TabletRoom | undefined> {
    const { statement, bindings } = this.statements.room;
    const [row] = await directRows<TabletRoom>(this.knex, statement, bindings({ roomId }));
    return row;
  }

  /** The room's bookings that overlap the window (a day), released ones left out, by start, with their companies' names. */
  async bookings(roomId: number, window: TimeWindow): Promise<TabletBookingRecord[]> {
    const { statement, bindings } = this.statements.bookings;
    const { from, to } = windowTexts(window);
    const rows = await directRows<{ id: number; name: string; companyName: string | null; bookingStart: string; bookingEnd: string; checkedIn: boolean }>(
      this.knex,
      statement,
      bindings({ roomId, from, to }),
    );
    return rows.map((row) => ({ ...row, bookingStart: isoFromUtcText(row.bookingStart), bookingEnd: isoFromUtcText(row.bookingEnd) }));
  }

  /**
   * The location of the room, its row locked `for no key update` until the transaction ends: the PIN checks of
   * every tablet of a location, on any API process, count one after the other. Undefined once the room is gone.
   */
  async lockLocationOfRoom(roomId: number, trx: Knex.Transaction): Promise<number | undefined> {
    const room = await trx('rooms').where({ id: roomId }).first<{ locationId: number } | undefined>('location_id as locationId');
    if (room === undefined) return undefined;
    const location = await trx('locations').where({ id: room.locationId }).forNoKeyUpdate().first<{ id: number } | undefined>('id');
    return location?.id;
  }

  /** The location of the room; undefined once it is gone. */
  async locationOfRoom(roomId: number, trx: Executor = this.knex): Promise<number | undefined> {
    const room = await trx('rooms').where({ id: roomId }).first<{ locationId: number } | undefined>('location_id as locationId');
    return room?.locationId;
  }

  /** The instants (epoch ms) of the wrong PINs after `since`: of the room's tablet and of its whole location. */
  async pinFailures(locationId: number, roomId: number, since: Date, trx: Executor = this.knex): Promise<TabletPinFailures> {
    const rows = await trx('tablet_pin_failures')
      .where({ location_id: locationId })
      .andWhere('failed_at', '>', since)
      .select<Array<{ roomId: number | null; failedAt: Date }>>('room_id as roomId', 'failed_at as failedAt');
    return {
      room: rows.filter((row) => row.roomId === roomId).map((row) => row.failedAt.getTime()),
      location: rows.map((row) => row.failedAt.getTime()),
    };
  }

  /** Records a wrong PIN, and forgets the location's wrong PINs from before `forgetBefore` (they count no more). */
  async recordPinFailure(failure: { locationId: number; roomId: number; at: Date; forgetBefore: Date }, trx: Executor = this.knex): Promise<void> {
    await trx('tablet_pin_failures').where({ location_id: failure.locationId }).andWhere('failed_at', '<=', failure.forgetBefore).delete();
    await trx('tablet_pin_failures').insert({ location_id: failure.locationId, room_id: failure.roomId, failed_at: failure.at });
  }

  /**
   * Checks booking `id` in at `at`, unless it is released (the job's release and a check-in at the same moment:
   * whichever writes first wins, the other's condition no longer holds). A booking checked in already keeps its
   * first check-in. Answers whether the booking is checked in now.
   */
  async checkIn(id: number, at: Date): Promise<boolean> {
    const rows = await this.knex('bookings')
      .where({ id })
      .whereNull('released_at')
      .update({ checked_in_at: this.knex.raw('coalesce(checked_in_at, ?::timestamptz)', [at.toISOString()]) })
      .returning('id');
    return rows.length === 1;
  }

  /** Whether the room's location asks for check-in. */
  async checkInRequired(roomId: number): Promise<boolean> {
    const row = await this.knex('rooms as r')
      .join('locations as l', 'l.id', 'r.location_id')
      .where('r.id', roomId)
      .first<{ required: boolean } | undefined>(this.knex.raw('(l.check_in_required_since is not null) as required'));
    return row?.required ?? false;
  }

  /** Booking `id` when it is of the room (and not history: its booker still there), released or not. */
  async booking(id: number, roomId: number): Promise<TabletChangedBooking | undefined> {
    const row = await this.knex('bookings')
      .where({ id, room_id: roomId })
      .whereNotNull('user_id')
      .first<(Omit<TabletChangedBooking, 'bookingStart' | 'bookingEnd'> & { bookingStart: string; bookingEnd: string }) | undefined>(
        'id',
        this.knex.raw('(released_at is not null) as released'),
        'name',
        'company_id as companyId',
        'hourly_rate_ore as hourlyRate',
        this.knex.raw('discount_percent::float8 as "discountPercent"'),
        this.knex.raw(utcText('booking_start', 'bookingStart')),
        this.knex.raw(utcText('booking_end', 'bookingEnd')),
      );
    return row && { ...row, bookingStart: isoFromUtcText(row.bookingStart), bookingEnd: isoFromUtcText(row.bookingEnd) };
  }
}

/** A booking of the tablet's room as End early and Extend read it: its times and the price rate fixed at booking. */
export interface TabletChangedBooking extends BookingPricing {
  id: number;
  /** Released for want of a check-in (migration 0020): it holds the room no more, and no one changes it. */
  released: boolean;
  name: string;
  companyId: number | null;
  bookingStart: string;
  bookingEnd: string;
}

export const tabletRepository = (deps: Deps) => new TabletRepository(deps.knex);
