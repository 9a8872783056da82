import type { Knex } from 'knex';

/**
 * Deleting keeps the money trail (issue 9, docs/decisions/027): rooms, locations, users and companies are
 * deleted for real, but the bookings and canteen orders that already happened stay, with the names they
 * need in the reports.
 *
 * - `bookings.room_id` and `bookings.user_id` no longer cascade: they are set null, and the booking keeps
 *   `room_name`, `location_name`, `user_first_name`, `user_last_name` and `company_name`, written by the
 *   triggers below at the moment the row they name is deleted (before the foreign key nulls the id). The
 *   columns stay null while the row they name exists: readers use `coalesce(live name, kept name)`.
 * - `canteen_orders` keep `user_first_name`, `user_last_name` and `company_name` the same way, so an order
 *   of a deleted company never looks like a Guest order (a guest order has neither a company id nor a kept
 *   company name).
 * - The triggers also null the id themselves: a row changed twice in one transaction (a company's trigger,
 *   then its cascaded users') is checked against every foreign key again, and the deleted company would
 *   fail that check.
 * - Triggers, not application code, write the names: a location's delete cascades to its rooms and a
 *   company's to its users inside PostgreSQL, where no application code runs. A cascaded room no longer
 *   sees its location row, so the location's own trigger writes `location_name` first and the room's
 *   trigger keeps it (`coalesce`).
 * - Cancelling the future bookings of a deleted room or user is the API's job (BookingsRepository
 *   .cancelFutureBookings, with the request's clock, in the same transaction as the delete).
 */
const up_statements = [
  'alter table bookings add column room_name text',
  'alter table bookings add column location_name text',
  'alter table bookings add column user_first_name text',
  'alter table bookings add column user_last_name text',
  'alter table bookings add column company_name text',
  'alter table bookings alter column room_id drop not null',
  'alter table bookings alter column user_id drop not null',
  'alter table bookings drop constraint bookings_room_id_fkey',
  'alter table bookings drop constraint bookings_user_id_fkey',
  `alter table bookings add constraint bookings_room_id_fkey
     foreign key (room_id) references rooms (id) on delete set null`,
  `alter table bookings add constraint bookings_user_id_fkey
     foreign key (user_id) references users (id) on delete set null`,
  // A booking either names its room and user by id or keeps their names.
  `alter table bookings add constraint bookings_room_known check (room_id is not null or room_name is not null)`,
  `alter table bookings add constraint bookings_user_known
     check (user_id is not null or (user_first_name is not null and user_last_name is not null))`,

  'alter table canteen_orders add column user_first_name text',
  'alter table canteen_orders add column user_last_name text',
  'alter table canteen_orders add column company_name text',
  // The user's foreign key (set null) looks orders up by user.
  'create index canteen_orders_user_idx on canteen_orders (user_id)',

  `create function keep_location_names() returns trigger language plpgsql as $$
   begin
     update bookings b set location_name = old.name
       from rooms r
      where r.location_id = old.id and b.room_id = r.id;
     return old;
   end $$`,
  `create trigger locations_keep_names before delete on locations
     for each row execute function keep_location_names()`,

  `create function keep_room_names() returns trigger language plpgsql as $$
   begin
     update bookings b
        set room_id = null,
            room_name = old.name,
            location_name = coalesce(b.location_name, (select l.name from locations l where l.id = old.location_id))
      where b.room_id = old.id;
     return old;
   end $$`,
  `create trigger rooms_keep_names before delete on rooms
     for each row execute function keep_room_names()`,

  `create function keep_user_names() returns trigger language plpgsql as $$
   begin
     update bookings set user_id = null, user_first_name = old.first_name, user_last_name = old.last_name
      where user_id = old.id;
     update canteen_orders set user_id = null, user_first_name = old.first_name, user_last_name = old.last_name
      where user_id = old.id;
     return old;
   end $$`,
  `create trigger users_keep_names before delete on users
     for each row execute function keep_user_names()`,

  `create function keep_company_names() returns trigger language plpgsql as $$
   begin
     update bookings set company_id = null, company_name = old.name where company_id = old.id;
     update canteen_orders set company_id = null, company_name = old.name where company_id = old.id;
     return old;
   end $$`,
  `create trigger companies_keep_names before delete on companies
     for each row execute function keep_company_names()`,
];

export async function up(knex: Knex): Promise<void> {
  // One statement per call: PGlite's extended protocol takes a single statement.
  for (const sql of up_statements) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, name] of [
    ['companies', 'company'],
    ['users', 'user'],
    ['rooms', 'room'],
    ['locations', 'location'],
  ] as const) {
    await knex.raw(`drop trigger if exists ${table}_keep_names on ${table}`);
    await knex.raw(`drop function if exists keep_${name}_names()`);
  }
  await knex.raw('drop index if exists canteen_orders_user_idx');
  for (const column of ['company_name', 'user_last_name', 'user_first_name']) {
    await knex.raw(`alter table canteen_orders drop column if exists ${column}`);
  }
  // Bookings whose room or user is gone cannot go back under not-null cascading keys.
  await knex.raw('delete from bookings where room_id is null or user_id is null');
  await knex.raw('alter table bookings drop constraint if exists bookings_user_known');
  await knex.raw('alter table bookings drop constraint if exists bookings_room_known');
  for (const [column, table] of [
    ['room_id', 'rooms'],
    ['user_id', 'users'],
  ] as const) {
    await knex.raw(`alter table bookings drop constraint bookings_${column}_fkey`);
    await knex.raw(
      `alter table bookings add constraint bookings_${column}_fkey foreign key (${column}) references ${table} (id) on delete cascade`
    );
    await knex.raw(`alter table bookings alter column ${column} set not null`);
  }
  for (const column of ['company_name', 'user_last_name', 'user_first_name', 'location_name', 'room_name']) {
    await knex.raw(`alter table bookings drop column if exists ${column}`);
  }
}
