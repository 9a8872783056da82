import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, login } from './helpers';

/**
 * `/api/metrics` (docs/decisions/081): Prometheus text with the requests' durations by route pattern, knex's
 * pool and the outbox's length; for a scraper on the machine, or one with METRICS_TOKEN.
 */
const METRICS_TOKEN = 'metrics-token-for-the-tests';

/** The value of one sample line (`name{labels} value`), or undefined when there is none. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe.each(availableBackends())('metrics on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend });
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('counts answered requests by route pattern, method and status, never by raw URL', async () => {
    const { token } = await login(t.app, 'superadmin@roombook.test');
    for (let i = 0; i < 3; i += 1) expect((await call(t.app, contract.auth.me, { token })).statusCode).toBe(200);
    expect((await call(t.app, contract.auth.me)).statusCode).toBe(401);
    expect((await call(t.app, contract.location.delete, { token, params: { id: 1_234_567 } })).statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/wp-login.php' });
    const text = await scrape();
    const count = (labels: string) => sample(text, `roombook_http_request_duration_seconds_count{${labels}}`);
    expect(count('method="GET",route="/api/user/me",status="200"')).toBe(3);
    expect(count('method="GET",route="/api/user/me",status="401"')).toBe(1);
    expect(count('method="DELETE",route="/api/location/:id",status="404"')).toBe(1);
    expect(count('method="GET",route="unmatched",status="404"')).toBe(1);
    expect(text).not.toContain('1234567');
    expect(text).not.toContain('wp-login');
    expect(sample(text, 'roombook_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/user/me",status="200"}')).toBe(3);
  });

  it("shows knex's pool: its size, and no connection in use or awaited between requests", async () => {
    const text = await scrape();
    expect(sample(text, 'roombook_db_pool_max')).toBe(backend === 'pglite' ? 1 : 10);
    expect(sample(text, 'roombook_db_pool_connections{state="used"}')).toBe(0);
    expect(sample(text, 'roombook_db_pool_connections{state="pending"}')).toBe(0);
    expect(sample(text, 'roombook_db_pool_connections{state="free"}')).toBeGreaterThanOrEqual(1);
  });

  it.runIf(backend === 'pg')('shows a connection in use while a transaction holds it', async () => {
    await t.db.knex.transaction(async (trx) => {
      await trx.raw('select 1');
      expect(sample(await scrape(), 'roombook_db_pool_connections{state="used"}')).toBe(1);
    });
  });

  it('shows how many e-mails wait in the outbox', async () => {
    const before = sample(await scrape(), 'roombook_email_outbox_pending');
    expect(before).toBe(Number((await t.db.knex('outgoing_emails').where({ status: 'pending' }).count<Array<{ n: number | string }>>({ n: '*' }))[0]!.n));
    // No SMTP in the tests: a recovery mail stays queued.
    expect((await call(t.app, contract.auth.forgotPassword, { body: { email: 'user@roombook.test' } })).statusCode).toBe(200);
    await t.app.idle();
    expect(sample(await scrape(), 'roombook_email_outbox_pending')).toBe(before! + 1);
  });

  it('answers a scraper elsewhere 404, unless it brings METRICS_TOKEN', async () => {
    const away = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '10.1.2.3' });
    expect(away.statusCode).toBe(404);
    expect(away.body).not.toContain('roombook_');
    // Behind the web server on the same machine, X-Forwarded-For does not make a browser local.
    const forwarded = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forwarded.statusCode).toBe(404);
  });
});

describe('metrics with METRICS_TOKEN set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: 'pglite', seed: false, config: { metricsToken: METRICS_TOKEN } });
  });
  afterAll(() => t?.close());

  it('answers the token from anywhere, and nobody without it, not even on loopback', async () => {
    const withToken = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      remoteAddress: '10.1.2.3',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('roombook_db_pool_max 1');
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${METRICS_TOKEN}x`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', ...(authorization ? { headers: { authorization } } : {}) });
      expect(res.statusCode).toBe(404);
    }
  });
});
