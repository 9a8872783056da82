/**
 * `npm start`: the API (embedded PGlite unless DATABASE_URL is set) and the built web app, together.
 * `npm run dev`: the same with file watching (tsx watch + remix vite:dev).
 *
 * Settings (environment): WEB_PORT (3000), API_PORT (3001), DATA_DIR (./data), DATABASE_URL (unset →
 * PGlite in DATA_DIR), ROOMBOOK_THEME, JWT_SECRET and SESSION_SECRET (unset → generated once and kept in
 * DATA_DIR/secrets.json, so sessions survive restarts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const webUrl = process.env.WEB_URL ?? `http://localhost:${webPort}`;
const apiUrl = process.env.API_URL ?? `http://localhost:${apiPort}`;

function loadSecrets(): { jwtSecret: string; sessionSecret: string } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret: string; sessionSecret: string };
  const secrets = { jwtSecret: randomBytes(32).toString('base64url'), sessionSecret: randomBytes(32).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

const secrets = loadSecrets();
const shared = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };

const api = {
  name: 'api',
  cwd: root,
  command: dev ? 'npx tsx watch apps/api/src/server.ts' : 'npx tsx apps/api/src/server.ts',
  env: {
    ...shared,
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    WEB_URL: webUrl,
    JWT_SECRET: process.env.JWT_SECRET ?? secrets.jwtSecret,
    NODE_ENV: dev ? 'development' : 'production',
  },
};
const web = {
  name: 'web',
  cwd: path.join(root, 'apps/web'),
  command: dev ? `npx remix vite:dev --port ${webPort} --strictPort` : 'node server.js',
  env: {
    ...shared,
    PORT: String(webPort),
    API_URL: apiUrl,
    SESSION_SECRET: process.env.SESSION_SECRET ?? secrets.sessionSecret,
    COOKIE_SECURE: process.env.COOKIE_SECURE ?? String(webUrl.startsWith('https:')),
    NODE_ENV: dev ? 'development' : 'production',
  },
};

console.log(`roombook: web ${webUrl}  ·  API ${apiUrl} (docs ${apiUrl}/api/docs)  ·  data ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : dataDir}`);

const { result } = concurrently([api, web], {
  killOthersOn: ['failure', 'success'],
  prefixColors: ['blue', 'green'],
  restartTries: 0,
});
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
