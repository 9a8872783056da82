import type pg from 'pg';
import { newTabletCode } from '@roombook/api/plugins/app/rooms/rooms-service';

/** The bookings of the feed's room: a busy room's year (issue 30 §2). */
export const FEED_BOOKINGS = 2_000;
/** Meetings a day in the feed's room, one an hour from 08:00 (Copenhagen's day as the database reads it, UTC). */
const PER_DAY = 6;

/**
 * A room of its own at `locationId`, with FEED_BOOKINGS one-hour bookings of the user's from tomorrow on (PER_DAY a
 * day, within the feed's year), as the feed bench reads them. The booking notices these rows write are marked mailed
 * in the same transaction: nobody made them, and the API's booking mailer is not what this part measures.
 */
export async function fillFeedRoom(bench: pg.Client, who: { locationId: number; userId: number; companyId: number }): Promise<number> {
  await bench.query('begin');
  try {
    const { rows } = await bench.query<{ id: number }>(
      `insert into rooms (name, location_id, daily_limit, weekly_limit, code) values ('Bench feed room', $1, 24, 168, $2) returning id`,
      [who.locationId, newTabletCode()],
    );
    const roomId = rows[0]!.id;
    await bench.query(
      `insert into bookings (name, room_id, user_id, company_id, booking_start, booking_end,
                             hourly_rate_ore, discount_percent, total_ore, discount_ore, total_with_discount_ore, total_with_tax_ore)
       select 'Feed meeting ' || n, $1, $2, $3, t, t + interval '1 hour', 0, 0, 0, 0, 0, 0
         from (select n, date_trunc('day', now()) + (1 + n / ${PER_DAY}) * interval '1 day' + (8 + n % ${PER_DAY}) * interval '1 hour' as t
                 from generate_series(0, $4 - 1) as n) as slots`,
      [roomId, who.userId, who.companyId, FEED_BOOKINGS],
    );
    await bench.query('update booking_notices set mailed_at = now() where mailed_at is null');
    await bench.query('commit');
    return roomId;
  } catch (error) {
    await bench.query('rollback');
    throw error;
  }
}
