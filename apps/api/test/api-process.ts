import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { TEST_NOW_VARIABLE } from '../src/test-clock';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../src/testing';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Starts the API as its own process on the database (the way `npm start` runs it, ./api-process-main.ts), on a
 * port the OS picks, its clock at `now` (the clock of the test's in-process API, so that both read tokens and
 * bookings alike); answers its address and how to stop it.
 */
export async function startApiProcess(databaseUrl: string, now: Date): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roombook-race-'));
  const child: ChildProcess = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(repoRoot, 'apps/api/test/api-process-main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      [TEST_NOW_VARIABLE]: now.toISOString(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream! }).on('line', (line) => {
          output.push(line);
          const listening = /listening on (http:\/\/\S+)/.exec(line);
          if (listening) resolve(listening[1]!);
        });
      }
      void exited.then(() => reject(new Error(`the API process ended before listening:\n${output.join('\n')}`)));
    });
    return { baseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}


/** A test app on a fresh PostgreSQL database and two API processes on the same database (`onPostgresWithTwoProcesses`). */
export interface TwoProcesses {
  t: TestApp;
  processes: Array<Awaited<ReturnType<typeof startApiProcess>>>;
}

/**
 * For a describe block: before its tests, a test app on PostgreSQL and two API processes on its database (their
 * clocks at the app's); after them, all stopped. The fields are filled in by `beforeAll`.
 */
export function onPostgresWithTwoProcesses(): TwoProcesses {
  const suite = { processes: [] } as unknown as TwoProcesses;
  beforeAll(async () => {
    suite.t = await createTestApp({ backend: 'pg' });
    const { connectionString } = suite.t.db.knex.client.config.connection as { connectionString: string };
    suite.processes = await Promise.all([startApiProcess(connectionString, suite.t.now()), startApiProcess(connectionString, suite.t.now())]);
  });
  afterAll(async () => {
    await Promise.all(suite.processes.map((p) => p.stop()));
    await suite.t?.close();
  });
  return suite;
}
