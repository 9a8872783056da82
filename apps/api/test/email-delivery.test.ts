import type { AddressInfo } from 'node:net';
import knexFactory, { type Knex } from 'knex';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { DEFAULT_MAIL_FROM } from '@roombook/domain/settings';
import { EmailSender, exponentialBackoff } from '../src/plugins/app/emails/email-sender';
import { recoveryMail } from '../src/plugins/app/emails/mails';
import { OutboxSeal, OutgoingEmailsRepository } from '../src/plugins/app/emails/outgoing-emails-repository';
import { UsersRepository } from '../src/plugins/app/users/users-repository';
import { Deps } from '../src/deps';
import { passwordLinks } from '../src/plugins/app/auth/password-links';
import { availableBackends, createTestApp, TEST_JWT_SECRET, type TestApp } from '../src/testing';
import { testClock } from '../src/test-clock';
import { call, captureLog, expectError, login } from './helpers';

const INVALID = 'The link is invalid or has expired';
const MAX_ATTEMPTS = 3;
const MINUTE = 60_000;
/** The wait after a failed attempt, in the tests: n minutes after the n-th. */
const backoffMs = (attempt: number) => attempt * MINUTE;

/** What the SMTP server answers to a message: accept, or refuse with an SMTP reply. */
type Answer = { accept: true } | { accept: false; code: number; text: string };

/**
 * A real SMTP server (smtp-server) on a port the OS chose, keeping every message it accepted, parsed.
 * `answer` decides the reply to each message; it may wait (to hold a sender in the middle of a send).
 */
