import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { RECOVERY_WINDOW_MINUTES } from '@roombook/domain/constants';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { testStart } from '../src/test-clock';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, expectError, login } from './helpers';

const SENT = 'If the email belongs to an account, a recovery link has been sent to it';
const INVALID = 'The link is invalid or has expired';

describe.each(availableBackends())('password recovery on %s', (backend) => {
  let t: TestApp;
  /** The clock of the app under test: the instant under test, moved by `requestLink`. */
  let clock = testStart().getTime();
  beforeAll(async () => {
    t = await createTestApp({ backend, config: { now: () => new Date(clock) } });
  });
  afterAll(() => t?.close());

  /** The queued mails as the sender will send them (their secret values put back in). */
  const outbox = async () => (await t.app.outbox.pending()).map((row) => ({ ...t.app.outbox.render(row), status: 'pending' }));

  /** Asks for a link and reads the token from the queued e-mail, as the user would from their inbox. */
  const requestLink = async (email: string): Promise<string> => {
    // A recovery window after the last request: the per-account limit (docs/decisions/079) holds none back.
    clock += RECOVERY_WINDOW_MINUTES * 60_000;
    const before = (await outbox()).length;
    const res = await call(t.app, contract.auth.forgotPassword, { body: { email } });
    expect(res.json()).toEqual({ message: SENT });
    await t.app.idle(); // the e-mail is written after the answer
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1];
    expect(mail).toMatchObject({ to: 'user@roombook.test', status: 'pending' });
    const link = /http:\/\/localhost:3000\/reset-password\?token=([\w%-]+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    return decodeURIComponent(link?.[1] ?? '');
  };

  it('answers the same whether or not the email exists, and queues an e-mail only for a user', async () => {
    const unknown = await call(t.app, contract.auth.forgotPassword, { body: { email: 'nobody@roombook.test' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: SENT });
    await t.app.idle();
    expect(await outbox()).toHaveLength(0);
    await requestLink('User@Roombook.test');
    const tokens = await t.db.knex('password_reset_tokens').select('token_hash', 'expires_at');
    expect(tokens).toHaveLength(1);
    const ttl = (tokens[0] as { expires_at: Date }).expires_at.getTime() - t.now().getTime();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it.runIf(backend === 'pg')(
    'answers a known e-mail without waiting for the recovery e-mail to be written (timing tells nothing)',
    async () => {
      // Hold the outbox: a request whose answer waited for its write would wait until the lock is released.
      const holder = await t.db.knex.transaction();
      try {
        await holder.raw('lock table outgoing_emails in access exclusive mode');
        const answered = call(t.app, contract.auth.forgotPassword, { body: { email: 'user@roombook.test' } });
        const outcome = await Promise.race([
          answered.then((res) => res.json() as unknown),
          new Promise((resolve) => setTimeout(() => resolve('still waiting'), 10_000)),
        ]);
        expect(outcome).toEqual({ message: SENT });
      } finally {
        await holder.commit();
      }
      await t.app.idle();
      expect((await outbox()).some((mail) => mail.to === 'user@roombook.test')).toBe(true);
    }
  );

  it('keeps the reset link out of the database: no table holds the raw token, only a seal of it', async () => {
    const token = await requestLink('user@roombook.test');
    const tables = await t.db
      .knex('information_schema.tables')
      .select<Array<{ table_name: string }>>('table_name')
      .where({ table_schema: 'public', table_type: 'BASE TABLE' });
    for (const { table_name: table } of tables) {
      const rows = await t.db.knex.raw<{ rows: Array<{ row: string }> }>(`select t::text as row from "${table}" t`);
      for (const { row } of rows.rows) {
        expect(row, table).not.toContain(token);
        expect(row, table).not.toContain(encodeURIComponent(token));
      }
    }
    const stored = await t.db.knex('outgoing_emails').orderBy('id', 'desc').first();
    expect(stored).toMatchObject({ text: expect.stringContaining('{{link}}') as unknown });
  });

  it('validates the email with the §5 messages', async () => {
    expectError(
      await call(t.app, contract.auth.forgotPassword, { body: { email: 'nope' } }),
      400,
      VALIDATION.emailInvalid
    );
    expectError(
      await call(t.app, contract.auth.forgotPassword, { body: { email: '' } }),
      400,
      VALIDATION.emailRequired
    );
  });

  it('validates a token, resets the password once, and signs the user out everywhere', async () => {
    const session = await login(t.app, 'user@roombook.test');
    const token = await requestLink('user@roombook.test');
    expect((await call(t.app, contract.auth.validateToken, { body: { token } })).statusCode).toBe(200);
    expectError(await call(t.app, contract.auth.validateToken, { body: { token: 'made-up' } }), 400, INVALID);

    expectError(
      await call(t.app, contract.auth.resetPassword, {
        body: { token, password: 'fresh-one', confirmPassword: 'other' },
      }),
      400,
      VALIDATION.passwordsMustMatch
    );
    expectError(
      await call(t.app, contract.auth.resetPassword, { body: { token, password: 'short', confirmPassword: 'short' } }),
      400,
      VALIDATION.passwordMin
    );
    const reset = await call(t.app, contract.auth.resetPassword, {
      body: { token, password: 'fresh-one', confirmPassword: 'fresh-one' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(contract.auth.resetPassword.response.parse(reset.json()).message).toBe('Password successfully reset');

    // Single use.
    expectError(
      await call(t.app, contract.auth.resetPassword, {
        body: { token, password: 'again-one', confirmPassword: 'again-one' },
      }),
      400,
      INVALID
    );
    expectError(await call(t.app, contract.auth.validateToken, { body: { token } }), 400, INVALID);
    // The old sessions' refresh tokens are revoked; the old password is gone, the new one works.
    expectError(
      await call(t.app, contract.auth.refreshToken, { body: { refreshToken: session.refreshToken } }),
      401,
      ERRORS.unauthorized
    );
    expectError(
      await call(t.app, contract.auth.login, { body: { email: 'user@roombook.test', password: 'roombook' } }),
      401,
      ERRORS.invalidCredentials
    );
    await login(t.app, 'user@roombook.test', 'fresh-one');
  });

  it('refuses an expired link', async () => {
    const token = await requestLink('user@roombook.test');
    await t.db.knex('password_reset_tokens').update({ expires_at: new Date(t.now().getTime() - 1000) });
    expectError(await call(t.app, contract.auth.validateToken, { body: { token } }), 400, INVALID);
    expectError(
      await call(t.app, contract.auth.resetPassword, {
        body: { token, password: 'later-one', confirmPassword: 'later-one' },
      }),
      400,
      INVALID
    );
  });
});
