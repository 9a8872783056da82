/**
 * `npm run start:cluster`: roombook as two API processes and two web processes behind HAProxy, on PostgreSQL
 * (docs/decisions/083). `npm start` runs one of each on the embedded database; this runs what a shared office
 * runs for many companies, where one process must not be a single point of failure.
 *
 * Settings (environment): DATABASE_URL (required: postgres://…), WEB_PORT (3000: the web front, on all
 * interfaces), API_PORT (3001: the API front, on 127.0.0.1), DATA_DIR (./data: the secrets made once and the mail
 * catcher's mails), JWT_SECRET and SESSION_SECRET (unset → DATA_DIR/secrets.json, as npm start), SMTP_URL (unset →
 * the mail catcher), LOG_LEVEL (unset → warn here), and everything the API and web processes read (README's
 * settings table).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keptSecrets } from '../../apps/api/src/config';
import { settingsOrExit } from '../processes';
import { startCluster } from './cluster';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const settings = settingsOrExit();
const databaseUrl = settings.DATABASE_URL;
if (!databaseUrl) {
  console.error('start:cluster needs PostgreSQL: set DATABASE_URL=postgres://… (the embedded database serves one process only)');
  process.exit(1);
}
const dataDir = path.resolve(root, settings.DATA_DIR ?? 'data');
const secrets = keptSecrets(dataDir);
// As npm start: the demo unless NODE_ENV=production or DEMO_DATA say otherwise (docs/decisions/074).
const production = settings.NODE_ENV === 'production';

const abort = new AbortController();
const stop = () => abort.abort();
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const cluster = await startCluster({
  root,
  databaseUrl,
  webPort: settings.WEB_PORT ?? 3000,
  apiPort: settings.API_PORT ?? 3001,
  jwtSecret: settings.JWT_SECRET ?? secrets.jwtSecret,
  sessionSecret: settings.SESSION_SECRET ?? secrets.sessionSecret,
  production,
  demoData: settings.DEMO_DATA ?? !production,
  mailDir: path.join(dataDir, 'mail'),
  // The proxy checks every process four times a second: at info, those checks would be most of the log.
  apiEnv: { LOG_LEVEL: settings.LOG_LEVEL ?? 'warn' },
  restart: true,
  signal: abort.signal,
}).catch((error: unknown) => {
  if (!abort.signal.aborted) console.error(`roombook cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(abort.signal.aborted ? 0 : 1);
});
// Ctrl+C or SIGTERM: every process stops (each drains first), then this one ends.
const stopped = () => void cluster.stop().then(() => process.exit(0));
if (abort.signal.aborted) stopped();
else abort.signal.addEventListener('abort', stopped, { once: true });

console.log(`\nroombook cluster is running: web ${cluster.webUrl} (HAProxy over ${cluster.webs.map((w) => w.url).join(' and ')})`);
console.log(`API ${cluster.apiUrl} (HAProxy over ${cluster.apis.map((a) => a.url).join(' and ')}), data: PostgreSQL (DATABASE_URL)`);
console.log(cluster.mailUrl ? `mails: every e-mail the app sends can be read at ${cluster.mailUrl}` : 'mails: sent through SMTP_URL');
console.log('a process that ends is started again; Ctrl+C stops them all');
