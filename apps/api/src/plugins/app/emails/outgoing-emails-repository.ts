import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';

/** A mail to queue: its text may hold `{{name}}` placeholders for the secret `params` (a reset link). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Values that must not be readable from a copy of the database; sealed until the mail is rendered. */
  secretParams?: Readonly<Record<string, string>>;
  /** A calendar file (RFC 5545) the mail carries: a booking's event to add, move or remove (docs/decisions/104). */
  calendar?: MailCalendar;
}

/** A mail's calendar file: its METHOD, as its MIME part says too, and its text. */
export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/** A queued mail as stored. */
export interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sealedParams: string | null;
  calendarMethod: MailCalendar['method'] | null;
  calendar: string | null;
}

/** A queued mail a sender has claimed: it holds it until `lockedUntil` (docs/decisions/031). */
export interface ClaimedEmail extends OutboxRow {
  /** Attempts so far, this one included. */
  attempts: number;
  createdAt: Date;
  lockedUntil: Date;
}

/** A mail ready for SMTP. */
export interface RenderedEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** nodemailer's calendar part: `text/calendar; method=…`, which mail programs offer to add to the calendar. */
  icalEvent?: { method: MailCalendar['method']; content: string; filename: string };
}

/**
 * Seals and opens the secret values of queued mails: AES-256-GCM under a key derived (HKDF-SHA256) from
 * the server's secret, a fresh 12-byte nonce per mail, stored as base64url(nonce ‖ tag ‖ ciphertext).
 */
export class OutboxSeal {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'roombook-outbox', 'outgoing_emails.sealed_params', 32));
  }

  seal(params: Readonly<Record<string, string>>): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(params), 'utf8'), cipher.final()]);
    return Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64url');
  }

  open(sealed: string): Record<string, string> {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as Record<string, string>;
  }
}

const fill = (template: string, params: Readonly<Record<string, string>>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => params[name] ?? placeholder);

/**
 * The outbox: e-mails are queued in `outgoing_emails` inside the transaction that causes them and sent
 * later by a worker, which renders each with {@link OutgoingEmailsRepository.render} just before SMTP.
 */
