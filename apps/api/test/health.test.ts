import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { SERVER_MESSAGES } from '@roombook/domain/messages';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/index';
import { RETRY_AFTER_SECONDS } from '../src/error-handler';
import { availableBackends, createTestApp, testConfig, type TestApp } from '../src/testing';
import { call, captureLog } from './helpers';

/**
 * A probe tells live (the process answers: restart it if not) from ready (the database answers too: send it
 * traffic). `/api/health` stays the ready check that `npm start` and the e2e wait on (docs/decisions/080).
 */
type App = TestApp['app'];

const expectLive = async (app: App) => {
  const live = await call(app, contract.system.live);
  expect(live.statusCode, live.body).toBe(200);
  expect(live.json()).toEqual({ status: 'ok' });
};

const expectNotReady = async (app: App) => {
  for (const check of [contract.system.ready, contract.system.health]) {
    const res = await call(app, check);
    expect(res.statusCode, `${check.path}: ${res.body}`).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ statusCode: 503, message: SERVER_MESSAGES.databaseUnavailable });
  }
};

describe.each(availableBackends())('live and ready on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend, seed: false });
  });
  afterAll(() => t?.close());

  it('with the database answering, both are ok and ready names the database', async () => {
    await expectLive(t.app);
    for (const check of [contract.system.ready, contract.system.health]) {
      const res = await call(t.app, check);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: backend });
    }
  });
});

describe('live and ready with the database out of reach', () => {
  it('PGlite closed under the API: live 200, ready 503 with Retry-After', async () => {
    const t = await createTestApp({ backend: 'pglite', seed: false });
    try {
      await (t.db.knex.client as { pglite: PGlite }).pglite.close();
      await expectLive(t.app);
      await expectNotReady(t.app);
    } finally {
      await t.close();
    }
  });

  it('PostgreSQL refusing connections: live 200, ready 503 with Retry-After, and no line per request', async () => {
    // Nothing listens on port 1: the connection is refused, as while PostgreSQL restarts.
    const db = await openDatabase({ driver: 'pg', connectionString: 'postgres://postgres@127.0.0.1:1/none' });
    const log = captureLog();
    const app = await buildApp({ db, config: testConfig({ logLevel: 'warn' }), logStream: log.stream });
    // knex wrote each failed connection with its stack to the console.
    const consoleLines = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn')];
    try {
      await expectLive(app);
      await expectNotReady(app);
      await expectNotReady(app);
      await app.close();
      for (const spy of consoleLines) expect(spy).not.toHaveBeenCalled();
    } finally {
      await app.close();
      await db.close();
      for (const spy of consoleLines) spy.mockRestore();
    }
    // Four 503s: the first one's line, and the count of the rest when the app closed.
    const lines = log.text().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { answered503: number; cause: unknown });
    expect(lines.map((line) => line.answered503)).toEqual([1, 3]);
    expect(lines[0]!.cause).toMatchObject({ code: 'ECONNREFUSED' });
  });
});
