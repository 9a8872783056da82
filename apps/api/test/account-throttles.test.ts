import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@roombook/domain/contract/client';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SERVER_MESSAGES } from '@roombook/domain/messages';
import { hashPassword } from '../src/plugins/app/auth/passwords';
import { testStart } from '../src/test-clock';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { onPostgresWithTwoProcesses } from './api-process';
import { call, expectError, login, insertOwnUser } from './helpers';

const PASSWORD = 'throttle-pass';
const MINUTE = 60_000;
const LOCK_SUBJECT = 'Sign-in to your roombook account is paused';
const RECOVERY_SUBJECT = 'Account recovery · roombook';

/** The n-th client's address (X-Forwarded-For from loopback is trusted), each its own for the per-address limit. */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** What a caller can tell of an answer: its status and its body. */
const seen = (res: { statusCode: number; body: string }) => `${res.statusCode} ${res.body}`;

/**
 * Issue 27: sign-in and password recovery are limited per account, across addresses (X-Forwarded-For) and API
 * processes, and an unknown e-mail address is answered exactly as a known one (docs/decisions/079).
 */
describe.each(availableBackends())('sign-in and recovery limited per account on %s', (backend) => {
  let t: TestApp;
  /** The clock of the app under test: the instant under test, moved by the tests. */
  let clock = testStart().getTime();
  let passwordHash = '';
  beforeAll(async () => {
    t = await createTestApp({ backend, config: { now: () => new Date(clock), loginRateLimitMax: 5, publicRateLimitMax: 5 } });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => t?.close());

  const newUser = () => insertOwnUser(t.db.knex, 'throttle', passwordHash, { first: 'Tove', last: 'Throttle' });
  const unknownAddress = () => `nobody-${randomBytes(4).toString('hex')}@roombook.test`;
  let client = 0;
  /** Sign-in from an address of its own (so that the per-address limit never answers). */
  const signIn = (email: string, password: string) => {
    client += 1;
    return call(t.app, contract.auth.login, { body: { email, password }, headers: { 'x-forwarded-for': address(client) } });
  };
  const mailsTo = (email: string) => t.db.knex('outgoing_emails').where({ to: email }).select<Array<{ subject: string; text: string }>>('subject', 'text');

  /** 30 wrong passwords at once from 30 addresses, then the right one: what each answered, in order of the statuses. */
  const thirtyWrongThenRight = async (email: string) => {
    const wrong = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(email, `wrong-${i}`)));
    const right = await signIn(email, PASSWORD);
    return { wrong: wrong.map(seen).sort(), right: seen(right) };
  };

  it('locks an account at the fifth of 30 parallel wrong passwords, refuses even the right one until the lock ends, and mails the owner once', async () => {
    const email = await newUser();
    const { wrong, right } = await thirtyWrongThenRight(email);
    const invalid = seen({ statusCode: 401, body: JSON.stringify({ message: ERRORS.invalidCredentials, statusCode: 401 }) });
    const locked = seen({ statusCode: 429, body: JSON.stringify({ message: SERVER_MESSAGES.signInLocked(60), statusCode: 429 }) });
    expect(wrong.filter((answer) => answer === invalid)).toHaveLength(4);
    expect(wrong.filter((answer) => answer === locked)).toHaveLength(26);
    expect(right).toBe(locked);
    expect(SERVER_MESSAGES.signInLocked(60)).toBe('Too many wrong passwords. Please wait 1 minute and try again');

    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([LOCK_SUBJECT]);
    expect(mails[0]?.text).toContain('5 times in a row');
    expect(mails[0]?.text).toContain('http://localhost:3000/forgot-password');

    clock += MINUTE - 1000;
    expectError(await signIn(email, PASSWORD), 429, SERVER_MESSAGES.signInLocked(1));
    clock += 1000;
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    // Signed in: the wrong passwords and the lock are forgotten.
    for (let i = 0; i < 4; i += 1) expectError(await signIn(email, 'wrong'), 401, ERRORS.invalidCredentials);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('answers an unknown e-mail address exactly as a known one, and mails nobody', async () => {
    const known = await thirtyWrongThenRight(await newUser());
    const before = await t.db.knex('outgoing_emails').count<Array<{ count: number | string }>>('* as count');
    const unknown = await thirtyWrongThenRight(unknownAddress());
    expect(unknown).toEqual(known);
    expect(await t.db.knex('outgoing_emails').count<Array<{ count: number | string }>>('* as count')).toEqual(before);
  });

  it('locks twice as long the next time, and says how long', async () => {
    const email = await newUser();
    const lock = async () => {
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < 5; i += 1) answers.push(await signIn(email, 'wrong'));
      return answers.map((res) => res.statusCode);
    };
    expect(await lock()).toEqual([401, 401, 401, 401, 429]);
    clock += MINUTE;
    expect(await lock()).toEqual([401, 401, 401, 401, 429]);
    expectError(await signIn(email, PASSWORD), 429, 'Too many wrong passwords. Please wait 2 minutes and try again');
    clock += 2 * MINUTE;
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([LOCK_SUBJECT, LOCK_SUBJECT]);
  });

  it('opens a locked account once its owner sets a new password with a recovery link', async () => {
    const email = await newUser();
    for (let i = 0; i < 5; i += 1) await signIn(email, 'wrong');
    expect((await signIn(email, PASSWORD)).statusCode).toBe(429);
    await call(t.app, contract.auth.forgotPassword, { body: { email } });
    await t.app.idle();
    const recovery = (await t.app.outbox.pending()).map((row) => t.app.outbox.render(row)).find((mail) => mail.to === email && mail.subject === RECOVERY_SUBJECT);
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(recovery?.text ?? '')?.[1] ?? '');
    const reset = await call(t.app, contract.auth.resetPassword, { body: { token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(t.app, email, 'brand-new-pass')).user.email).toBe(email);
  });

  it('queues at most 3 recovery mails an hour for one account, however many addresses ask, and answers them all alike', async () => {
    const email = await newUser();
    const ask = (whose: string) => {
      client += 1;
      return call(t.app, contract.auth.forgotPassword, { body: { email: whose }, headers: { 'x-forwarded-for': address(client) } });
    };
    const answers = await Promise.all(Array.from({ length: 25 }, () => ask(email)));
    const unknown = await Promise.all(Array.from({ length: 25 }, () => ask(unknownAddress())));
    await t.app.idle();
    const sent = seen({ statusCode: 200, body: JSON.stringify({ message: SERVER_MESSAGES.resetLinkSent }) });
    expect(new Set([...answers, ...unknown].map(seen))).toEqual(new Set([sent]));
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([RECOVERY_SUBJECT, RECOVERY_SUBJECT, RECOVERY_SUBJECT]);

    clock += 59 * MINUTE;
    await ask(email);
    await t.app.idle();
    expect(await mailsTo(email)).toHaveLength(3);
    clock += MINUTE;
    await ask(email);
    await t.app.idle();
    expect(await mailsTo(email)).toHaveLength(4);
  });
});

describe.runIf(availableBackends().includes('pg'))('sign-in limited per account across API processes on one PostgreSQL', () => {
  const suite = onPostgresWithTwoProcesses();

  it('counts 30 parallel wrong passwords sent to two processes as one account: 4 refused, then locked, one e-mail', async () => {
    const clients = suite.processes.map((p) => createApiClient({ baseUrl: p.baseUrl }));
    const email = 'user@roombook.test';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => clients[i % 2]!.send(contract.auth.login, { body: { email, password: `wrong-${i}` }, headers: { 'x-forwarded-for': address(i + 1) } })),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(26);
    expect((await clients[0]!.send(contract.auth.login, { body: { email, password: 'roombook' }, headers: { 'x-forwarded-for': address(31) } })).status).toBe(429);
    expect(await suite.t.db.knex('outgoing_emails').where({ to: email }).pluck('subject')).toEqual([LOCK_SUBJECT]);
  });
});
