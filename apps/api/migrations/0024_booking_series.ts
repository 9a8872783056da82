import type { Knex } from 'knex';

/**
 * Recurring bookings (issue 30 §3, docs/decisions/106): a series is its rule, and each of its bookings is an
 * ordinary booking row that names it.
 * - `booking_series.rule`: the RRULE value (RFC 5545) as the domain writes it (`seriesRule`: FREQ, INTERVAL, BYDAY,
 *   and COUNT or UNTIL in UTC); `starts_local`, DTSTART as Copenhagen wall time (the rule's TZID); `minutes`, how
 *   long each booking is. The rule is what a calendar file's RRULE says, so the user's calendar shows the dates the
 *   rule gives, less the EXDATEs of the ones not booked.
 * - `bookings.series_id`: the series a booking is an occurrence of (null for a single booking; set null if the
 *   series row goes). `occurrence_start`: the start the rule gave it, its RECURRENCE-ID, which stays when the booking
 *   is moved. `detached`: the occurrence was changed by itself ("this occurrence"), and a later change of the whole
 *   series leaves it as it is.
 * - The notice of a deleted booking (migration 0022) keeps its series and occurrence too, so that its e-mail cancels
 *   that one occurrence of the series in the booker's calendar.
 */

/** Migration 0022's `notice_booking()`, with `was` of a deleted booking given `extra` keys. */
const noticeBooking = (extra: string) => `create or replace function notice_booking() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       insert into booking_notices (booking_id, kind, user_id, room_id, company_id) values (new.id, 'created', new.user_id, new.room_id, new.company_id);
     elsif tg_op = 'DELETE' then
       insert into booking_notices (booking_id, kind, user_id, room_id, company_id, was)
       values (old.id, 'cancelled', old.user_id, old.room_id, old.company_id, jsonb_build_object(
         'name', old.name, 'roomId', old.room_id, 'roomName', old.room_name, 'locationName', old.location_name,
         'bookingStart', old.booking_start, 'bookingEnd', old.booking_end, 'revision', old.revision + 1${extra}));
     elsif new.released_at is not null and old.released_at is null then
       insert into booking_notices (booking_id, kind, user_id, room_id, company_id) values (new.id, 'released', new.user_id, new.room_id, new.company_id);
     elsif new.room_id is not null then
       -- (A room's delete nulls its bookings' room_id, then cancels the future ones: the cancel is the notice.)
       insert into booking_notices (booking_id, kind, user_id, room_id, company_id, was)
       values (new.id, 'changed', new.user_id, new.room_id, new.company_id, jsonb_build_object(
         'name', old.name, 'roomId', old.room_id, 'bookingStart', old.booking_start, 'bookingEnd', old.booking_end));
     end if;
     return null;
   end $$`;
const up_statements = [
  `create table booking_series (
    id integer generated always as identity primary key,
    rule text not null constraint booking_series_rule_length check (length(rule) <= 200),
    starts_local timestamp not null,
    minutes integer not null constraint booking_series_minutes check (minutes > 0),
    created_at timestamptz not null default now()
  )`,
  'alter table bookings add column series_id integer references booking_series (id) on delete set null',
  'alter table bookings add column occurrence_start timestamptz',
  'alter table bookings add column detached boolean not null default false',
  `alter table bookings add constraint bookings_occurrence_of_series check (series_id is null or occurrence_start is not null)`,
  'create index bookings_series_idx on bookings (series_id, occurrence_start) where series_id is not null',
  noticeBooking(`, 'seriesId', old.series_id, 'occurrenceStart', old.occurrence_start`),
];

const down_statements = [
  noticeBooking(''),
  'drop index if exists bookings_series_idx',
  'alter table bookings drop constraint if exists bookings_occurrence_of_series',
  'alter table bookings drop column if exists detached',
  'alter table bookings drop column if exists occurrence_start',
  'alter table bookings drop column if exists series_id',
  'drop table if exists booking_series',
];

export async function up(knex: Knex): Promise<void> {
  // One statement per call: PGlite's extended protocol takes a single statement.
  for (const sql of up_statements) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const sql of down_statements) await knex.raw(sql);
}
