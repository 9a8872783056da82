/**
 * `npm run backup` and `npm run restore` (docs/decisions/083), run as the commands: a database with users,
 * bookings and canteen orders is backed up, restored into a NEW database, and the API on the restored one
 * answers the same users, the same bookings and orders, and the three reports to the øre.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import knexFactory from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@roombook/api/app';
import { type Database, openDatabase } from '@roombook/api/db/index';
import { migrateLatest } from '@roombook/api/db/migrate';
import { seedDemo } from '@roombook/api/seed/demo';
import { testClock } from '@roombook/api/test-clock';
import { availableBackends, createTestDatabase, migratedTemplate, testConfig } from '@roombook/api/testing';
import { buildRequest, type LooseCallInput } from '@roombook/domain/contract/client';
import { contract, type ApiCall } from '@roombook/domain/contract/index';

const root = fileURLToPath(new URL('../../', import.meta.url));
const now = testClock();
const DAY_MS = 86_400_000;
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const tempFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'roombook-backup-'));
  folders.push(folder);
  return folder;
};

/** `npm run backup -- <file>` or `npm run restore -- <file>` with the given settings; answers its exit code and output. */
const command = async (mode: 'backup' | 'restore', file: string, env: NodeJS.ProcessEnv) => {
  try {
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', mode, '--', file], { cwd: root, env: { ...process.env, ...env } });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
};

/** What the restore must keep: the users (as the API lists them), every booking and order row, and the three reports. */
const snapshot = async (db: Database) => {
  const app = await buildApp({ db, config: testConfig({ now }) });
  try {
    const answer = async (apiCall: ApiCall, token: string | undefined, input: LooseCallInput = {}) => {
      const request = buildRequest(apiCall, { ...input, ...(token ? { token } : {}) });
      const res = await app.inject({ method: request.method, url: request.url, headers: request.headers, ...(typeof request.body === 'string' ? { payload: request.body } : {}) });
      return { status: res.statusCode, body: res.json() as unknown };
    };
    const send = async (apiCall: ApiCall, token: string | undefined, input: LooseCallInput = {}) => {
      const { status, body } = await answer(apiCall, token, input);
      expect(status, JSON.stringify(body)).toBe(200);
      return body;
    };
    const signIn = async (email: string) => ((await send(contract.auth.login, undefined, { body: { email, password: 'roombook' } })) as { token: string }).token;
    const token = await signIn('superadmin@roombook.test');
    // The company canteen report is its company's staff's (the demo's owner): a canteen elsewhere answers 403, kept as it is.
    const owner = await signIn('owner@roombook.test');
    const period = { startDate: new Date(now().getTime() - 90 * DAY_MS).toISOString(), endDate: new Date(now().getTime() + 90 * DAY_MS).toISOString() };
    const canteens = (await db.knex('canteens').orderBy('id').pluck('id')) as number[];
    return {
      users: await send(contract.user.list, token),
      bookings: await db.knex('bookings').orderBy('id'),
      orders: await db.knex('canteen_orders').orderBy('id'),
      orderItems: await db.knex('canteen_order_items').orderBy('id'),
      bookingReport: await send(contract.report.booking, token, { body: { roomId: null, companyId: null, bookingStatus: 'ALL', ...period } }),
      canteenReports: await Promise.all(canteens.map((canteen) => send(contract.report.canteen, token, { body: { canteen, company: 0, ...period } }))),
      companyReports: await Promise.all(canteens.map((canteen) => answer(contract.report.company, owner, { body: { canteen, ...period } }))),
    };
  } finally {
    await app.close();
  }
};

/** Demo data and a booking made through the API, so that every kind the snapshot compares has rows. */
const fill = async (db: Database) => {
  await seedDemo(db.knex, now());
  const app = await buildApp({ db, config: testConfig({ now }) });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'user@roombook.test', password: 'roombook' } });
    const room = await db.knex('rooms').where({ name: 'Andersen' }).first<{ id: number }>('id');
    const start = new Date(Math.ceil(now().getTime() / DAY_MS) * DAY_MS + 20 * DAY_MS + 8 * 3_600_000);
    const body = { name: 'Backed up', roomId: room!.id, bookingStart: start.toISOString(), bookingEnd: new Date(start.getTime() + 3_600_000).toISOString() };
    const booked = await app.inject({ method: 'POST', url: '/api/booking/', headers: { authorization: `Bearer ${(login.json() as { token: string }).token}` }, payload: body });
    expect(booked.statusCode, booked.body).toBe(201);
  } finally {
    await app.close();
  }
  for (const table of ['users', 'bookings', 'canteen_orders']) {
    const [row] = await db.knex(table).count<Array<{ count: number | string }>>({ count: '*' });
    expect(Number(row?.count), table).toBeGreaterThan(0);
  }
};

