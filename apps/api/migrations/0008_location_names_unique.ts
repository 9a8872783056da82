import type { Knex } from 'knex';

/**
 * A location is picked by its name everywhere (the calendar's location picker, the room, company, canteen
 * and reception forms, the profile's primary location), so two locations never share a name, whatever its
 * case: `locations_name_unique` on `lower(name)` (docs/decisions/028). A create or rename that would repeat
 * one answers 409 'A location with this name already exists'; the index decides it also when two requests
 * race. A database that already holds two such locations stops here: rename one, then migrate.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create unique index locations_name_unique on locations (lower(name))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists locations_name_unique');
}
