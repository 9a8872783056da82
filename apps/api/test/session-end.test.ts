import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@roombook/domain/contract/client';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS } from '@roombook/domain/messages';
import { hashPassword } from '../src/plugins/app/auth/passwords';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { onPostgresWithTwoProcesses } from './api-process';
import { call, expectError, login, insertOwnUser } from './helpers';

const PASSWORD = 'session-pass';

/** Issue 27: an access token stops working when its session ends, not 15 minutes later (docs/decisions/078). */
describe.each(availableBackends())('access tokens of an ended session on %s', (backend) => {
  let t: TestApp;
  let passwordHash = '';
  beforeAll(async () => {
    t = await createTestApp({ backend });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => t?.close());

  const newUser = () => insertOwnUser(t.db.knex, 'session', passwordHash, { first: 'Sam', last: 'Session' });
  const me = (token: string) => call(t.app, contract.auth.me, { token });

  it('refuses the access token of a signed-out session at once, and keeps the other sessions', async () => {
    const email = await newUser();
    const here = await login(t.app, email, PASSWORD);
    const elsewhere = await login(t.app, email, PASSWORD);
    expect((await me(here.token)).statusCode).toBe(200);
    const out = await call(t.app, contract.auth.revokeToken, { token: here.token, body: { refreshToken: here.refreshToken } });
    expect(out.statusCode, out.body).toBe(200);
    expectError(await me(here.token), 401, ERRORS.unauthorized);
    expect((await me(elsewhere.token)).statusCode).toBe(200);
  });

  it('refuses the access tokens of a rotated family once it is signed out, the older ones too', async () => {
    const email = await newUser();
    const first = await login(t.app, email, PASSWORD);
    const rotated = contract.auth.refreshToken.response.parse(
      (await call(t.app, contract.auth.refreshToken, { body: { refreshToken: first.refreshToken } })).json(),
    );
    expect((await me(first.token)).statusCode).toBe(200);
    await call(t.app, contract.auth.revokeToken, { token: rotated.token, body: { refreshToken: rotated.refreshToken } });
    expectError(await me(first.token), 401, ERRORS.unauthorized);
    expectError(await me(rotated.token), 401, ERRORS.unauthorized);
  });

  it('a new password refuses the access tokens of the other sessions at once, and keeps this one', async () => {
    const email = await newUser();
    const here = await login(t.app, email, PASSWORD);
    const elsewhere = await login(t.app, email, PASSWORD);
    const changed = await call(t.app, contract.user.update, {
      token: here.token,
      params: { id: here.user.id },
      body: { password: 'changed-pass', confirmPassword: 'changed-pass' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(await me(elsewhere.token), 401, ERRORS.unauthorized);
    expect((await me(here.token)).statusCode).toBe(200);
  });

  it("an administrator's change of the user's e-mail refuses the user's access tokens at once", async () => {
    const email = await newUser();
    const session = await login(t.app, email, PASSWORD);
    const admin = await login(t.app, 'admin@roombook.test');
    const moved = `moved-${randomBytes(4).toString('hex')}@roombook.test`;
    const changed = await call(t.app, contract.user.update, { token: admin.token, params: { id: session.user.id }, body: { email: moved } });
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(await me(session.token), 401, ERRORS.unauthorized);
    // Signing in again starts a session that works.
    expect((await me((await login(t.app, moved, PASSWORD)).token)).json()).toMatchObject({ email: moved });
  });
});

describe.runIf(availableBackends().includes('pg'))('access tokens of an ended session across API processes on one PostgreSQL', () => {
  const suite = onPostgresWithTwoProcesses();

  /** The status of `GET /api/user/me` on every API: this one (in-process) and the two suite.processes. */
  const everywhere = async (token: string): Promise<number[]> => {
    const here = (await call(suite.t.app, contract.auth.me, { token })).statusCode;
    const there = await Promise.all(suite.processes.map(async (p) => (await createApiClient({ baseUrl: p.baseUrl }).send(contract.auth.me, { token })).status));
    return [here, ...there];
  };

  /** Polls `everywhere` until every API refuses the token, for at most a second. */
  const refusedWithinASecond = async (token: string): Promise<number[]> => {
    const deadline = Date.now() + 1000;
    let statuses = await everywhere(token);
    while (statuses.some((status) => status !== 401) && Date.now() < deadline) statuses = await everywhere(token);
    return statuses;
  };

  it('refuses a signed-out access token on every process within a second', async () => {
    const session = await login(suite.t.app, 'user@roombook.test');
    // Every process has seen (and cached) the token as valid.
    expect(await everywhere(session.token)).toEqual([200, 200, 200]);
    const client = createApiClient({ baseUrl: suite.processes[0]!.baseUrl });
    const out = await client.send(contract.auth.revokeToken, { token: session.token, body: { refreshToken: session.refreshToken } });
    expect(out.status).toBe(200);
    expect(await refusedWithinASecond(session.token)).toEqual([401, 401, 401]);
  });

  it("refuses the other sessions' access tokens on every process within a second of a new password", async () => {
    const here = await login(suite.t.app, 'manager@roombook.test');
    const elsewhere = await login(suite.t.app, 'manager@roombook.test');
    expect(await everywhere(elsewhere.token)).toEqual([200, 200, 200]);
    const client = createApiClient({ baseUrl: suite.processes[1]!.baseUrl });
    const changed = await client.send(contract.user.update, {
      token: here.token,
      params: { id: here.user.id },
      body: { password: 'changed-pass', confirmPassword: 'changed-pass' },
    });
    expect(changed.status).toBe(200);
    expect(await refusedWithinASecond(elsewhere.token)).toEqual([401, 401, 401]);
    expect(await everywhere(here.token)).toEqual([200, 200, 200]);
  });
});
