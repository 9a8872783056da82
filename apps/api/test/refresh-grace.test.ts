import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contract } from '@roombook/domain/contract/index';
import { REFRESH_REUSE_GRACE_MS } from '@roombook/domain/constants';
import { ERRORS } from '@roombook/domain/messages';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/index';
import { hashOpaqueToken } from '../src/plugins/app/auth/tokens';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, expectError, login } from './helpers';

/**
 * Two tabs, or two web processes behind a load balancer, refresh the same refresh token at the same
 * moment. The first consumes it; the others must get the same new pair instead of revoking the family
 * (which would sign the user out). After the grace window, a consumed token coming back is a replay.
 */
const refresh = (app: FastifyInstance, refreshToken: string) => call(app, contract.auth.refreshToken, { body: { refreshToken } });
const pairOf = (res: Awaited<ReturnType<typeof refresh>>) => contract.auth.refreshToken.response.parse(res.json());

describe.each(availableBackends())('refresh grace window on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend });
  });
  afterAll(() => t?.close());

  it('answers the same consumed token, presented again at once, with the very same pair', async () => {
    const session = await login(t.app, 'user@roombook.test');
    const first = pairOf(await refresh(t.app, session.refreshToken));
    const again = pairOf(await refresh(t.app, session.refreshToken));
    expect(again).toEqual(first);
    expect((await call(t.app, contract.auth.me, { token: again.token })).statusCode).toBe(200);
    // The family lives on: the new refresh token rotates as usual.
    expect((await refresh(t.app, first.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the family when a consumed token comes back after the grace window', async () => {
    const session = await login(t.app, 'user@roombook.test');
    const pair = pairOf(await refresh(t.app, session.refreshToken));
    await t.db
      .knex('refresh_tokens')
      .where({ token_hash: hashOpaqueToken(session.refreshToken) })
      .update({ consumed_at: new Date(t.now().getTime() - REFRESH_REUSE_GRACE_MS - 1000) });
    expectError(await refresh(t.app, session.refreshToken), 401, ERRORS.unauthorized);
    expectError(await refresh(t.app, pair.refreshToken), 401, ERRORS.unauthorized);
  });

  it('revokes the family when the successor was revoked (signed out) and the old token comes back', async () => {
    const session = await login(t.app, 'user@roombook.test');
    const pair = pairOf(await refresh(t.app, session.refreshToken));
    await call(t.app, contract.auth.revokeToken, { token: pair.token, body: { refreshToken: pair.refreshToken } });
    expectError(await refresh(t.app, session.refreshToken), 401, ERRORS.unauthorized);
  });

  it.runIf(backend === 'pg')('answers 20 parallel refreshes of one token with one pair, and rotates once', async () => {
    const session = await login(t.app, 'user@roombook.test');
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(t.app, session.refreshToken)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const pairs = answers.map(pairOf);
    expect(new Set(pairs.map((p) => JSON.stringify(p))).size).toBe(1);
    // One rotation: the signed-in token (consumed) and its one successor, none revoked.
    const original = await t.db.knex('refresh_tokens').where({ token_hash: hashOpaqueToken(session.refreshToken) }).first();
    const family = await t.db
      .knex('refresh_tokens')
      .where({ family_id: (original as { family_id: string }).family_id })
      .select<Array<{ consumed_at: Date | null; revoked_at: Date | null }>>('consumed_at', 'revoked_at');
    expect(family).toHaveLength(2);
    expect(family.filter((row) => row.consumed_at === null)).toHaveLength(1);
    expect(family.every((row) => row.revoked_at === null)).toBe(true);
  });
});

describe.runIf(availableBackends().includes('pg'))('refresh grace window across two API processes on one PostgreSQL', () => {
  let t: TestApp;
  let secondDb: Database;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ backend: 'pg' });
    const { connectionString } = t.db.knex.client.config.connection as { connectionString: string };
    // Its own connection pool and its own app: all they share is the database and the secret.
    secondDb = await openDatabase({ driver: 'pg', connectionString });
    second = await buildApp({ db: secondDb, config: t.config });
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await t?.close();
  });

  it('gives both processes the same pair for the same token presented at once', async () => {
    const session = await login(t.app, 'user@roombook.test');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refresh(i % 2 === 0 ? t.app : second, session.refreshToken)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    // The pair works on both processes.
    const pair = pairOf(answers[0]!);
    expect((await call(second, contract.auth.me, { token: pair.token })).statusCode).toBe(200);
    expect((await refresh(second, pair.refreshToken)).statusCode).toBe(200);
  });
});
