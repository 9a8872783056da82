import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Executor } from '../../../db/executor';

/** A mail to queue: its text may hold `{{name}}` placeholders for the secret `params` (a reset link). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Values that must not be readable from a copy of the database; sealed until the mail is rendered. */
  secretParams?: Readonly<Record<string, string>>;
}

/** A queued mail as stored. */
export interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sealedParams: string | null;
}

/** A mail ready for SMTP. */
export interface RenderedEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
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
  ) {}

  async enqueue(email: OutgoingEmail, trx: Executor = this.db): Promise<void> {
    await trx('outgoing_emails').insert({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      sealed_params: email.secretParams ? this.outboxSeal.seal(email.secretParams) : null,
    });
  }

  /** The mails waiting to be sent, oldest first. */
  async pending(trx: Executor = this.db): Promise<OutboxRow[]> {
    return trx('outgoing_emails')
      .select<OutboxRow[]>('id', 'to', 'subject', 'text', 'html', 'sealed_params as sealedParams')
      .where({ status: 'pending' })
      .orderBy('id');
  }

  /** A stored mail with its secret values put back in: only in memory, just before it is sent. */
  render(row: OutboxRow): RenderedEmail {
    const params = row.sealedParams === null ? {} : this.outboxSeal.open(row.sealedParams);
    return {
      to: row.to,
      subject: row.subject,
      text: fill(row.text, params),
      ...(row.html === null ? {} : { html: fill(row.html, params) }),
    };
  }
}
