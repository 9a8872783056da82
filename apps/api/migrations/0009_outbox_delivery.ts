import type { Knex } from 'knex';

/**
 * Delivery of the outbox (docs/decisions/031): a mail is due when `next_attempt_at` has come (retries
 * with backoff move it later), and a sender that claims it holds it until `locked_until` (a lease, so that
 * several API processes never send the same mail at once, and a process that died lets go of it when the
 * lease runs out). The partial index serves the claim's search for due pending mails.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table outgoing_emails add column next_attempt_at timestamptz not null default now()');
  await knex.raw('alter table outgoing_emails add column locked_until timestamptz');
  await knex.raw('update outgoing_emails set next_attempt_at = created_at');
  await knex.raw('drop index if exists outgoing_emails_pending_idx');
  await knex.raw(`create index outgoing_emails_due_idx on outgoing_emails (next_attempt_at, id) where status = 'pending'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists outgoing_emails_due_idx');
  await knex.raw(`create index outgoing_emails_pending_idx on outgoing_emails (created_at) where status = 'pending'`);
  await knex.raw('alter table outgoing_emails drop column locked_until');
  await knex.raw('alter table outgoing_emails drop column next_attempt_at');
}
