import type { Knex } from 'knex';

/**
 * The lock of a room and a company, and the bookings that decide a booking that company limits bind, read
 * after the lock is held, in one call (docs/decisions/056).
 *
 * A booking that the limits bind takes the transaction-scoped advisory lock of its room and company before
 * its bookings are read (`BookingsRepository.book`), so that no parallel request can take the same
 * hours between the check and the write. The read must see every booking that the lock's earlier holders
 * committed: in READ COMMITTED, a statement sees what was committed when it started, before it waited for
 * the lock, so the read used to be a statement of its own, a second round trip. A VOLATILE function takes a
 * fresh snapshot for each statement it runs, so its `select` after `pg_advisory_xact_lock` sees them, and the
 * room's read (the target read of `BookingsRepository`) calls it in its own statement.
 *
 * It answers the room's bookings that overlap the slot, whoever made them, and those counted against the
 * company in the limits window (`[window_start, window_end)`), as `json` (the instants as PostgreSQL's text).
 */
const up_statements = [
  `create function bookings_under_limit_lock(
     room integer, company integer,
     slot_start timestamptz, slot_end timestamptz,
     window_start timestamptz, window_end timestamptz
   ) returns json language plpgsql volatile as $$
   declare
     deciding json;
   begin
     perform pg_advisory_xact_lock(room, company);
     -- A statement of its own: its snapshot is taken now, with the lock held.
     select coalesce(json_agg(json_build_object('id', b.id, 'roomId', b.room_id, 'userId', b.user_id, 'companyId', b.company_id,
                                                'bookingStart', b.booking_start, 'bookingEnd', b.booking_end)), '[]'::json)
       into deciding
       from bookings b
      where b.room_id = room
        and tstzrange(b.booking_start, b.booking_end) && tstzrange(window_start, window_end)
        and (tstzrange(b.booking_start, b.booking_end) && tstzrange(slot_start, slot_end) or b.company_id = company);
     return deciding;
   end $$`,
];

export async function up(knex: Knex): Promise<void> {
  for (const sql of up_statements) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists bookings_under_limit_lock(integer, integer, timestamptz, timestamptz, timestamptz, timestamptz)');
}
