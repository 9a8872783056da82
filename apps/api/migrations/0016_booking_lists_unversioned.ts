import type { Knex } from 'knex';
import * as versions from './0014_booking_list_changes';

/**
 * The booking lists are read from the database on every request (docs/decisions/066), so nothing needs their
 * versions any more: the triggers of migration 0014 on bookings, rooms, locations, users and companies go,
 * with their functions and `booking_list_changes`, as 0014's own `down` drops them. This `down` makes them
 * again as 0014 did (the versions start again from nothing).
 */
export async function up(knex: Knex): Promise<void> {
  await versions.down(knex);
}

export async function down(knex: Knex): Promise<void> {
  await versions.up(knex);
}
