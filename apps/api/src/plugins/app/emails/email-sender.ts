import { createTransport } from 'nodemailer';
import type { ClaimedEmail, OutgoingEmailsRepository, RenderedEmail } from './outgoing-emails-repository';

/**
 * Delivers the outbox over SMTP (docs/decisions/031). Any number of API processes may run one on the same
 * database: each claims due mails under a lease (`for update skip locked`), sends them one by one, and marks
 * each `sent` as soon as the SMTP server has accepted it. A failed attempt is retried later, with exponential
 * backoff and jitter, until {@link DEFAULT_MAX_ATTEMPTS}; a permanent refusal (5xx to the envelope or the
 * message) fails the mail at once. Every mail carries a Message-ID derived from its outbox row, so that the
 * one duplicate this design allows (a crash between the server's acceptance and the mark) is recognisable.
 */

/** The smallest SMTP client this needs: nodemailer's transporter. */
export interface MailTransport {
  sendMail(message: RenderedEmail & { from: string; messageId: string }): Promise<unknown>;
  close(): void;
}

export interface SenderLog {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface EmailSenderOptions {
  outbox: OutgoingEmailsRepository;
  /** `smtp://host:port`, `smtps://user:password@host:port`. */
  smtpUrl: string;
  /** The From header; its domain also names the Message-IDs. */
  from: string;
  /** How often to look for due mails when started; 0: only when `runOnce()` is called (tests). */
  pollMs: number;
  log: SenderLog;
  /** The clock (tests move it instead of waiting). */
  now?: () => Date;
  /** The wait after the given number of failed attempts. */
  backoffMs?: (attempt: number) => number;
  maxAttempts?: number;
  /** Mails claimed at once. */
  batchSize?: number;
  /** How long a claim holds its mails. */
  leaseMs?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 12;
const DEFAULT_BATCH_SIZE = 10;
const DEFAULT_LEASE_MS = 5 * 60_000;
/** SMTP timeouts: a mail is given up on (and retried later) when the server does not answer in time. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 60_000;
/** A claimed mail is sent only while its lease has this much left (the longest one sending can take). */
const SEND_BUDGET_MS = 2 * CONNECTION_TIMEOUT_MS + SOCKET_TIMEOUT_MS;
const MAX_ERROR_LENGTH = 300;

/**
 * Exponential backoff with jitter: about `baseMs` after the first failure, doubling each time, never more than
 * `capMs`; each wait is spread by ±20% so that mails that failed together (an outage) are not retried together.
 */
export const exponentialBackoff =
  ({ baseMs = 30_000, capMs = 3_600_000, random = Math.random } = {}) =>
  (attempt: number): number => {
    const exponential = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
    return Math.round(Math.min(capMs, exponential * (0.8 + 0.4 * random())));
  };

/** The domain of a From header (`Name <a@domain>` or `a@domain`). */
export const domainOf = (from: string): string => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'roombook.local';

/** The Message-ID of an outbox row: the same at every attempt, from every API process. */
export const messageIdOf = (mail: Pick<ClaimedEmail, 'id' | 'createdAt'>, from: string): string =>
  `<outbox.${mail.id}.${mail.createdAt.getTime().toString(36)}@${domainOf(from)}>`;

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
  message?: unknown;
}

/** 5xx to the envelope or the message: this mail will never be taken (a 5xx to AUTH is our set-up, so retried). */
const isPermanent = (error: unknown): boolean => {
  const e = (error ?? {}) as SmtpError;
  const refused = e.code === 'EENVELOPE' || e.code === 'EMESSAGE';
  return refused && (typeof e.responseCode !== 'number' || e.responseCode >= 500);
};

/** Every string that must not be recorded: the secret values, their URL forms and the values of their query parameters. */
const secretStrings = (params: Readonly<Record<string, string>>, smtpUrl: string): string[] => {
  const found = new Set<string>();
  const add = (value: string) => {
    if (value.length < 6) return;
    found.add(value);
    found.add(encodeURIComponent(value));
  };
  for (const value of Object.values(params)) {
    add(value);
    if (URL.canParse(value)) for (const query of new URL(value).searchParams.values()) add(query);
  }
  if (URL.canParse(smtpUrl)) add(decodeURIComponent(new URL(smtpUrl).password));
  return [...found].sort((a, b) => b.length - a.length);
};

/** A short, single-line account of a failure, with every secret cut out. */
const describeFailure = (error: unknown, secrets: readonly string[]): string => {
  const e = (error ?? {}) as SmtpError;
  const code = typeof e.code === 'string' ? e.code : 'Error';
  const detail = typeof e.response === 'string' ? e.response : typeof e.message === 'string' ? e.message : String(error);
  let text = `${code}: ${detail}`.replace(/\s+/g, ' ').trim();
  for (const secret of secrets) text = text.split(secret).join('[redacted]');
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
};

export class EmailSender {
  private readonly now: () => Date;
  private readonly backoffMs: (attempt: number) => number;
  private readonly maxAttempts: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private running: Promise<void> | undefined;
  private runAgain = false;
  private stopping = false;
  private started = false;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly options: EmailSenderOptions) {
    this.now = options.now ?? (() => new Date());
    this.backoffMs = options.backoffMs ?? exponentialBackoff();
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /** Polls every `pollMs`, and at once whenever a queued mail is committed. Nothing when `pollMs` is 0. */
  start(): void {
    if (this.started || this.options.pollMs <= 0) return;
    this.started = true;
    this.unsubscribe = this.options.outbox.onQueued(() => this.wake());
    this.schedule(0);
  }

  /** Sends soon: a mail has just been queued. */
  wake(): void {
    if (!this.started || this.stopping) return;
    if (this.running) this.runAgain = true;
    else this.schedule(0);
  }

  /**
   * Stops polling and waits for the mail being sent; claimed mails not yet tried are let go (due at once for
   * the next sender). `runOnce()` works again afterwards.
   */
  async stop(): Promise<void> {
    this.started = false;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.stopping = true;
    try {
      await this.running?.catch(() => undefined);
    } finally {
      this.stopping = false;
    }
  }

  /**
   * Tries every mail that is due and not held by another sender, and resolves when done. Calls made while a
   * run is under way join it, and it then looks once more for mails queued meanwhile.
   */
  runOnce(): Promise<void> {
    if (this.running) {
      this.runAgain = true;
      return this.running;
    }
    const run = (async () => {
      try {
        do {
          this.runAgain = false;
          await this.drain();
        } while (this.runAgain && !this.stopping);
      } finally {
        this.running = undefined;
      }
    })();
    this.running = run;
    return run;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.runOnce()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'e-mail delivery stopped short; trying again later'))
        .finally(() => {
          // Unless a wake-up has already asked for the next run.
          if (this.started && !this.stopping && this.timer === undefined) this.schedule(this.options.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    while (!this.stopping) {
      const now = this.now();
      const batch = await this.options.outbox.claimDue(now, new Date(now.getTime() + this.leaseMs), this.batchSize);
      if (batch.length === 0) return;
      await this.deliverBatch(batch);
    }
  }

  /** One SMTP connection for the batch, closed after it. */
  private async deliverBatch(batch: readonly ClaimedEmail[]): Promise<void> {
    const transport = this.openTransport();
    try {
      for (const [index, mail] of batch.entries()) {
        const leaseLeft = mail.lockedUntil.getTime() - this.now().getTime();
        if (this.stopping || leaseLeft < SEND_BUDGET_MS) {
          await this.options.outbox.release(batch.slice(index).map((m) => m.id));
          return;
        }
        await this.deliver(transport, mail);
      }
    } finally {
      transport.close();
    }
  }

  private openTransport(): MailTransport {
    return createTransport({
      url: this.options.smtpUrl,
      pool: true,
      maxConnections: 1,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: CONNECTION_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    }) as MailTransport;
  }

  private async deliver(transport: MailTransport, mail: ClaimedEmail): Promise<void> {
    const { outbox, from, smtpUrl } = this.options;
    let email: RenderedEmail;
    let secrets: string[];
    try {
      secrets = secretStrings(outbox.secretParams(mail), smtpUrl);
      email = outbox.render(mail);
    } catch {
      // Sealed under another secret (JWT_SECRET changed): no attempt can ever open it.
      await this.recordFailure(mail, 'ESEALED: the sealed link cannot be opened with this server secret', true);
      return;
    }
    try {
      await transport.sendMail({ ...email, from, messageId: messageIdOf(mail, from) });
    } catch (error) {
      await this.recordFailure(mail, describeFailure(error, secrets), isPermanent(error));
      return;
    }
    await outbox.markSent(mail.id, this.now());
  }

  private async recordFailure(mail: ClaimedEmail, error: string, permanent: boolean): Promise<void> {
    const giveUp = permanent || mail.attempts >= this.maxAttempts;
    const nextAttemptAt = giveUp ? null : new Date(this.now().getTime() + this.backoffMs(mail.attempts));
    await this.options.outbox.markFailedAttempt(mail.id, error, nextAttemptAt);
    const details = { emailId: mail.id, attempts: mail.attempts, error };
    if (giveUp) this.options.log.error(details, 'e-mail not delivered; given up');
    else this.options.log.warn({ ...details, nextAttemptAt }, 'e-mail not delivered; will try again');
  }
}
