import type { Knex } from 'knex';

/**
 * Calendar feeds (issue 30 §2, docs/decisions/105): `users.calendar_feed_key`, a random key per user. A feed's
 * address carries the HMAC of the user's id and this key under a key derived from the server's secret, so the
 * database alone does not give the addresses away; a reset writes a new key, which ends every old address at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table users add column calendar_feed_key uuid not null default gen_random_uuid()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table users drop column if exists calendar_feed_key');
}
