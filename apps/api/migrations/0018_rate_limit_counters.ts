import type { Knex } from 'knex';

/**
 * The rate limits' counters on PostgreSQL, shared by every API process on the database (docs/decisions/082):
 * one row per limited call and client, the hits of its current window and when that window ends. Unlogged:
 * a counter is worth no write-ahead log, and PostgreSQL empties the table after a crash, which only starts
 * every window again. The embedded database (one process) keeps its counters in memory and leaves it empty.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create unlogged table rate_limit_counters (
    key text primary key,
    hits integer not null,
    window_ends timestamptz not null
  )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table rate_limit_counters');
}
