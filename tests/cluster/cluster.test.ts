/**
 * `npm run start:cluster` as it runs (docs/decisions/082, 083): two API processes and two web processes on one
 * throw-away PostgreSQL database, behind HAProxy, with the mail catcher; the API processes on the tests' clock.
 * Each check is one thing a shared office notices when one process is not the whole product.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest, type LooseCallInput } from '@roombook/domain/contract/client';
import { contract, type ApiCall } from '@roombook/domain/contract/index';
import type { Database } from '@roombook/api/db/index';
import { seedDemo } from '@roombook/api/seed/demo';
import { testStart, TEST_NOW_VARIABLE } from '@roombook/api/test-clock';
import { createTestDatabase, TEST_JWT_SECRET } from '@roombook/api/testing';
import { exitOf } from '../../scripts/processes';
import { type Cluster, startCluster } from '../../scripts/cluster/cluster';

const root = fileURLToPath(new URL('../../', import.meta.url));
const now = testStart();

interface Answer {
  status: number;
  body: unknown;
}

/** A contract call over HTTP to `baseUrl` (a process, or the proxy's API front). */
const send = async (baseUrl: string, apiCall: ApiCall, input: LooseCallInput = {}): Promise<Answer> => {
  const request = buildRequest(apiCall, input, baseUrl);
  const response = await fetch(request.url, { method: request.method, headers: request.headers, ...(request.body === undefined ? {} : { body: request.body }) });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
};

const signIn = async (baseUrl: string, email: string) => {
  const answer = await send(baseUrl, contract.auth.login, { body: { email, password: 'roombook' } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { token: string; refreshToken: string };
};

/** How many rows a query finds. */
const countOf = async (query: Knex.QueryBuilder): Promise<number> => Number((await query.count<Array<{ count: number | string }>>({ count: '*' }))[0]?.count);

/** A Copenhagen-independent slot: `days` after the instant under test, at `hour` UTC, one hour long. */
const slot = (days: number, hour: number) => {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour));
  return { bookingStart: start.toISOString(), bookingEnd: new Date(start.getTime() + 3_600_000).toISOString() };
};

