import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS } from '@roombook/domain/messages';
import { hashPassword } from '../src/plugins/app/auth/passwords';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, captureLog, login } from './helpers';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: 'pglite' });
  });
  afterAll(() => t?.close());

  it('sends an API\'s security headers (OWASP REST) on JSON, error and image answers, and none that only a page reads', async () => {
    const image = await t.app.inject({ method: 'GET', url: `/api/image/${'0'.repeat(64)}.jpg` });
    expect(image.statusCode).toBe(404);
    for (const res of [await call(t.app, contract.system.health), await t.app.inject({ method: 'GET', url: '/api/nothing' }), image]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      // Headers that a browser reads only on an HTML document (docs/decisions/055).
      for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-xss-protection', 'x-permitted-cross-domain-policies']) {
        expect(res.headers[name], name).toBeUndefined();
      }
    }
  });

  it('keeps the OpenAPI pages working: the page and its scripts and styles load, from the same origin only', async () => {
    let page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (page.statusCode === 302) page = await t.app.inject({ method: 'GET', url: String(page.headers.location) });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    // A page: helmet's full set, the document-only headers included.
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(policy).not.toContain("'unsafe-eval'");
    const assets = [...page.body.matchAll(/(?:src|href)="\.?\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const url = asset.startsWith('/') ? asset : `/api/docs/${asset.replace(/^api\/docs\//, '')}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});

describe.each(availableBackends())('nothing secret in a log line on %s', (backend) => {
  let t: TestApp;
  const captured = captureLog();
  beforeAll(async () => {
    t = await createTestApp({ backend: backend, config: { logLevel: 'info' }, logStream: captured.stream });
  });
  afterAll(() => t?.close());

  // Secrets that no file-system path contains (stack traces in the log hold the checkout's path).
  const oldPassword = 'Vx3-otter-meadow';
  const newPassword = 'Qp7-harbour-lamp';

  it('logs a database error by its code, without the SQL bound values (an argon2 hash) or the detail', async () => {
    await t.db.knex('users').where({ email: 'user@roombook.test' }).update({ password_hash: await hashPassword(oldPassword) });
    const session = await login(t.app, 'user@roombook.test', oldPassword);
    // The password update binds the new argon2 hash; a trigger makes that very statement fail (P0001, a
    // 500). PGlite's error carries the bound values as `params`, knex's message the SQL.
    await t.db.knex.raw(`create function refuse_update() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await t.db.knex.raw('create trigger refuse_update before update on users for each row execute function refuse_update()');
    const failed = await call(t.app, contract.user.update, {
      token: session.token,
      params: { id: session.user.id },
      body: { password: newPassword, confirmPassword: newPassword },
    });
    expect(failed.json()).toEqual({ message: ERRORS.internal, statusCode: 500 });

    const log = captured.text();
    expect(log).toContain('P0001'); // the log says what went wrong…
    expect(log).toContain('refused');
    for (const secret of ['$argon2id$', oldPassword, newPassword, session.token, session.refreshToken]) {
      expect(log).not.toContain(secret); // …and nothing secret
    }
  });

  it('logs a URL without its query string, where a token could travel', async () => {
    await t.app.inject({ method: 'GET', url: '/api/user/me?token=Zk9-secret-in-url' });
    await t.app.inject({ method: 'POST', url: '/api/user/validate-token?token=Zk9-secret-in-url', payload: { token: 'x' } });
    const log = captured.text();
    expect(log).toContain('/api/user/me');
    expect(log).not.toContain('Zk9-secret-in-url');
  });
});