class Inbox {
  readonly received: ParsedMail[] = [];
  /** Every message that reached the server, accepted or not. */
  readonly seen: ParsedMail[] = [];
  answer: (mail: ParsedMail) => Answer | Promise<Answer> = () => ({ accept: true });
  private server: SMTPServer | undefined;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens (again) on its port, or on a new one the first time. */
  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 1000,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then(async (mail) => {
            this.seen.push(mail);
            const answer = await this.answer(mail);
            if (answer.accept) {
              this.received.push(mail);
              callback();
            } else {
              callback(Object.assign(new Error(answer.text), { responseCode: answer.code }));
            }
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening: connections to its port are refused (an SMTP outage). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  clear(): void {
    this.received.length = 0;
    this.seen.length = 0;
    this.answer = () => ({ accept: true });
  }
}

/** The address of the link in a mail's text (the one the user follows). */
const linkIn = (text: string | undefined): URL => {
  const match = /http:\/\/localhost:3000\/reset-password\?token=\S+/.exec(text ?? '');
  expect(match, text).not.toBeNull();
  return new URL(match?.[0] ?? '');
};
const tokenOf = (mail: ParsedMail | undefined): string => linkIn(mail?.text).searchParams.get('token') ?? '';

interface OutboxState {
  id: number;
  to: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  locked_until: Date | null;
  sent_at: Date | null;
}

describe('the backoff', () => {
  it.each([
    // attempt, random, wait
    [1, 0.5, 30_000],
    [2, 0.5, 60_000],
    [3, 0.5, 120_000],
    [7, 0.5, 1_920_000],
    [8, 0.5, 3_600_000], // 3,840 s capped at an hour
    [40, 0.5, 3_600_000],
    [1, 0, 24_000], // -20%
    [1, 1, 36_000], // +20%
    [8, 1, 3_600_000], // the spread never passes the cap
  ])('after %i failed attempt(s), with random %f, waits %i ms', (attempt, random, wait) => {
    expect(exponentialBackoff({ random: () => random })(attempt)).toBe(wait);
  });
});

describe.each(availableBackends())('e-mail delivery on %s', (backend) => {
  const inbox = new Inbox();
  const log = captureLog();
  let t: TestApp;
  /** The API's clock (the instant under test, running): tests move it forward instead of waiting. */
  let clockOffsetMs = 0;
  const running = testClock();
  const now = () => new Date(running().getTime() + clockOffsetMs);

  beforeAll(async () => {
    await inbox.start();
    t = await createTestApp({
      backend,
      logStream: log.stream,
      config: {
        logLevel: 'warn',
        now,
        mail: { smtpUrl: inbox.url, from: DEFAULT_MAIL_FROM, pollMs: 0, maxAttempts: MAX_ATTEMPTS, backoffMs },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await inbox.stop();
  });
  beforeEach(async () => {
    inbox.clear();
    clockOffsetMs = 0;
    await t.db.knex('outgoing_emails').delete();
  });

  const sender = (): EmailSender => {
    if (!t.app.mailSender) throw new Error('the API has no mail sender');
    return t.app.mailSender;
  };
  const outbox = (): Promise<OutboxState[]> => t.db.knex('outgoing_emails').select<OutboxState[]>('*').orderBy('id');
  const forgotPassword = async (email = 'user@roombook.test') => {
    const res = await call(t.app, contract.auth.forgotPassword, { body: { email } });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.idle();
  };
  const resetPassword = (token: string, password: string) =>
    call(t.app, contract.auth.resetPassword, { body: { token, password, confirmPassword: password } });
  /** Queues `count` mails as the services do, each with its own sealed link. */
  const queue = async (count: number) => {
    for (let n = 0; n < count; n++) {
      await t.app.outbox.enqueue(
        recoveryMail({ email: `person${n}@roombook.test`, firstName: `Person ${n}` }, `http://localhost:3000/reset-password?token=t${n}-secret`)
      );
    }
  };
  const messageIds = () => inbox.received.map((mail) => mail.messageId);

  it('delivers a password recovery over SMTP, in text and HTML with the name and a link that works once', async () => {
    await forgotPassword();
    await sender().runOnce();

    expect(inbox.received).toHaveLength(1);
    const mail = inbox.received[0];
    expect(mail?.to).toMatchObject({ text: 'user@roombook.test' });
    expect(mail?.from).toMatchObject({ value: [{ name: 'roombook', address: 'no-reply@roombook.local' }] });
    expect(mail?.subject).toBe('Account recovery · roombook');
    expect(mail?.text).toContain('Hello Emil,');
    expect(mail?.html).toContain('Hello Emil,');
    const link = linkIn(mail?.text);
    expect(mail?.html).toContain(`href="${link.href}"`);
    expect(mail?.messageId).toMatch(/^<outbox\.\d+\.\w+@roombook\.local>$/);
    expect(await outbox()).toMatchObject([{ status: 'sent', attempts: 1, last_error: null, locked_until: null }]);

    const token = link.searchParams.get('token') ?? '';
    const first = await resetPassword(token, 'from-the-mail');
    expect(first.statusCode, first.body).toBe(200);
    expectError(await resetPassword(token, 'second-time'), 400, INVALID);
    await login(t.app, 'user@roombook.test', 'from-the-mail');

    // Sent once: another run finds nothing to send.
    await sender().runOnce();
    expect(inbox.received).toHaveLength(1);
  });

  it('delivers an invitation queued with the new user, whose link sets the password once; a rolled back one never leaves', async () => {
    const invitations = new Deps(t.db.knex, t.db.driver, t.config).get(passwordLinks);
    const users = new UsersRepository(t.db.knex);
    const newUser = (email: string) => ({
      role: 'User' as const,
      companyId: null,
      firstName: 'Ida',
      lastName: 'Holm',
      email,
      passwordHash: null,
      firstLogin: true,
    });
    await t.db.knex.transaction(async (trx) => {
      const id = await users.insert(newUser('ida@havblik.test'), trx);
      await invitations.invite({ id, email: 'ida@havblik.test', firstName: 'Ida' }, trx, { company: 'Havblik ApS' });
    });
    await t.db.knex
      .transaction(async (trx) => {
        const id = await users.insert(newUser('never@havblik.test'), trx);
        await invitations.invite({ id, email: 'never@havblik.test', firstName: 'Ida' }, trx, { company: 'Havblik ApS' });
        throw new Error('the creation failed after the invitation was queued');
      })
      .catch(() => undefined);
    await sender().runOnce();

    expect(inbox.received.map((mail) => mail.to)).toMatchObject([{ text: 'ida@havblik.test' }]);
    const mail = inbox.received[0];
    expect(mail?.subject).toBe('Your roombook account');
    expect(mail?.text).toContain('Hello Ida,');
    expect(mail?.text).toContain('where the staff of Havblik ApS book meeting rooms');
    expect(mail?.html).toContain('Havblik ApS');
    const token = tokenOf(mail);
    expect((await resetPassword(token, 'ida-chose-this')).statusCode).toBe(200);
    expectError(await resetPassword(token, 'ida-again-now'), 400, INVALID);
    await login(t.app, 'ida@havblik.test', 'ida-chose-this');
  });

  it('keeps a mail while the SMTP server is down, counting the attempt, and delivers it once the server is back', async () => {
    await inbox.stop();
    await forgotPassword();
    await sender().runOnce();

    const [waiting] = await outbox();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, locked_until: null, sent_at: null });
    expect(waiting?.last_error).toMatch(/ECONNREFUSED/);
    expect(waiting?.next_attempt_at.getTime()).toBeGreaterThan(now().getTime());
    expect(log.text()).toContain('will try again');

    // Before its next attempt is due, nothing is tried, even with the server back.
    await inbox.start();
    await sender().runOnce();
    expect(inbox.received).toHaveLength(0);
    expect(await outbox()).toMatchObject([{ attempts: 1 }]);

    clockOffsetMs = MINUTE + 1000;
    await sender().runOnce();
    expect(inbox.received).toHaveLength(1);
    expect(await outbox()).toMatchObject([{ status: 'sent', attempts: 2 }]);
    expect((await resetPassword(tokenOf(inbox.received[0]), 'after-outage')).statusCode).toBe(200);
  });

  it('lets a stopped sender finish the mail it is sending and leave the rest; started again it sends each mail once', async () => {
    await queue(6);
    let stopped: Promise<void> | undefined;
    inbox.answer = () => {
      if (inbox.seen.length === 2) stopped = sender().stop();
      return { accept: true };
    };
    await sender().runOnce();
    await stopped;

    expect(inbox.received).toHaveLength(2);
    const states = await outbox();
    expect(states.filter((row) => row.status === 'sent')).toHaveLength(2);
    // The others are left as they were: untried, unclaimed, due.
    expect(states.filter((row) => row.status === 'pending')).toMatchObject(
      Array.from({ length: 4 }, () => ({ attempts: 0, locked_until: null }))
    );

    inbox.answer = () => ({ accept: true });
    await sender().runOnce();
    expect(inbox.received.map((mail) => mail.to)).toMatchObject(
      Array.from({ length: 6 }, (_, n) => ({ text: `person${n}@roombook.test` }))
    );
    expect(new Set(messageIds()).size).toBe(6);
    expect((await outbox()).every((row) => row.status === 'sent')).toBe(true);
  });

  it('leaves the mails of a sender that died holding them until its lease runs out, then sends them once', async () => {
    await queue(2);
    // A process claims the mails and dies before sending.
    const claimed = await t.app.outbox.claimDue(now(), new Date(now().getTime() + 5 * MINUTE), 10);
    expect(claimed).toHaveLength(2);
    await sender().runOnce();
    expect(inbox.received).toHaveLength(0);

    clockOffsetMs = 5 * MINUTE + 1000;
    await sender().runOnce();
    expect(inbox.received).toHaveLength(2);
    expect(await outbox()).toMatchObject([
      { status: 'sent', attempts: 2 },
      { status: 'sent', attempts: 2 },
    ]);
  });

  it('fails a mail after the maximum attempts, with a short error that holds no secret (log included)', async () => {
    // A server that keeps deferring the message, and quotes its link in the reply.
    inbox.answer = (mail) => ({ accept: false, code: 451, text: `Greylisted, try later: ${linkIn(mail.text).href}` });
    await forgotPassword();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await sender().runOnce();
      expect(await outbox()).toMatchObject([{ attempts: attempt, status: attempt < MAX_ATTEMPTS ? 'pending' : 'failed' }]);
      clockOffsetMs += backoffMs(attempt) + 1000;
    }
    expect(inbox.seen).toHaveLength(MAX_ATTEMPTS);
    expect(inbox.received).toHaveLength(0);

    // No more attempts, however late.
    clockOffsetMs += 24 * 60 * MINUTE;
    await sender().runOnce();
    expect(inbox.seen).toHaveLength(MAX_ATTEMPTS);

    const [failed] = await outbox();
    expect(failed?.last_error).toMatch(/^EMESSAGE: 451 Greylisted, try later: \[redacted\]$/);
    const token = tokenOf(inbox.seen[0]);
    for (const secret of [token, encodeURIComponent(token)]) {
      expect(failed?.last_error).not.toContain(secret);
      expect(log.text()).not.toContain(secret);
    }
    expect(log.text()).toContain('given up');
    // The link itself still works within its hour: the mail failed, not the account.
    clockOffsetMs = 0;
    expect((await resetPassword(token, 'never-received')).statusCode).toBe(200);
  });

  it('fails a mail the server refuses for good (5xx) at the first attempt', async () => {
    inbox.answer = () => ({ accept: false, code: 550, text: 'No such mailbox here' });
    await queue(1);
    await sender().runOnce();
    expect(await outbox()).toMatchObject([{ status: 'failed', attempts: 1, last_error: 'EMESSAGE: 550 No such mailbox here' }]);
  });

  it('sends on its own when started: a recovery mail leaves right after its request, and closing stops the sender', async () => {
    // An API that polls only once an hour: the mail can arrive only because its commit woke the sender.
    const polling = await createTestApp({
      backend,
      config: { mail: { smtpUrl: inbox.url, from: DEFAULT_MAIL_FROM, pollMs: 3_600_000 } },
    });
    try {
      const arrived = new Promise<ParsedMail>((resolve) => {
        inbox.answer = (mail) => {
          resolve(mail);
          return { accept: true };
        };
      });
      const res = await call(polling.app, contract.auth.forgotPassword, { body: { email: 'user@roombook.test' } });
      expect(res.statusCode).toBe(200);
      expect((await arrived).subject).toBe('Account recovery · roombook');
    } finally {
      await polling.close();
    }
  });

  it.runIf(backend === 'pg')('delivers each of 50 mails exactly once while two API processes race for them', async () => {
    // A second API process: its own connection pool and sender on the same database.
    const config = (t.db.knex.client as { config: Knex.Config }).config;
    const otherDb = knexFactory(config);
    const other = new EmailSender({
      outbox: new OutgoingEmailsRepository(otherDb, new OutboxSeal(TEST_JWT_SECRET), now),
      smtpUrl: inbox.url,
      from: 'other process <no-reply@roombook.local>',
      pollMs: 0,
      batchSize: 3,
      log: { warn: () => undefined, error: () => undefined },
      now,
    });
    try {
      await queue(50);
      // The first process's first mail is held at the server until the other process has delivered one: both
      // must claim and send at the same time, neither waiting for the other's rows.
      let releaseFirst: () => void = () => undefined;
      const otherDelivered = new Promise<void>((resolve) => (releaseFirst = resolve));
      inbox.answer = async (mail) => {
        if (mail.from?.value[0]?.name === 'other process') releaseFirst();
        else if (inbox.seen.length === 1) await otherDelivered;
        return { accept: true };
      };
      await Promise.all([sender().runOnce(), other.runOnce()]);
    } finally {
      await other.stop();
      await otherDb.destroy();
    }

    expect(inbox.received).toHaveLength(50);
    expect(new Set(messageIds()).size).toBe(50);
    expect(new Set(inbox.received.map((mail) => mail.to && 'text' in mail.to && mail.to.text)).size).toBe(50);
    const states = await outbox();
    expect(states.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    const senders = new Set(inbox.received.map((mail) => mail.from?.value[0]?.name));
    expect(senders).toEqual(new Set(['roombook', 'other process']));
  });
});
