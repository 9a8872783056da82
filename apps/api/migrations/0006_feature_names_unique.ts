import type { Knex } from 'knex';

/**
 * A feature is picked by its name in the room form and shown by it on the calendar and the meeting-rooms
 * table, so two features never share a name, whatever its case: `features_name_unique` on `lower(name)`.
 * A create or rename that would repeat one answers 409 'A feature with this name already exists'; the
 * index decides it also when two requests race.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create unique index features_name_unique on features (lower(name))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists features_name_unique');
}
