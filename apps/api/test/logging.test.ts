import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, captureLog, login } from './helpers';

/**
 * Each request's log lines carry its own id (fastify's `reqId`), at every level the API logs, though a request
 * makes its child logger only when it writes a line (`requestLoggerFactory`, logging.ts).
 */
describe.each(availableBackends())('the log lines of a request on %s', (backend) => {
  const lines = (text: string) =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; level: number; req?: { url?: string } });

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

    it('each request has its own id, on its incoming and completed lines', async () => {
      const before = lines(captured.text()).length;
      await app.t.app.inject({ method: 'GET', url: '/api/health' });
      await app.t.app.inject({ method: 'GET', url: '/api/health' });
      const written = lines(captured.text()).slice(before);
      const incoming = written.filter((line) => line.msg === 'incoming request');
      const completed = written.filter((line) => line.msg === 'request completed');
      expect(incoming).toHaveLength(2);
      expect(completed).toHaveLength(2);
      const ids = incoming.map((line) => line.reqId);
      expect(new Set(ids).size).toBe(2);
      expect(completed.map((line) => line.reqId)).toEqual(ids);
      expect(incoming.every((line) => line.req?.url === '/api/health')).toBe(true);
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
        expect(line!.reqId).toMatch(/^req-/);
      } finally {
        await t.db.knex.raw('alter table features_away rename to features');
      }
    });
  });
});
