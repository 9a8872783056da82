import type { Knex } from 'knex';

/**
 * The outbox keeps no secret in the clear: a mail's text holds placeholders (`{{resetLink}}`) and the
 * values they stand for are sealed (AES-256-GCM under a key derived from the server's secret) in
 * `sealed_params`, opened only when the mail is rendered to be sent. A copy of the database cannot
 * replay a reset link.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table outgoing_emails add column sealed_params text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table outgoing_emails drop column sealed_params');
}
