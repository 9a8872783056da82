import type { Knex } from 'knex';

/**
 * Sign-in and recovery limited per account (docs/decisions/079). (The session check of every bearer call,
 * docs/decisions/078, needs no new index: it probes `refresh_tokens_family_idx`, one row per rotation of the session.)
 *
 * - `sign_in_throttles`: the wrong passwords given for one e-mail address (lower case, whether or not an
 *   account has it, so that an unknown address is answered exactly as a known one) and the lock they led to.
 * - `recovery_throttles`: the recovery mails queued for one account in the current window.
 * Instants are written from the API's clock (docs/decisions/070), never `now()`.
 */
const up_statements = [
  `create table sign_in_throttles (
    email text primary key,
    -- Wrong passwords since window_start (not counted while locked).
    failures integer not null,
    window_start timestamptz not null,
    locked_until timestamptz,
    -- Locks in a row: each lasts twice the one before (docs/decisions/079).
    locks integer not null default 0,
    updated_at timestamptz not null
  )`,
  `create index sign_in_throttles_updated_idx on sign_in_throttles (updated_at)`,
  `create table recovery_throttles (
    user_id integer primary key references users (id) on delete cascade,
    window_start timestamptz not null,
    mails integer not null
  )`,
];

export async function up(knex: Knex): Promise<void> {
  for (const sql of up_statements) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists recovery_throttles');
  await knex.raw('drop table if exists sign_in_throttles');
}
