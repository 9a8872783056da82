import type { Knex } from 'knex';

/**
 * Versions of the calendar's booking lists (docs/decisions/047; dropped by migration 0016, docs/decisions/066). An API process keeps the booking list of a
 * location and range it has answered, and answers it again only while nothing it shows has changed. What it
 * shows is the bookings of the location's rooms with the names of their rooms, location, bookers and
 * companies. Every write that changes any of that, by any process and by the triggers of migration 0007,
 * adds a row for each location it changed to `booking_list_changes`, in its own transaction, so the change
 * and its row become visible together. Location 0 stands for every location: the names of users and
 * companies.
 *
 * - A list's version is the sum of `changes` of its location's rows: every committed change adds one, in
 *   whatever order transactions commit. (A sequence number or a counter row would not do: numbers are
 *   drawn in one order and committed in another, and a counter row is locked by its writer until the
 *   commit, which made a booking and the delete of its room wait for each other in a circle.)
 * - Writers only insert, so they never wait for each other here.
 * - `BookingsRepository.compactListChanges` replaces a location's rows by one row with their sum, which
 *   leaves the sum unchanged for every reader, before and after it commits.
 * - Statement-level triggers with transition tables: one row per statement and location.
 */
const up_statements = [
  `create table booking_list_changes (
     id bigint generated always as identity primary key,
     location_id integer not null,
     changes bigint not null default 1
   )`,
  'create index booking_list_changes_location_idx on booking_list_changes (location_id) include (changes)',
  `create function bump_booking_lists(location_ids integer[]) returns void language sql as $$
     insert into booking_list_changes (location_id)
     select distinct id from unnest(location_ids) as ids (id) where id is not null
   $$`,

  // Bookings: the locations of the rooms a booking was in and is in.
  `create function booking_lists_after_booking_write() returns trigger language plpgsql as $$
   begin
     perform bump_booking_lists(array(select r.location_id from changed b join rooms r on r.id = b.room_id));
     return null;
   end $$`,
  `create function booking_lists_after_booking_update() returns trigger language plpgsql as $$
   begin
     perform bump_booking_lists(array(
       select r.location_id from (select room_id from changed union select room_id from changed_before) b
         join rooms r on r.id = b.room_id));
     return null;
   end $$`,
  `create trigger bookings_insert_booking_lists after insert on bookings
     referencing new table as changed for each statement execute function booking_lists_after_booking_write()`,
  `create trigger bookings_delete_booking_lists after delete on bookings
     referencing old table as changed for each statement execute function booking_lists_after_booking_write()`,
  `create trigger bookings_update_booking_lists after update on bookings
     referencing old table as changed_before new table as changed for each statement
     execute function booking_lists_after_booking_update()`,
];

/**
 * The trigger after an update of `table` and its function, which bumps the lists of the `locations` of each
 * updated row (`o` as it was, `n` as it is) for which `changed` holds.
 */
const afterUpdate = (table: string, locations: string, changed: string): [trigger: string, statements: string[]] => [
  `${table}_update_booking_lists`,
  [
    `create function booking_lists_after_${table}_update() returns trigger language plpgsql as $$
     begin
       perform bump_booking_lists(array(select ${locations} from changed_before o join changed n on n.id = o.id where ${changed}));
       return null;
     end $$`,
    `create trigger ${table}_update_booking_lists after update on ${table}
       referencing old table as changed_before new table as changed for each statement
       execute function booking_lists_after_${table}_update()`,
  ],
];

const UPDATES = [
  // Rooms: a new name, or a move to another location (both locations).
  afterUpdate('rooms', 'unnest(array[o.location_id, n.location_id])', 'o.name is distinct from n.name or o.location_id is distinct from n.location_id'),
  // Locations: a new name.
  afterUpdate('locations', 'n.id', 'o.name is distinct from n.name'),
  // Users and companies: a new name shows in every list (location 0).
  afterUpdate('users', '0', 'o.first_name is distinct from n.first_name or o.last_name is distinct from n.last_name'),
  afterUpdate('companies', '0', 'o.name is distinct from n.name'),
];

const TRIGGERS = [
  ['bookings', 'bookings_insert_booking_lists'],
  ['bookings', 'bookings_delete_booking_lists'],
  ['bookings', 'bookings_update_booking_lists'],
  ...UPDATES.map(([trigger]) => [trigger.replace(/_update_booking_lists$/, ''), trigger]),
] as const;

const FUNCTIONS = [
  'booking_lists_after_booking_write()',
  'booking_lists_after_booking_update()',
  ...UPDATES.map(([trigger]) => `booking_lists_after_${trigger.replace(/_booking_lists$/, '')}()`),
  'bump_booking_lists(integer[])',
];

export async function up(knex: Knex): Promise<void> {
  // One statement per call: PGlite's extended protocol takes a single statement.
  for (const sql of [...up_statements, ...UPDATES.flatMap(([, statements]) => statements)]) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, name] of TRIGGERS) await knex.raw(`drop trigger if exists ${name} on ${table}`);
  for (const fn of FUNCTIONS) await knex.raw(`drop function if exists ${fn}`);
  await knex.raw('drop table if exists booking_list_changes');
}