export class OutgoingEmailsRepository {
  constructor(
    private readonly db: Knex,
    private readonly outboxSeal: OutboxSeal,
    /** The API's one clock: a mail is due from the sender's now, never the database server's (docs/decisions/070). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Called after a queued mail has been committed (the sender wakes up), or at once outside a transaction. */
  private readonly queuedListeners = new Set<() => void>();

  onQueued(listener: () => void): () => void {
    this.queuedListeners.add(listener);
    return () => this.queuedListeners.delete(listener);
  }

  async enqueue(email: OutgoingEmail, trx: Executor = this.db): Promise<void> {
    await trx('outgoing_emails').insert({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      sealed_params: email.secretParams ? this.outboxSeal.seal(email.secretParams) : null,
      calendar_method: email.calendar?.method ?? null,
      calendar: email.calendar?.content ?? null,
      next_attempt_at: this.now(),
    });
    const notify = () => {
      for (const listener of this.queuedListeners) listener();
    };
    // Inside a transaction the mail exists for the sender only once it commits; a rollback sends nothing.
    if ('executionPromise' in trx) trx.executionPromise.then(notify, () => undefined);
    else notify();
  }

  /**
   * Deletes the mails sent, or given up, before `before` (docs/decisions/103): a mail names people (a guest who
   * arrived, a booker), and once delivered the outbox has no use for it. Answers how many.
   */
  async forgetDoneBefore(before: Date): Promise<number> {
    const { rowCount } = (await this.db.raw(
      `delete from outgoing_emails
        where (status = 'sent' and sent_at < ?::timestamptz) or (status = 'failed' and created_at < ?::timestamptz)`,
      [before.toISOString(), before.toISOString()],
    )) as { rowCount: number | null };
    return rowCount ?? 0;
  }

  /** How many mails wait to be sent: the queue's length (the metrics read it at each scrape, on the partial index of pending mails). */
  async countPending(): Promise<number> {
    const [row] = await this.db('outgoing_emails').where({ status: 'pending' }).count<Array<{ n: number | string }>>({ n: '*' });
    return Number(row?.n ?? 0);
  }

  /** The mails waiting to be sent, oldest first. */
  async pending(trx: Executor = this.db): Promise<OutboxRow[]> {
    return trx('outgoing_emails')
      .select<OutboxRow[]>('id', 'to', 'subject', 'text', 'html', 'sealed_params as sealedParams', 'calendar_method as calendarMethod', 'calendar')
      .where({ status: 'pending' })
      .orderBy('id');
  }

  /**
   * Claims up to `limit` pending mails that are due and held by no live lease, counting an attempt on each
   * and holding them until `leaseUntil`. `for update skip locked` lets several API processes claim at the
   * same moment without waiting for, or taking, each other's rows (docs/decisions/031). A new mail's
   * `next_attempt_at` is its sender's clock at enqueueing (never the database server's, docs/decisions/070);
   * a mail due within the current millisecond is due.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedEmail[]> {
    const dueBefore = new Date(now.getTime() + 1);
    const { rows } = await this.db.raw<{ rows: ClaimedEmail[] }>(
      `update outgoing_emails set locked_until = ?, attempts = attempts + 1
        where id in (
          select id from outgoing_emails
           where status = 'pending' and next_attempt_at < ? and (locked_until is null or locked_until <= ?)
           order by next_attempt_at, id
           limit ?
           for update skip locked)
        returning id, "to", subject, text, html, sealed_params as "sealedParams", calendar_method as "calendarMethod", calendar, attempts,
                  created_at as "createdAt", locked_until as "lockedUntil"`,
      [leaseUntil, dueBefore, now, limit],
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  /** The SMTP server took the mail. */
  async markSent(id: number, now: Date): Promise<void> {
    await this.db('outgoing_emails')
      .update({ status: 'sent', sent_at: now, locked_until: null, last_error: null })
      .where({ id, status: 'pending' });
  }

  /** An attempt failed: try again at `nextAttemptAt`, or never again when `nextAttemptAt` is null. */
  async markFailedAttempt(id: number, error: string, nextAttemptAt: Date | null): Promise<void> {
    await this.db('outgoing_emails')
      .update({
        last_error: error,
        locked_until: null,
        ...(nextAttemptAt === null ? { status: 'failed' } : { next_attempt_at: nextAttemptAt }),
      })
      .where({ id, status: 'pending' });
  }

  /** Lets go of claimed mails that were not tried (the sender is stopping): they are due again at once. */
  async release(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db('outgoing_emails')
      .update({ locked_until: null, attempts: this.db.raw('greatest(attempts - 1, 0)') })
      .whereIn('id', ids)
      .where({ status: 'pending' });
  }

  /** A stored mail with its secret values put back in: only in memory, just before it is sent. */
  render(row: OutboxRow): RenderedEmail {
    const params = this.secretParams(row);
    return {
      to: row.to,
      subject: row.subject,
      text: fill(row.text, params),
      ...(row.html === null ? {} : { html: fill(row.html, params) }),
      ...(row.calendar === null || row.calendarMethod === null
        ? {}
        : { icalEvent: { method: row.calendarMethod, content: row.calendar, filename: row.calendarMethod === 'CANCEL' ? 'cancelled.ics' : 'booking.ics' } }),
    };
  }

  /** The secret values of a stored mail (so that the sender can keep them out of what it records). */
  secretParams(row: OutboxRow): Record<string, string> {
    return row.sealedParams === null ? {} : this.outboxSeal.open(row.sealedParams);
  }
}

export const outgoingEmails = (deps: Deps) => new OutgoingEmailsRepository(deps.knex, new OutboxSeal(deps.config.jwtSecret), deps.now);
