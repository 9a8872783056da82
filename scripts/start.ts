/**
 * `npm start`: the API (embedded PGlite unless DATABASE_URL is set) and the built web app, together.
 * `npm run dev`: the same with file watching (tsx watch + remix vite:dev).
 *
 * The web app starts once the API answers its health check, so that the first page never meets an API
 * that is still migrating. If either process ends, the other is stopped and the exit code passed on.
 *
 * Unless SMTP_URL is set, a local mail catcher (maildev) starts beside them on free loopback ports and the API
 * sends its mails there: the recovery and invitation mails can be read, and their links followed, in its web
 * page, whose address it prints once both are up (docs/decisions/031).
 *
 * It is the demo (docs/decisions/074): the API gets DEMO_DATA=true (an empty database gets the demo data, and
 * the API prints its logins) and runs outside production, unless DEMO_DATA or NODE_ENV=production say otherwise;
 * the web server runs its production build (NODE_ENV=production) without the watcher.
 *
 * Settings (environment, parsed by the one schema, @roombook/domain/settings): WEB_PORT (3000), API_PORT (3001),
 * DATA_DIR (./data), DATABASE_URL (unset → PGlite in DATA_DIR), ROOMBOOK_THEME, JWT_SECRET and SESSION_SECRET
 * (unset → generated once and kept in DATA_DIR/secrets.json, so sessions survive restarts), SMTP_URL (unset → the
 * mail catcher), MAILDEV_SMTP_PORT and MAILDEV_WEB_PORT (unset → free ports: where the mail catcher listens).
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keptSecrets } from '../apps/api/src/config';
import { settingsOrExit, spawnNamed, startMailCatcher, waitForHealth } from './processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const settings = settingsOrExit();
const webPort = settings.WEB_PORT ?? 3000;
const apiPort = settings.API_PORT ?? 3001;
const dataDir = path.resolve(root, settings.DATA_DIR ?? 'data');
const webUrl = settings.WEB_URL ?? `http://localhost:${webPort}`;
const apiUrl = settings.API_URL ?? `http://localhost:${apiPort}`;
const API_START_TIMEOUT_MS = 180_000;

const secrets = keptSecrets(dataDir);
const production = settings.NODE_ENV === 'production';
const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawnNamed(name, command, args, cwd, env);
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

const tsx = path.join(root, 'node_modules/.bin/tsx');
const mailCatcher = await startMailCatcher(path.join(dataDir, 'mail'), (name, command, args) => run(name, command, args, root, {}));
const apiEnv = {
  PORT: String(apiPort),
  DATA_DIR: dataDir,
  WEB_URL: webUrl,
  JWT_SECRET: settings.JWT_SECRET ?? secrets.jwtSecret,
  SESSION_SECRET: settings.SESSION_SECRET || secrets.sessionSecret,
  NODE_ENV: production ? 'production' : 'development',
  DEMO_DATA: String(settings.DEMO_DATA ?? !production),
  ...(mailCatcher ? { SMTP_URL: mailCatcher.smtpUrl } : {}),
};
// Without watching, the API runs in node itself with tsx as its loader, so that a stop signal reaches it
// directly: the tsx command relays signals and kills its child outright when the child does not confirm
// within 30 ms, which a busy machine can miss, and PGlite then closes without its shutdown.
const api = dev
  ? run('api', tsx, ['watch', 'apps/api/src/server.ts'], root, apiEnv)
  : run('api', process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], root, apiEnv);

try {
  await Promise.all([
    waitForHealth('API', `${apiUrl}/api/health`, api, API_START_TIMEOUT_MS),
    mailCatcher ? waitForHealth('mail catcher', `${mailCatcher.webUrl}/api/healthz`, mailCatcher.child, API_START_TIMEOUT_MS) : null,
  ]);
} catch (error) {
  console.error(String(error));
  stopAll(1);
}

if (!stopping) {
  const webEnv = {
    PORT: String(webPort),
    API_URL: apiUrl,
    SESSION_SECRET: settings.SESSION_SECRET || secrets.sessionSecret,
    COOKIE_SECURE: String(settings.COOKIE_SECURE ?? webUrl.startsWith('https:')),
    // The web server runs its production build; vite's dev server wants development.
    NODE_ENV: dev ? 'development' : 'production',
  };
  const webDir = path.join(root, 'apps/web');
  if (dev) run('web', path.join(root, 'node_modules/.bin/remix'), ['vite:dev', '--port', String(webPort), '--strictPort'], webDir, webEnv);
  else run('web', process.execPath, ['server.js'], webDir, webEnv);

  console.log(`\nroombook is starting: web ${webUrl} · API ${apiUrl} (docs ${apiUrl}/api/docs)`);
  console.log(`data: ${settings.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : dataDir}`);
  console.log(
    mailCatcher
      ? `mails: every e-mail the app sends (recovery, invitations) can be read at ${mailCatcher.webUrl}`
      : settings.SMTP_URL
        ? 'mails: sent through SMTP_URL'
        : 'mails: queued in the outbox, not sent (no SMTP_URL, no maildev)'
  );
}
