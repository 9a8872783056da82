/**
 * `npm start`: the API (embedded PGlite unless DATABASE_URL is set) and the built web app, together.
 * `npm run dev`: the same with file watching (tsx watch + remix vite:dev).
 *
 * The web app starts once the API answers its health check, so that the first page never meets an API
 * that is still migrating. If either process ends, the other is stopped and the exit code passed on.
 *
 * Settings (environment): WEB_PORT (3000), API_PORT (3001), DATA_DIR (./data), DATABASE_URL (unset →
 * PGlite in DATA_DIR), ROOMBOOK_THEME, JWT_SECRET and SESSION_SECRET (unset → generated once and kept in
 * DATA_DIR/secrets.json, so sessions survive restarts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DEMO_LOGINS } from '../apps/api/src/seed/demo';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const dataDir = path.resolve(root, process.env.DATA_DIR || 'data');
const webUrl = process.env.WEB_URL ?? `http://localhost:${webPort}`;
const apiUrl = process.env.API_URL ?? `http://localhost:${apiPort}`;
const API_START_TIMEOUT_MS = 180_000;

function loadSecrets(): { jwtSecret: string; sessionSecret: string } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret: string; sessionSecret: string };
  const secrets = { jwtSecret: randomBytes(32).toString('base64url'), sessionSecret: randomBytes(32).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

const secrets = loadSecrets();
const mode = dev ? 'development' : 'production';
const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[${name}] exited (${signal ?? code}); stopping roombook`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5_000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitForApi(api: ChildProcess) {
  const deadline = Date.now() + API_START_TIMEOUT_MS;
  while (Date.now() < deadline && api.exitCode === null) {
    try {
      if ((await fetch(`${apiUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (api.exitCode === null) throw new Error(`the API did not answer ${apiUrl}/api/health within ${API_START_TIMEOUT_MS / 1000} s`);
}

const tsx = path.join(root, 'node_modules/.bin/tsx');
const apiEnv = {
  PORT: String(apiPort),
  DATA_DIR: dataDir,
  WEB_URL: webUrl,
  JWT_SECRET: process.env.JWT_SECRET || secrets.jwtSecret,
  NODE_ENV: mode,
};
// Without watching, the API runs in node itself with tsx as its loader, so that a stop signal reaches it
// directly: the tsx command relays signals and kills its child outright when the child does not confirm
// within 30 ms, which a busy machine can miss, and PGlite then closes without its shutdown.
const api = dev
  ? run('api', tsx, ['watch', 'apps/api/src/server.ts'], root, apiEnv)
  : run('api', process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], root, apiEnv);

try {
  await waitForApi(api);
} catch (error) {
  console.error(String(error));
  stopAll(1);
}

if (!stopping) {
  const webEnv = {
    PORT: String(webPort),
    API_URL: apiUrl,
    SESSION_SECRET: process.env.SESSION_SECRET || secrets.sessionSecret,
    COOKIE_SECURE: process.env.COOKIE_SECURE ?? String(webUrl.startsWith('https:')),
    NODE_ENV: mode,
  };
  const webDir = path.join(root, 'apps/web');
  if (dev) run('web', path.join(root, 'node_modules/.bin/remix'), ['vite:dev', '--port', String(webPort), '--strictPort'], webDir, webEnv);
  else run('web', process.execPath, ['server.js'], webDir, webEnv);

  console.log(`\nroombook is starting: web ${webUrl} · API ${apiUrl} (docs ${apiUrl}/api/docs)`);
  console.log(`data: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : dataDir}`);
  console.log('demo logins (password roombook):');
  for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(26)} ${login.role}${login.firstLogin ? ' (must set a new password at first sign-in)' : ''}`);
}
