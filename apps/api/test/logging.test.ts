import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, captureLog, login } from './helpers';

/**
 * Each request's log lines carry its own id (`reqId`), at every level the API logs, though a request makes its
 * child logger only when it writes a line (`requestLoggerFactory`, logging.ts). At 'info' each request writes
 * one line when answered (`RequestLines`, docs/decisions/081); the id is the web server's X-Request-Id when it
 * sends a sane one, and the answer carries it back.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(availableBackends())('the log lines of a request on %s', (backend) => {
  const lines = (text: string) =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown> & { reqId?: string; msg?: string; level: number });

  /** An app that logs at `logLevel` into a captured stream, for the tests of one describe block. */
  const loggingApp = (logLevel: 'info' | 'warn') => {
    const captured = captureLog();
    const app = {} as { t: TestApp };
    beforeAll(async () => {
      app.t = await createTestApp({ backend, config: { logLevel }, logStream: captured.stream });
    });
    afterAll(() => app.t?.close());
    return { captured, app };
  };

  describe("at 'info'", () => {
    const { captured, app } = loggingApp('info');

    it('writes one line per request, with its own id, route, status, duration and user, and no secret', async () => {
      const { t } = app;
      const session = await login(t.app, 'admin@roombook.test');
      const before = lines(captured.text()).length;
      const health = await t.app.inject({ method: 'GET', url: '/api/health?token=secret-in-query' });
      const me = await call(t.app, contract.auth.me, { token: session.token });
      const missing = await t.app.inject({ method: 'GET', url: '/api/nothing/42' });
      const written = lines(captured.text()).slice(before);
      expect(written).toEqual([
        expect.objectContaining({ level: 30, msg: 'request', method: 'GET', route: '/api/health', url: '/api/health', status: 200 }),
        expect.objectContaining({ msg: 'request', route: '/api/user/me', status: 200, userId: session.user.id }),
        expect.objectContaining({ msg: 'request', url: '/api/nothing/42', status: 404 }),
      ]);
      expect(written.map((line) => line.reqId)).toEqual([health, me, missing].map((res) => res.headers['x-request-id']));
      for (const line of written) {
        expect(line.reqId).toMatch(UUID);
        expect(line.ms).toEqual(expect.any(Number));
      }
      expect(written[0]).not.toHaveProperty('userId');
      expect(captured.text()).not.toContain('secret-in-query');
      expect(captured.text()).not.toContain(session.token);
    });

    it("takes the web server's X-Request-Id when it is sane, and makes its own otherwise", async () => {
      const { t } = app;
      const before = lines(captured.text()).length;
      const sane = 'web-1f3a9c.7:2';
      const insane = ['', 'a'.repeat(65), 'id with spaces', 'id\nlevel=50', 'ünïcode'];
      const taken = await t.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': sane } });
      expect(taken.headers['x-request-id']).toBe(sane);
      for (const value of insane) {
        const made = await t.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': value } });
        expect(made.headers['x-request-id']).toMatch(UUID);
      }
      const ids = lines(captured.text())
        .slice(before)
        .map((line) => line.reqId);
      expect(ids[0]).toBe(sane);
      expect(ids.slice(1).every((id) => UUID.test(String(id)))).toBe(true);
    });
  });

  describe("at 'warn'", () => {
    const { captured, app } = loggingApp('warn');

    it('writes nothing for answered requests, and a failed request’s error with its id', async () => {
      const { t } = app;
      const { token } = await login(t.app, 'admin@roombook.test');
      expect((await call(t.app, contract.feature.list, { token })).statusCode).toBe(200);
      expect(captured.text()).toBe('');
      // The features' table gone: the same call fails with a 500, which the API logs as an error.
      await t.db.knex.raw('alter table features rename to features_away');
      try {
        const failed = await t.app.inject({ method: 'GET', url: '/api/feature/', headers: { authorization: `Bearer ${token}` } });
        expect(failed.statusCode).toBe(500);
        const [line, ...more] = lines(captured.text());
        expect(more).toEqual([]);
        expect(line).toMatchObject({ level: 50, msg: 'request failed' });
        expect(line!.reqId).toBe(failed.headers['x-request-id']);
        expect(line!.reqId).toMatch(UUID);
      } finally {
        await t.db.knex.raw('alter table features_away rename to features');
      }
    });
  });
});
