import type { Knex } from 'knex';
import type { BookingGuest, GuestBody } from '@roombook/domain/guests/schemas';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';

/**
 * The only code that reads or writes `booking_guests` (migration 0021, docs/decisions/103), besides the reception
 * board's arrival: the expected guests of a booking, deleted with it, or PERSONAL_DATA_KEPT_DAYS after it ends.
 */
export class GuestsRepository {
  constructor(private readonly db: Knex) {}

  /** A booking's guests, in the order they were added. */
  async list(bookingId: number, trx: Executor = this.db): Promise<BookingGuest[]> {
    const rows = await trx('booking_guests')
      .where({ booking_id: bookingId })
      .orderBy('id')
      .select<Array<Omit<BookingGuest, 'arrivedAt'> & { arrivedAt: Date | null }>>('id', 'name', 'email', 'arrived_at as arrivedAt');
    return rows.map((row) => ({ ...row, arrivedAt: row.arrivedAt?.toISOString() ?? null }));
  }

  async count(bookingId: number, trx: Executor = this.db): Promise<number> {
    const row = await trx('booking_guests').where({ booking_id: bookingId }).count<{ count: string | number }>('id as count').first();
    return Number(row?.count ?? 0);
  }

  async insert(bookingId: number, guest: GuestBody, trx: Executor = this.db): Promise<void> {
    await trx('booking_guests').insert({ booking_id: bookingId, name: guest.name, email: guest.email ?? null });
  }

  /** Removes a guest of that booking; false when the booking has no such guest. */
  async delete(bookingId: number, guestId: number, trx: Executor = this.db): Promise<boolean> {
    const deleted = await trx('booking_guests').where({ id: guestId, booking_id: bookingId }).delete().returning<Array<{ id: number }>>('id');
    return deleted.length > 0;
  }

  /** The name of the company a booking counts against (null: a booker without one). */
  async companyName(companyId: number | null): Promise<string | null> {
    if (companyId === null) return null;
    const row = await this.db('companies').where({ id: companyId }).first<{ name: string } | undefined>('name');
    return row?.name ?? null;
  }

  /** Deletes the guests of every booking that ended before `before` (their names are personal data). Answers how many. */
  async forgetEndedBefore(before: Date): Promise<number> {
    const { rowCount } = (await this.db.raw(
      `delete from booking_guests g using bookings b
        where b.id = g.booking_id and b.booking_end < ?::timestamptz`,
      [before.toISOString()],
    )) as { rowCount: number | null };
    return rowCount ?? 0;
  }
}

export const guestsRepository = (deps: Deps) => new GuestsRepository(deps.knex);
