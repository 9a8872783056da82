import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/db/lock';
import { REFUSALS } from '@roombook/domain/settings';
import { openDatabase } from '../src/db/index';
import { DEMO_LOGINS } from '../src/seed/demo';
import { createTestDatabase, postgresOnly } from '../src/testing';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Running {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  stderr: () => string;
}

const children: ChildProcess[] = [];

/** The tests' environment without the settings these tests decide; DEMO_DATA=true as `npm start` sets it. */
const baseEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', DEMO_DATA: 'true' };
  for (const name of ['JWT_SECRET', 'SESSION_SECRET', 'WEB_URL', 'NODE_ENV']) delete env[name];
  return env;
};

/** A production environment the API accepts (on an empty database). */
const productionEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  ...baseEnv(),
  DEMO_DATA: '',
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(40),
  SESSION_SECRET: 'production-session-secret',
  WEB_URL: 'https://rooms.example.test',
});

/** Runs the API until it ends by itself (a refused start); answers its exit code and what it wrote to stderr. */
const refusedStart = async (env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string[] }> => {
  const s = spawnServer(env);
  const code = await exitCode(s.child);
  return { code, stderr: s.stderr().split('\n').filter((line) => line !== '') };
};

/**
 * As `npm start` runs it: node with tsx as its loader. (The tsx command would relay the stop signal, and kill
 * the server outright, exit 143, when it does not confirm within 30 ms on a busy machine.)
 */
const spawnServer = (env: NodeJS.ProcessEnv) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  return { child, stdout: () => out, stderr: () => err };
};

const startServer = async (env: NodeJS.ProcessEnv): Promise<Running> => {
  const s = spawnServer(env);
  const deadline = Date.now() + 180_000;
  for (;;) {
    const match = /roombook API listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(s.stdout());
    if (match?.[1]) return { ...s, url: match[1] };
    if (s.child.exitCode !== null) throw new Error(`server exited ${s.child.exitCode}:\n${s.stdout()}\n${s.stderr()}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${s.stdout()}\n${s.stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const exitCode = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

const stop = async (child: ChildProcess): Promise<number | null> => {
  const exited = exitCode(child);
  child.kill('SIGTERM');
  return exited;
};

const signIn = async (url: string, email = 'user@roombook.test') => {
  const res = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'roombook' }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { token: string };
};

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe.skipIf(postgresOnly())('the API process on PGlite', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roombook-server-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, seeds an empty database, prints the demo logins, serves, and refuses a second process', async () => {
    const env = { ...baseEnv(), DATA_DIR: dataDir };
    const server = await startServer(env);
    // The logins are printed just after the 'listening' line the start waits for, and may reach the pipe later.
    for (const login of DEMO_LOGINS) await expect.poll(() => server.stdout(), { timeout: 15_000 }).toContain(login.email);
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const { token } = await signIn(server.url);

    const second = spawnServer(env);
    expect(await exitCode(second.child)).not.toBe(0);
    expect(second.stderr()).toMatch(/in use by another roombook process/);

    expect(await stop(server.child)).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    // Restart: same data, no second seed, and the kept JWT secret still accepts the earlier token.
    const again = await startServer(env);
    try {
      expect(again.stdout()).not.toContain('Demo logins');
      const me = await fetch(`${again.url}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
    } finally {
      expect(await stop(again.child)).toBe(0);
    }
    // Two starts of a real API process (migrations, demo passwords hashed with argon2id): minutes on a busy machine.
  }, 420_000);
});

/** The users of the PGlite database in `dataDir` (the API that used it has stopped). */
const usersIn = async (dataDir: string): Promise<string[]> => {
  const db = await openDatabase({ driver: 'pglite', dataDir });
  try {
    return (await db.knex('users').orderBy('id').select<Array<{ email: string }>>('email')).map((row) => row.email);
  } finally {
    await db.close();
  }
};

describe.skipIf(postgresOnly())('demo data only when asked for (DEMO_DATA)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roombook-no-demo-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('gives an empty database the migrations and no users without DEMO_DATA, and prints no demo logins', async () => {
    const server = await startServer({ ...baseEnv(), DEMO_DATA: '', DATA_DIR: dataDir });
    try {
      const res = await fetch(`${server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'superadmin@roombook.test', password: 'roombook' }),
      });
      expect(res.status).toBe(401);
    } finally {
      expect(await stop(server.child)).toBe(0);
    }
    expect(server.stdout()).not.toContain('Demo logins');
    expect(server.stdout()).not.toContain('superadmin@roombook.test');
    expect(await usersIn(dataDir)).toEqual([]);
  }, 300_000);
});

describe.skipIf(postgresOnly())('a production start (NODE_ENV=production)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roombook-production-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    ['without JWT_SECRET', { JWT_SECRET: '' }, REFUSALS.jwtSecret],
    ['without SESSION_SECRET', { SESSION_SECRET: '' }, REFUSALS.sessionSecret],
    ['with an http WEB_URL', { WEB_URL: 'http://rooms.example.test' }, REFUSALS.webUrl],
    ['with DEMO_DATA=true', { DEMO_DATA: 'true' }, REFUSALS.demoData],
  ])('is refused %s, with one line saying why', async (_, change, line) => {
    const { code, stderr } = await refusedStart({ ...productionEnv(dataDir), ...change });
    expect(code).toBe(1);
    expect(stderr).toEqual([`roombook API: ${line}`]);
  }, 120_000);

  it('starts on an empty database with its settings, and is refused once demo users are in it', async () => {
    const server = await startServer(productionEnv(dataDir));
    expect(await stop(server.child)).toBe(0);
    expect(server.stdout()).not.toContain('Demo logins');

    // The same database seeded as `npm start` seeds it, then started in production again.
    const demo = await startServer({ ...baseEnv(), DATA_DIR: dataDir });
    await expect.poll(() => demo.stdout(), { timeout: 15_000 }).toContain('Demo logins');
    expect(await stop(demo.child)).toBe(0);
    const { code, stderr } = await refusedStart(productionEnv(dataDir));
    expect(code).toBe(1);
    expect(stderr).toEqual([`roombook API: ${REFUSALS.demoUsers(DEMO_LOGINS.map((login) => login.email))}`]);
  }, 420_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the API process on PostgreSQL', () => {
  it('migrates, seeds and serves with DATABASE_URL, warning about the per-process JWT secret', async () => {
    const db = await createTestDatabase('pg');
    try {
      const { rows } = await db.knex.raw<{ rows: Array<{ db: string }> }>('select current_database() as db');
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${rows[0]?.db}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'roombook-server-pg-'));
      try {
        const server = await startServer({ ...baseEnv(), DATABASE_URL: url.toString(), DATA_DIR: dataDir });
        try {
          expect(server.stderr()).toMatch(/JWT_SECRET is not set/);
          await expect.poll(() => server.stdout(), { timeout: 15_000 }).toContain('owner@roombook.test');
          expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok', database: 'pg' });
          await signIn(server.url, 'owner@roombook.test');
          expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
        } finally {
          expect(await stop(server.child)).toBe(0);
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    } finally {
      await db.close();
    }
  });
});
