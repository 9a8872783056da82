import type { Knex } from 'knex';
import * as limitLockRead from './0015_limit_lock_read';

/**
 * Check-in and no-show release on the room tablet (issue 29 §1, docs/decisions/102):
 * - `locations.check_in_required_since`: null while a location's bookings need no check-in (the default); the
 *   moment it was turned on otherwise, so that turning it on releases no booking whose check-in closed before.
 * - `bookings.checked_in_at`: when someone of the booking's company checked in at the room's tablet.
 * - `bookings.check_in_reminded_at`: when the booker was reminded to check in (once per booking).
 * - `bookings.released_at`: when a booking that was not checked in was released. The row stays, with its price,
 *   for the booking report; the room is free again, so the exclusion constraint holds only for bookings that are
 *   not released (its index answers every live query, which says `released_at is null`).
 */
const up_statements = [
  'alter table locations add column check_in_required_since timestamptz',
  'alter table bookings add column checked_in_at timestamptz',
  'alter table bookings add column check_in_reminded_at timestamptz',
  'alter table bookings add column released_at timestamptz',
  'alter table bookings drop constraint bookings_no_overlap',
  `alter table bookings add constraint bookings_no_overlap exclude using gist (
     room_id with =,
     tstzrange(booking_start, booking_end) with &&
   ) where (released_at is null)`,
  // The limit lock's read (migration 0015) leaves released bookings out, as every live read does.
  `create or replace function bookings_under_limit_lock(
     room integer, company integer,
     slot_start timestamptz, slot_end timestamptz,
     window_start timestamptz, window_end timestamptz
   ) returns json language plpgsql volatile as $$
   declare
     deciding json;
   begin
     perform pg_advisory_xact_lock(room, company);
     -- A statement of its own: its snapshot is taken now, with the lock held. A released booking holds nothing.
     select coalesce(json_agg(json_build_object('id', b.id, 'roomId', b.room_id, 'userId', b.user_id, 'companyId', b.company_id,
                                                'bookingStart', b.booking_start, 'bookingEnd', b.booking_end)), '[]'::json)
       into deciding
       from bookings b
      where b.room_id = room
        and b.released_at is null
        and tstzrange(b.booking_start, b.booking_end) && tstzrange(window_start, window_end)
        and (tstzrange(b.booking_start, b.booking_end) && tstzrange(slot_start, slot_end) or b.company_id = company);
     return deciding;
   end $$`,
];

const down_statements = [
  'delete from bookings where released_at is not null',
  'alter table bookings drop constraint bookings_no_overlap',
  `alter table bookings add constraint bookings_no_overlap exclude using gist (
     room_id with =,
     tstzrange(booking_start, booking_end) with &&
   )`,
  'alter table bookings drop column released_at',
  'alter table bookings drop column check_in_reminded_at',
  'alter table bookings drop column checked_in_at',
  'alter table locations drop column check_in_required_since',
];

export async function up(knex: Knex): Promise<void> {
  // One statement per call: PGlite's extended protocol takes a single statement.
  for (const sql of up_statements) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const sql of down_statements) await knex.raw(sql);
  // The limit lock's read as migration 0015 made it.
  await limitLockRead.down(knex);
  await limitLockRead.up(knex);
}
