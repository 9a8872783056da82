import type { Knex } from 'knex';
import type { Executor } from '../../../db/executor';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * The outbox: e-mails are queued in `outgoing_emails` inside the transaction that causes them and
 * sent later by a worker (the sender is a later issue).
 */
export class OutgoingEmailsRepository {
  constructor(private readonly db: Knex) {}

  async enqueue(email: OutgoingEmail, trx: Executor = this.db): Promise<void> {
    await trx('outgoing_emails').insert({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
    });
  }
}
