import type { Knex } from 'knex';

/**
 * Booking e-mails with calendar files (issue 30 §1, docs/decisions/104):
 * - `bookings.revision`: how many times the booking changed in a way its booker's calendar shows (name, room,
 *   start, end, release). It is the calendar file's SEQUENCE, so that a calendar keeps the newest version. The
 *   BEFORE UPDATE trigger counts it, whoever writes.
 * - `booking_notices`: one row for every booking that was made, changed, released or deleted, written by the AFTER
 *   triggers in the transaction of the write, whoever wrote it (the booker, a colleague, an administrator, a tablet,
 *   the no-show release, the cancelling of a deleted room's bookings). The API's booking mailer turns them into
 *   e-mails in the outbox (in one transaction, under `for update skip locked`: each notice is mailed once, also with
 *   two API processes), and marks them `mailed_at`. A notice keeps what the booking was (`was`): a deleted booking
 *   is gone when it is mailed. Mailed notices are forgotten PERSONAL_DATA_KEPT_DAYS later (they name the meeting).
 * - `outgoing_emails.calendar` and `calendar_method`: the calendar file a queued mail carries.
 * - Writers only insert notices, so they never wait for each other here.
 */
const up_statements = [
  'alter table bookings add column revision integer not null default 0',
  // The calendar file a queued mail carries, and its METHOD (REQUEST, CANCEL).
  'alter table outgoing_emails add column calendar_method text',
  'alter table outgoing_emails add column calendar text',
  `create table booking_notices (
    id bigint generated always as identity primary key,
    -- No foreign key: the notice of a deleted booking outlives it.
    booking_id integer not null,
    kind text not null constraint booking_notices_kind check (kind in ('created', 'changed', 'released', 'cancelled')),
    user_id integer,
    room_id integer,
    company_id integer,
    -- What the booking was before the change (changed), or all of it (cancelled).
    was jsonb,
    noticed_at timestamptz not null default now(),
    mailed_at timestamptz
  )`,
  `create index booking_notices_waiting_idx on booking_notices (id) where mailed_at is null`,
  `create index booking_notices_mailed_idx on booking_notices (mailed_at) where mailed_at is not null`,
  // A feed's Last-Modified: the newest change of a room's, a user's or a company's bookings (docs/decisions/105).
  `create index booking_notices_room_idx on booking_notices (room_id, noticed_at)`,
  `create index booking_notices_user_idx on booking_notices (user_id, noticed_at)`,
  `create index booking_notices_company_idx on booking_notices (company_id, noticed_at)`,

  `create function count_booking_revision() returns trigger language plpgsql as $$
   begin
     if (new.name, new.room_id, new.booking_start, new.booking_end, new.released_at)
        is distinct from (old.name, old.room_id, old.booking_start, old.booking_end, old.released_at) then
       new.revision := old.revision + 1;
     end if;
     return new;
   end $$`,
  `create trigger bookings_count_revision before update on bookings
     for each row execute function count_booking_revision()`,

  `create function notice_booking() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       insert into booking_notices (booking_id, kind, user_id, room_id, company_id) values (new.id, 'created', new.user_id, new.room_id, new.company_id);
     elsif tg_op = 'DELETE' then
       insert into booking_notices (booking_id, kind, user_id, room_id, company_id, was)
       values (old.id, 'cancelled', old.user_id, old.room_id, old.company_id, jsonb_build_object(
         'name', old.name, 'roomId', old.room_id, 'roomName', old.room_name, 'locationName', old.location_name,
         'bookingStart', old.booking_start, 'bookingEnd', old.booking_end, 'revision', old.revision + 1));
     elsif new.released_at is not null and old.released_at is null then
       insert into booking_notices (booking_id, kind, user_id, room_id, company_id) values (new.id, 'released', new.user_id, new.room_id, new.company_id);
     elsif new.room_id is not null then
       -- (A room's delete nulls its bookings' room_id, then cancels the future ones: the cancel is the notice.)
       insert into booking_notices (booking_id, kind, user_id, room_id, company_id, was)
       values (new.id, 'changed', new.user_id, new.room_id, new.company_id, jsonb_build_object(
         'name', old.name, 'roomId', old.room_id, 'bookingStart', old.booking_start, 'bookingEnd', old.booking_end));
     end if;
     return null;
   end $$`,
  `create trigger bookings_notice_insert after insert on bookings
     for each row execute function notice_booking()`,
  `create trigger bookings_notice_update after update on bookings
     for each row when (new.revision <> old.revision) execute function notice_booking()`,
  // A released booking was cancelled in its booker's calendar when it was released.
  `create trigger bookings_notice_delete after delete on bookings
     for each row when (old.released_at is null) execute function notice_booking()`,
];

export async function up(knex: Knex): Promise<void> {
  // One statement per call: PGlite's extended protocol takes a single statement.
  for (const sql of up_statements) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists bookings_notice_delete on bookings');
  await knex.raw('drop trigger if exists bookings_notice_update on bookings');
  await knex.raw('drop trigger if exists bookings_notice_insert on bookings');
  await knex.raw('drop function if exists notice_booking()');
  await knex.raw('drop trigger if exists bookings_count_revision on bookings');
  await knex.raw('drop function if exists count_booking_revision()');
  await knex.raw('drop table if exists booking_notices');
  await knex.raw('alter table bookings drop column if exists revision');
  await knex.raw('alter table outgoing_emails drop column if exists calendar');
  await knex.raw('alter table outgoing_emails drop column if exists calendar_method');
}
