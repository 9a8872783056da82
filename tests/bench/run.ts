/**
 * `npm run bench`: requests per second and p99 latency of API endpoints, each as a ratio of a bare fastify
 * hello-world measured in the same run, on embedded PGlite and (when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set) on PostgreSQL. Figures only: nothing here passes or fails.
 *
 * Servers run as child processes on free loopback ports; autocannon runs here. Each run is bounded
 * (BENCH_SECONDS, default 5 s; BENCH_CONNECTIONS, default 10).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../e2e/ports';
import { createApiClient } from '@roombook/domain/contract/client';
import { contract } from '@roombook/domain/contract/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface Figures { name: string; rps: number; p99: number; errors: number }

async function startServer(script: string, env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited early:\n${output}`);
    try {
      await fetch(url + '/');
      return { url, child };
    } catch {
      if (Date.now() > deadline) throw new Error(`${script} did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  await autocannon({ url, connections, duration: 1, headers }); // warm-up
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { name, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Signs in through the one contract client; the access token for the measured calls. */
async function signIn(base: string): Promise<string> {
  const session = await createApiClient({ baseUrl: base }).call(contract.auth.login, {
    body: { email: 'user@roombook.test', password: 'roombook' },
  });
  return session.token;
}

async function benchApi(label: string, env: Record<string, string>): Promise<Figures[]> {
  const { url, child } = await startServer('apps/api/src/server.ts', env);
  try {
    const token = await signIn(url);
    return [
      await measure(`GET /api/health (${label})`, `${url}/api/health`),
      await measure(`GET /api/user/me (${label})`, `${url}/api/user/me`, { authorization: `Bearer ${token}` }),
    ];
  } finally {
    await stop(child);
  }
}

const results: Figures[] = [];
const hello = await startServer('tests/bench/hello.ts', {});
try {
  results.push(await measure('fastify hello (baseline)', `${hello.url}/`));
} finally {
  await stop(hello.child);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'roombook-bench-'));
try {
  results.push(...(await benchApi('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'bench-secret-bench-secret-bench-secret' })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (pgUrl) {
  const dbName = `roombook_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  try {
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    results.push(...(await benchApi('PostgreSQL', { DATABASE_URL: url.toString(), JWT_SECRET: 'bench-secret-bench-secret-bench-secret' })));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.');
}

const baseline = results[0]!;
console.log(`\n${connections} connections, ${seconds} s per target, loopback, 2 shared cores\n`);
console.log('target'.padEnd(36), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'ratio'.padStart(7), 'errors'.padStart(7));
for (const r of results) {
  console.log(
    r.name.padEnd(36),
    r.rps.toFixed(0).padStart(9),
    String(r.p99).padStart(8),
    (r.rps / baseline.rps).toFixed(3).padStart(7),
    String(r.errors).padStart(7),
  );
}
