import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type ApiCall } from '@roombook/domain/contract/index';
import { ERRORS, SERVER_MESSAGES } from '@roombook/domain/messages';
import { buildApp } from '../src/app';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { application, call, login } from './helpers';

const PUBLIC_MAX = 2;
const LOGIN_MAX = 4;

const unknownToken = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/**
 * The public calls besides sign-in (spec §6: no bearer credential), each with a request and the answer the
 * API gives it while the client is under the limit.
 */
const PUBLIC_CALLS: ReadonlyArray<{ name: string; call: ApiCall; body: unknown; answer: (res: LightMyRequestResponse) => void }> = [
  {
    name: 'POST /api/user/forgot-password',
    call: contract.auth.forgotPassword,
    body: { email: 'nobody@roombook.test' },
    answer: (res) => expect(res.json()).toEqual({ message: SERVER_MESSAGES.resetLinkSent }),
  },
  {
    name: 'POST /api/user/validate-token',
    call: contract.auth.validateToken,
    body: { token: unknownToken },
    answer: (res) => expect(res.json()).toEqual({ message: SERVER_MESSAGES.resetTokenInvalid, statusCode: 400 }),
  },
  {
    name: 'POST /api/user/reset-password',
    call: contract.auth.resetPassword,
    body: { token: unknownToken, password: 'fresh-one', confirmPassword: 'fresh-one' },
    answer: (res) => expect(res.json()).toEqual({ message: SERVER_MESSAGES.resetTokenInvalid, statusCode: 400 }),
  },
  {
    name: 'POST /api/company-application/',
    call: contract.companyApplication.create,
    body: application,
    answer: (res) => {
      expect(res.statusCode, res.body).toBe(201);
      const { locations: _ids, ...texts } = application;
      expect(res.json()).toMatchObject({ ...texts, status: 'pending', locations: [{ id: 1, name: 'Copenhagen Harbour House' }] });
    },
  },
  {
    name: 'GET /api/location/public/',
    call: contract.location.public,
    body: undefined,
    answer: (res) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toContainEqual({ id: 1, name: 'Copenhagen Harbour House' });
    },
  },
  {
    name: 'GET /api/reception-board/locations',
    call: contract.receptionBoard.locations,
    body: undefined,
    answer: (res) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toContainEqual({ id: expect.any(Number), name: 'Copenhagen Harbour House' });
    },
  },
  {
    name: 'GET /api/kiosk/locations',
    call: contract.kiosk.locations,
    body: undefined,
    answer: (res) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toContainEqual({ id: expect.any(Number), name: 'Copenhagen Harbour House' });
    },
  },
];

const expectLimited = (res: LightMyRequestResponse): void => {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ message: ERRORS.tooManyRequests, statusCode: 429 });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

describe.each(availableBackends())('rate limits on the public calls (PUBLIC_RATE_LIMIT_MAX) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend, config: { publicRateLimitMax: PUBLIC_MAX, loginRateLimitMax: LOGIN_MAX } });
  });
  afterAll(() => t?.close());

  // Each row is one client (X-Forwarded-For from loopback is trusted), so the rows do not share counters.
  it.each(PUBLIC_CALLS.map((row, i) => ({ ...row, client: `203.0.113.${10 + i}`, other: `198.51.100.${10 + i}` })))(
    '$name: answers 429 after PUBLIC_RATE_LIMIT_MAX requests a minute from one client; another client is not affected',
    async ({ call: apiCall, body, answer, client, other }) => {
      const send = (ip: string) => call(t.app, apiCall, { body, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < PUBLIC_MAX; i += 1) answer(await send(client));
      expectLimited(await send(client));
      expectLimited(await send(client));
      answer(await send(other));
    }
  );

  it('counts each call on its own: a client limited on one public call may still make the others', async () => {
    const client = '203.0.113.50';
    const [limitedRow, ...others] = PUBLIC_CALLS;
    if (limitedRow === undefined) throw new Error('no public calls');
    const send = (row: (typeof PUBLIC_CALLS)[number]) =>
      call(t.app, row.call, { body: row.body, headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < PUBLIC_MAX; i += 1) limitedRow.answer(await send(limitedRow));
    expectLimited(await send(limitedRow));
    for (const row of others) row.answer(await send(row));
  });

  it('keeps LOGIN_RATE_LIMIT_MAX for sign-in, and does not limit signed-in calls', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.60' };
    for (let i = 0; i < LOGIN_MAX; i += 1) {
      const res = await call(t.app, contract.auth.login, { body: { email: 'user@roombook.test', password: 'wrong' }, headers });
      expect(res.statusCode, res.body).toBe(401);
    }
    expectLimited(await call(t.app, contract.auth.login, { body: { email: 'user@roombook.test', password: 'wrong' }, headers }));

    // The kiosk's sign-in counts like the user's, on its own (docs/decisions/038).
    const kioskSignIn = () => call(t.app, contract.kiosk.signIn, { body: { locationId: 1, password: 'wrong' }, headers });
    for (let i = 0; i < LOGIN_MAX; i += 1) expect((await kioskSignIn()).statusCode).toBe(401);
    expectLimited(await kioskSignIn());
    // So does the reception board's (docs/decisions/103).
    const boardSignIn = () => call(t.app, contract.receptionBoard.signIn, { body: { locationId: 1, password: 'wrong' }, headers });
    for (let i = 0; i < LOGIN_MAX; i += 1) expect((await boardSignIn()).statusCode).toBe(401);
    expectLimited(await boardSignIn());

    const session = await login(t.app);
    for (let i = 0; i < PUBLIC_MAX + 2; i += 1) {
      const res = await call(t.app, contract.system.pageView, { token: session.token, body: { path: '/' }, headers });
      expect(res.statusCode, res.body).toBe(204);
    }
  });
});

// A cluster runs several API processes on one PostgreSQL database (docs/decisions/082, 083): a client's limit is
// counted once for all of them, also when its requests arrive at the same moment.
describe.runIf(availableBackends().includes('pg'))('rate limits shared by two APIs on one PostgreSQL database', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp({ backend: 'pg', config: { loginRateLimitMax: LOGIN_MAX, publicRateLimitMax: PUBLIC_MAX } });
    other = await buildApp({ db: t.db, config: t.config });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('answers LOGIN_RATE_LIMIT_MAX sign-ins of a client in all, not as many on each API, when they come in parallel', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.70' };
    const attempts = await Promise.all(
      Array.from({ length: 4 * LOGIN_MAX }, (_, i) =>
        call(i % 2 === 0 ? t.app : other, contract.auth.login, { body: { email: 'user@roombook.test', password: 'wrong' }, headers }),
      ),
    );
    expect(attempts.filter((res) => res.statusCode === 401)).toHaveLength(LOGIN_MAX);
    for (const res of attempts.filter((r) => r.statusCode !== 401)) expectLimited(res);
  });

  it('counts the kiosk sign-in and the public calls across both APIs too', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.71' };
    const kiosk = await Promise.all(
      Array.from({ length: 2 * LOGIN_MAX }, (_, i) =>
        call(i % 2 === 0 ? t.app : other, contract.kiosk.signIn, { body: { locationId: 1, password: 'wrong' }, headers }),
      ),
    );
    expect(kiosk.filter((res) => res.statusCode === 401)).toHaveLength(LOGIN_MAX);
    const locations = await Promise.all(
      Array.from({ length: 2 * PUBLIC_MAX }, (_, i) => call(i % 2 === 0 ? t.app : other, contract.kiosk.locations, { headers })),
    );
    expect(locations.filter((res) => res.statusCode === 200)).toHaveLength(PUBLIC_MAX);
  });
});
