import type { Knex } from 'knex';
import type { TabletRoom } from '@roombook/domain/tablet/schemas';
import type { TabletBookingRecord } from '@roombook/domain/tablet/rules/tablet-state';
import type { TimeWindow } from '@roombook/domain/time/windows';
import { preparedRows } from '../../../db/direct';
import { isoFromUtcText, utcText } from '../../../db/instants';
import type { Deps } from '../../../deps';

/**
 * The room tablet's reads (issue 29 §1): the room a tablet code names, and the room's bookings of a day with
 * the company each counts against. Each is of one shape, run as a prepared statement (`preparedRows`): every
 * tablet asks every few seconds.
 */
export class TabletRepository {
  constructor(private readonly knex: Knex) {}

  /** The id of the room whose tablet code this is; undefined when no room has it (never had, or reset). */
  async roomIdOfCode(code: string): Promise<number | undefined> {
    const [row] = await preparedRows<{ id: number }>(this.knex, this.knex('rooms').where({ code }).select('id').limit(1));
    return row?.id;
  }

  /** The room as its tablet shows it; undefined once it is deleted. */
  async room(roomId: number): Promise<TabletRoom | undefined> {
    const query = this.knex('rooms as r')
      .join('locations as l', 'l.id', 'r.location_id')
      .where('r.id', roomId)
      .select('r.id', 'r.name', 'r.image', 'r.seats_number as seatsNumber', 'l.name as locationName', 'r.is_active as isActive')
      .limit(1);
    const [row] = await preparedRows<TabletRoom>(this.knex, query);
    return row;
  }

  /** The room's bookings that overlap the window, with the name of the company each counts against. */
  async bookings(roomId: number, window: TimeWindow): Promise<TabletBookingRecord[]> {
    const query = this.knex('bookings as b')
      .leftJoin('companies as c', 'c.id', 'b.company_id')
      .where('b.room_id', roomId)
      .whereRaw('tstzrange(b.booking_start, b.booking_end) && tstzrange(?::timestamptz, ?::timestamptz)', [window.start.toString(), window.end.toString()])
      .orderBy('b.booking_start')
      .select('b.id', 'b.name', 'c.name as companyName', this.knex.raw(utcText('b.booking_start', 'bookingStart')), this.knex.raw(utcText('b.booking_end', 'bookingEnd')));
    const rows = await preparedRows<{ id: number; name: string; companyName: string | null; bookingStart: string; bookingEnd: string }>(this.knex, query);
    return rows.map((row) => ({ ...row, bookingStart: isoFromUtcText(row.bookingStart), bookingEnd: isoFromUtcText(row.bookingEnd) }));
  }
}

export const tabletRepository = (deps: Deps) => new TabletRepository(deps.knex);