describe.runIf(availableBackends().includes('pg'))('npm run backup and restore on PostgreSQL', () => {
  it('restores into a new database the same users, bookings, orders and report totals', async () => {
    const db = await createTestDatabase('pg');
    const server = knexFactory({ client: 'pg', connection: { connectionString: process.env.TEST_DATABASE_URL! }, pool: { min: 0, max: 1 } });
    const restoredName = `roombook_restored_${randomBytes(4).toString('hex')}`;
    try {
      await fill(db);
      const before = await snapshot(db);
      const file = path.join(tempFolder(), 'roombook.dump');
      const { connectionString } = db.knex.client.config.connection as { connectionString: string };
      const backedUp = await command('backup', file, { DATABASE_URL: connectionString });
      expect(backedUp, backedUp.output).toMatchObject({ code: 0 });

      await server.raw(`create database "${restoredName}"`);
      const restoredUrl = new URL(process.env.TEST_DATABASE_URL!);
      restoredUrl.pathname = `/${restoredName}`;
      const restoredRun = await command('restore', file, { DATABASE_URL: restoredUrl.toString() });
      expect(restoredRun, restoredRun.output).toMatchObject({ code: 0 });
      const restored = await openDatabase({ driver: 'pg', connectionString: restoredUrl.toString() });
      try {
        expect(await migrateLatest(restored.knex)).toEqual([]);
        expect(await snapshot(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
      expect(before.companyReports.map((report) => report.status)).toContain(200);
    } finally {
      await db.close();
      await server.raw(`drop database if exists "${restoredName}" with (force)`);
      await server.destroy();
    }
  });
});

describe('npm run backup and restore on the embedded database', () => {
  it('restores into a new data folder the same users, bookings, orders and report totals; refuses while the API runs', async () => {
    const dataDir = tempFolder();
    const file = path.join(tempFolder(), 'roombook.tar.gz');
    // A migrated data folder, as the API leaves it (started from the tests' migrated template: initdb is slow on disk).
    const db = await openDatabase({ driver: 'pglite', dataDir, loadDataDir: await migratedTemplate() });
    let before: Awaited<ReturnType<typeof snapshot>>;
    try {
      expect(await migrateLatest(db.knex)).toEqual([]);
      await fill(db);
      before = await snapshot(db);
      // The data folder is in use (this process holds its lock, as a running API does).
      const refused = await command('backup', file, { DATABASE_URL: '', DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('The data directory is in use by another roombook process');
    } finally {
      await db.close();
    }
    const backedUp = await command('backup', file, { DATABASE_URL: '', DATA_DIR: dataDir });
    expect(backedUp, backedUp.output).toMatchObject({ code: 0 });

    const restoredDir = tempFolder();
    const restoredRun = await command('restore', file, { DATABASE_URL: '', DATA_DIR: restoredDir });
    expect(restoredRun, restoredRun.output).toMatchObject({ code: 0 });
    const restored = await openDatabase({ driver: 'pglite', dataDir: restoredDir });
    try {
      expect(await snapshot(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  });
});