describe.runIf(process.env.TEST_DATABASE_URL)('two of everything: the cluster of npm run start:cluster', () => {
  let db: Database;
  let cluster: Cluster;
  let mailDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    if (!existsSync(path.join(root, 'apps/web/build/server/index.js'))) execFileSync('npm', ['run', 'build', '-w', '@roombook/web'], { cwd: root, stdio: 'inherit' });
    db = await createTestDatabase('pg');
    await seedDemo(db.knex, now);
    const { connectionString } = db.knex.client.config.connection as { connectionString: string };
    mailDir = mkdtempSync(path.join(tmpdir(), 'roombook-cluster-mail-'));
    const starting = startCluster({
      root,
      databaseUrl: connectionString,
      webPort: 0,
      webHost: '127.0.0.1',
      apiPort: 0,
      jwtSecret: TEST_JWT_SECRET,
      sessionSecret: randomBytes(24).toString('base64url'),
      mailDir,
      apiEntry: path.join(root, 'apps/api/test/api-process-main.ts'),
      apiEnv: { LOG_LEVEL: 'warn', EMAIL_POLL_MS: '200', [TEST_NOW_VARIABLE]: now.toISOString() },
      sink: (name, line) => lines.push(`[${name}] ${line}`),
    });
    // When the cluster does not come up, what its processes said (the proxy names each member it takes out, and why).
    cluster = await starting.catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${lines.slice(-80).join('\n')}`);
    });
  });
  afterAll(async () => {
    await cluster?.stop();
    await db?.close();
    if (mailDir) rmSync(mailDir, { recursive: true, force: true });
  });

  const [api1, api2] = [() => cluster.apis[0]!.url, () => cluster.apis[1]!.url];

  it('holds the sign-in limit of 10 across both API processes (not 10 on each), also for parallel attempts', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    // One client, 30 addresses: the per-account lock (5 wrong passwords, docs/decisions/079) stays out of the count,
    // and no lock e-mail joins the mails counted below.
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send(i % 2 === 0 ? api1() : api2(), contract.auth.login, { body: { email: `nobody-${i}@roombook.test`, password: 'wrong' }, headers }),
      ),
    );
    expect(attempts.filter((a) => a.status === 401)).toHaveLength(10);
    expect(attempts.filter((a) => a.status === 429)).toHaveLength(20);
  });

  it('refuses on one API process the refresh token of a session signed out on the other', async () => {
    const session = await signIn(api1(), 'manager@roombook.test');
    expect((await send(api1(), contract.auth.revokeToken, { token: session.token, body: { refreshToken: session.refreshToken } })).status).toBe(200);
    expect((await send(api2(), contract.auth.refreshToken, { body: { refreshToken: session.refreshToken } })).status).toBe(401);
  });

  it(
    'refuses on one API process, within a second, the access token of a session signed out on the other',
    async () => {
      const session = await signIn(api1(), 'owner@roombook.test');
      expect((await send(api2(), contract.auth.me, { token: session.token })).status).toBe(200);
      expect((await send(api1(), contract.auth.revokeToken, { token: session.token, body: { refreshToken: session.refreshToken } })).status).toBe(200);
      await expect.poll(async () => (await send(api2(), contract.auth.me, { token: session.token })).status, { timeout: 1_000, interval: 100 }).toBe(401);
    },
  );

  it("shows a booking made on one API process in the other's list at once, and prices it from the room as it is now", async () => {
    const admin = await signIn(api1(), 'admin@roombook.test');
    const room = await db.knex('rooms').where({ name: 'Andersen' }).first<{ id: number; location_id: number }>('id', 'location_id');
    const booked = await send(api1(), contract.booking.create, { token: admin.token, body: { name: 'Cluster one', roomId: room!.id, ...slot(40, 8) } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const range = { from: slot(40, 0).bookingStart, to: slot(41, 0).bookingStart };
    const listed = await send(api2(), contract.booking.byLocation, { token: admin.token, params: { id: room!.location_id }, query: range });
    expect(listed.status).toBe(200);
    expect((listed.body as Array<{ id: number }>).map((b) => b.id)).toContain((booked.body as { id: number }).id);

    // Process 2 remembers the room's facts after a booking (docs/decisions/051); a rate changed elsewhere is still the one charged.
    await db.knex('rooms').where({ id: room!.id }).update({ hourly_rate_ore: 10_000 });
    const first = await send(api2(), contract.booking.create, { token: admin.token, body: { name: 'Cluster two', roomId: room!.id, ...slot(40, 10) } });
    await db.knex('rooms').where({ id: room!.id }).update({ hourly_rate_ore: 20_000 });
    const second = await send(api2(), contract.booking.create, { token: admin.token, body: { name: 'Cluster three', roomId: room!.id, ...slot(40, 12) } });
    expect([first.status, second.status]).toEqual([201, 201]);
    const cost = (answer: Answer) => (answer.body as { bookingCost: { total: number } }).bookingCost.total;
    expect(cost(second)).toBe(2 * cost(first));
  });

  it('sends each queued mail exactly once, whichever API process queued it and whichever sends it', async () => {
    const users = await db.knex('users').whereNotNull('email').pluck<string[]>('email');
    const rounds = 3;
    for (let round = 0; round < rounds; round += 1) {
      await Promise.all(
        users.map((email, i) =>
          send(cluster.apiUrl, contract.auth.forgotPassword, { body: { email }, headers: { 'x-forwarded-for': `198.51.100.${round * 50 + i + 1}` } }),
        ),
      );
    }
    // And a burst that both senders find due at the same moment (as after an SMTP outage).
    const burst = Array.from({ length: 60 }, (_, i) => ({ to: `burst-${i}@roombook.test`, subject: 'Burst', text: `Mail ${i}`, next_attempt_at: now }));
    await db.knex('outgoing_emails').insert(burst);
    const queued = users.length * rounds + burst.length;
    // This test's mails: the recoveries and the burst (the bookings above are e-mailed too, docs/decisions/104).
    const SUBJECTS = ['Account recovery · roombook', 'Burst'];
    const ours = () => db.knex('outgoing_emails').whereIn('subject', SUBJECTS);
    await expect.poll(() => countOf(ours().where({ status: 'sent' })), { timeout: 60_000 }).toBe(queued);
    expect(await countOf(ours().whereNot({ status: 'sent' }))).toBe(0);
    const caught = ((await (await fetch(`${cluster.mailUrl}/api/email`)).json()) as Array<{ subject: string; headers: Record<string, string>; to: Array<{ address: string }> }>).filter(
      (mail) => SUBJECTS.includes(mail.subject),
    );
    expect(caught).toHaveLength(queued);
    // The Message-ID names the outbox row (email-sender.ts): one each, so no row was sent twice.
    expect(new Set(caught.map((mail) => mail.headers['message-id'])).size).toBe(queued);
    for (const email of users) expect(caught.filter((mail) => mail.to.some((to) => to.address === email))).toHaveLength(rounds);
  });

  it('loses no request when an API process and a web process are stopped (SIGTERM) under load', async () => {
    const admin = await signIn(cluster.apiUrl, 'admin@roombook.test');
    const location = await db.knex('locations').first<{ id: number }>('id');
    const range = { from: slot(40, 0).bookingStart, to: slot(47, 0).bookingStart };
    const form = new URLSearchParams({ email: 'user@roombook.test', password: 'roombook' });
    const signedIn = await fetch(`${cluster.webUrl}/?index`, { method: 'POST', body: form, redirect: 'manual', headers: { origin: cluster.webUrl } });
    expect(signedIn.status).toBe(302);
    const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    const failures: string[] = [];
    let posted = 0;
    let loading = true;
    /** Answers that came while the two processes were stopping (between the first signal and the last exit). */
    let stopping = false;
    let answeredWhileStopping = 0;
    const requests: Array<() => Promise<{ what: string; status: number }>> = [
      async () => ({ what: 'GET / (web → API)', status: (await fetch(`${cluster.webUrl}/`, { headers: { cookie } }).then(async (r) => (await r.arrayBuffer(), r))).status }),
      async () => ({ what: 'GET booking list', status: (await send(cluster.apiUrl, contract.booking.byLocation, { token: admin.token, params: { id: location!.id }, query: range })).status }),
      async () => ({ what: 'GET me', status: (await send(cluster.apiUrl, contract.auth.me, { token: admin.token })).status }),
      async () => {
        const { status } = await send(cluster.apiUrl, contract.system.pageView, { token: admin.token, body: { path: '/cluster-load' } });
        if (status === 204) posted += 1;
        return { what: 'POST page view', status };
      },
    ];
    const worker = async (offset: number) => {
      for (let i = offset; loading; i += 1) {
        const request = requests[i % requests.length]!;
        try {
          const { what, status } = await request();
          if (stopping) answeredWhileStopping += 1;
          if (status >= 300) failures.push(`${what}: ${status}`);
        } catch (error) {
          failures.push(`connection: ${error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error)}`);
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, i) => worker(i));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await pause(1_000);
    const api = cluster.apis[0]!.child();
    const web = cluster.webs[0]!.child();
    stopping = true;
    api.kill('SIGTERM');
    await pause(500);
    web.kill('SIGTERM');
    await Promise.all([exitOf(api), exitOf(web)]);
    stopping = false;
    await pause(1_000);
    loading = false;
    await Promise.all(workers);

    expect(failures, lines.slice(-20).join('\n')).toEqual([]);
    expect(answeredWhileStopping).toBeGreaterThan(0);
    expect([api.exitCode, web.exitCode]).toEqual([0, 0]);
    // Every page view answered 204 was stored once; none was stored without its answer.
    expect(await countOf(db.knex('page_views').where({ path: '/cluster-load' }))).toBe(posted);
  });
});
