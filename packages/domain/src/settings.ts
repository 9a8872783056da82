import { z } from 'zod';
import { DEFAULT_THEME_ID, THEME_IDS } from './themes';

/**
 * Every environment variable the product reads (the API, the web server and `npm start`), parsed by one
 * schema at start-up (docs/decisions/075). Each process calls {@link parseSettings} on its environment before
 * it does anything else; a wrong value stops it with one line per variable. README's settings table is made
 * from {@link SETTINGS} (`npm run settings-table`) and a unit test keeps the two equal.
 *
 * Variables only the tests, benchmarks and tools read (CHROMIUM_PATH, TEST_DATABASE_URL, ROOMBOOK_TEST_NOW,
 * ROOMBOOK_CLOCK_FILE, BENCH_*, E2E_*, VISUAL_*) are not the product's and are not here; a production API refuses
 * ROOMBOOK_CLOCK_FILE (apps/api/src/server.ts).
 */


/** The sender of every mail unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'roombook <no-reply@roombook.local>';

/** An unset variable and an empty one mean the same: the default. */
const unsetIfEmpty = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

const flag = (name: string) =>
  optional(z.enum(['true', 'false'], { error: `${name} must be true or false` })).transform((v) => v === 'true');
/** `true`, `false`, or unset (`undefined`): the reader decides what unset means. */
const maybe = (name: string) =>
  optional(z.enum(['true', 'false'], { error: `${name} must be true or false` })).transform((v) => (v === undefined ? undefined : v === 'true'));
const port = (name: string) =>
  optional(z.coerce.number({ error: `${name} must be a port number` }).int(`${name} must be a port number`).min(0).max(65535));
const count = (name: string, min: number, max: number) =>
  optional(z.coerce.number({ error: `${name} must be a whole number` }).int(`${name} must be a whole number`).min(min).max(max));
const httpUrl = (name: string) => optional(z.url({ protocol: /^https?$/, error: `${name} must be an http:// or https:// URL` }));

/** `address@domain` or `Name <address@domain>`: what a From header holds. */
const isMailbox = (value: string): boolean => {
  const match = /^(?:[^<>]*<([^<>]+)>|([^<>\s]+))$/.exec(value);
  const address = match?.[1] ?? match?.[2];
  return address !== undefined && z.email().safeParse(address).success;
};

/** Who reads a variable. */
type Reader = 'API' | 'web' | 'npm start' | 'create-admin';

interface Setting {
  schema: z.ZodType;
  readers: readonly Reader[];
  /** The default as README shows it. */
  default: string;
  /** What it does, for README. */
  description: string;
}

const setting = <S extends z.ZodType>(
  readers: readonly Reader[],
  defaultText: string,
  description: string,
  schema: S,
): Setting & { schema: S } => ({ schema, readers, default: defaultText, description });

/** The settings in README's order. */
export const SETTINGS = {
  NODE_ENV: setting(
    ['API', 'web', 'create-admin'],
    'unset',
    '`production`: the API refuses to start without `JWT_SECRET` and `SESSION_SECRET`, with `DEMO_DATA=true`, with demo users in the database or with an `http` `WEB_URL`; the web server refuses to start without `SESSION_SECRET` and sends the cookie `Secure`. `npm start` runs the web server with `production` and the API without (docs/decisions/074)',
    optional(z.enum(['production', 'development', 'test'], { error: 'NODE_ENV must be production, development or test' })),
  ),
  DEMO_DATA: setting(
    ['API'],
    '`false` (`npm start`, `npm run dev`: `true` unless `NODE_ENV=production`)',
    'API: `true` gives an empty database the demo data and prints its logins (password `roombook`); refused with `NODE_ENV=production`',
    maybe('DEMO_DATA'),
  ),
  WEB_PORT: setting(['npm start'], '3000', '`npm start`: the web server\'s port (`npm run start:cluster`: the proxy\'s web front)', port('WEB_PORT')),
  API_PORT: setting(['npm start'], '3001', '`npm start`: the API\'s port (`npm run start:cluster`: the proxy\'s API front, on 127.0.0.1)', port('API_PORT')),
  PORT: setting(['API', 'web'], '3001 (API), 3000 (web)', 'the port each server listens on (`npm start` sets it from `API_PORT` and `WEB_PORT`)', port('PORT')),
  HOST: setting(['API', 'web'], '`localhost` (API), all interfaces (web)', 'where each server listens', optional(z.string().trim().min(1))),
  DATA_DIR: setting(
    ['API', 'npm start', 'create-admin'],
    '`./data`',
    'API: PGlite files, lock file, generated secrets (`npm start`: `secrets.json`, its mails)',
    optional(z.string().trim().min(1)),
  ),
  DATABASE_URL: setting(
    ['API', 'npm start', 'create-admin'],
    'unset (PGlite)',
    'API: PostgreSQL connection',
    optional(z.string().trim().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')),
  ),
  API_URL: setting(['web', 'npm start'], '`http://localhost:3001`', 'web: where the Remix server calls the API', httpUrl('API_URL')),
  WEB_URL: setting(
    ['API', 'web', 'npm start', 'create-admin'],
    '`http://localhost:3000` (web: unset)',
    'API: links in e-mails (password recovery, invitations), must be `https` in production; web: HSTS when `https`, and the only origin a form may be posted from (unset: the host the request was sent to; docs/decisions/076)',
    httpUrl('WEB_URL'),
  ),
  TABLET_URL: setting(
    ['web'],
    "the web app's own address",
    'web: the host the room tablets open (`{TABLET_URL}/code/{code}`), shown and copied in Manage rooms and drawn there as a QR code (docs/decisions/099); the web app serves `/code/{code}` itself (the room tablet, docs/decisions/100)',
    httpUrl('TABLET_URL'),
  ),
  JWT_SECRET: setting(
    ['API', 'npm start', 'create-admin'],
    'generated once into `DATA_DIR/secrets.json` (`npm start`; the API alone on PGlite); the API alone on PostgreSQL: one per process, with a warning',
    'API: signs access tokens and seals the links in queued e-mails; at least 32 characters; required in production',
    optional(z.string().min(32, 'JWT_SECRET must be at least 32 characters long')),
  ),
  SESSION_SECRET: setting(
    ['API', 'web', 'npm start'],
    '`npm start`: generated into `DATA_DIR/secrets.json`; otherwise a development secret',
    'web: signs the session cookie (several, comma-separated, rotate: the first signs); required in production (the API checks it is set)',
    optional(z.string()),
  ),
  ROOMBOOK_THEME: setting(
    ['web'],
    `\`${DEFAULT_THEME_ID}\``,
    `web and Storybook: the theme (${THEME_IDS.map((id) => `\`${id}\``).join(', ')})`,
    optional(z.enum(THEME_IDS, { error: `ROOMBOOK_THEME must be one of ${THEME_IDS.join(', ')}` })),
  ),
  LOGIN_RATE_LIMIT_MAX: setting(['API'], '10', 'API: sign-in attempts per client per minute (on PostgreSQL counted for all API processes together, docs/decisions/082)', count('LOGIN_RATE_LIMIT_MAX', 1, 1_000_000)),
  PUBLIC_RATE_LIMIT_MAX: setting(
    ['API'],
    '20',
    'API: requests per client per minute to each other public call (forgot-password, validate-token, reset-password, company application, the public location list)',
    count('PUBLIC_RATE_LIMIT_MAX', 1, 1_000_000),
  ),
  SMTP_URL: setting(
    ['API', 'npm start'],
    'unset (`npm start`: its mail catcher)',
    'API: where e-mails are sent, `smtp://host:port` or `smtps://user:password@host:port`; unset, they stay queued in the outbox (docs/decisions/031)',
    optional(z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })),
  ),
  MAILDEV_SMTP_PORT: setting(
    ['npm start'],
    'a free loopback port',
    '`npm start`: where its mail catcher (maildev) takes mails (the e2e suite sets it)',
    port('MAILDEV_SMTP_PORT'),
  ),
  MAILDEV_WEB_PORT: setting(
    ['npm start'],
    'a free loopback port',
    '`npm start`: where its mail catcher serves its inbox and REST API (the e2e suite sets it to read the mails)',
    port('MAILDEV_WEB_PORT'),
  ),
  MAIL_FROM: setting(
    ['API'],
    `\`${DEFAULT_MAIL_FROM}\``,
    'API: the From of every e-mail (`address` or `Name <address>`)',
    optional(z.string().trim().refine(isMailbox, 'MAIL_FROM must be an address, alone or as Name <address>')),
  ),
  EMAIL_POLL_MS: setting(
    ['API'],
    '2000',
    'API: how often the sender looks for due e-mails, and the booking mailer for booking changes to e-mail, 100 to 3600000 (the sender is also woken when one is queued)',
    count('EMAIL_POLL_MS', 100, 3_600_000),
  ),
  SHUTDOWN_DRAIN_MS: setting(
    ['API', 'web'],
    '0 (`npm run start:cluster`: 1500)',
    'API and web: after SIGTERM, how long the health check (`/api/health`, the web\'s `/healthz`) answers 503 while every other request is still served, before the server closes (docs/decisions/083)',
    count('SHUTDOWN_DRAIN_MS', 0, 60_000),
  ),
  TRUST_PROXY: setting(['web'], '`false` (`npm run start:cluster`: `true`)', 'web: trust `X-Forwarded-For` from a reverse proxy in front of it', flag('TRUST_PROXY')),
  COOKIE_SECURE: setting(
    ['web', 'npm start'],
    '`true` in production (`npm start`: when `WEB_URL` is https)',
    'web: the session cookie\'s Secure flag',
    maybe('COOKIE_SECURE'),
  ),
  LOG_LEVEL: setting(
    ['API'],
    '`info` (`npm run start:cluster`: `warn`)',
    'API log level: fatal, error, warn, info, debug, trace or silent (secrets are redacted); at `info`, one JSON line per request with the web server\'s request id (docs/decisions/081)',
    optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent' })),
  ),
  METRICS_TOKEN: setting(
    ['API'],
    'unset',
    'API: the bearer token a Prometheus scraper sends to `/api/metrics`, at least 16 characters; unset, only loopback connections may read it (docs/decisions/081)',
    optional(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters long')),
  ),
  MOCKS: setting(['web'], '`false`', '`npm run dev:mock`: the web app answers its API calls from the MSW mocks', flag('MOCKS')),
} as const;

type Settings_ = typeof SETTINGS;
/** The parsed environment: every variable, unset ones `undefined` (flags `false`). */
export type Settings = { [K in keyof Settings_]: z.output<Settings_[K]['schema']> };

export type Environment = Readonly<Record<string, string | undefined>>;

/** A wrong setting or a refused start: `lines` holds one sentence per cause. */
export class SettingsError extends Error {
  constructor(readonly lines: readonly string[]) {
    super(lines.join('\n'));
    this.name = 'SettingsError';
  }
}

const schema = z.object(Object.fromEntries(Object.entries(SETTINGS).map(([name, s]) => [name, s.schema])));

/** Parses every setting; throws a {@link SettingsError} with one line per wrong variable. */
export const parseSettings = (env: Environment): Settings => {
  const picked = Object.fromEntries(Object.keys(SETTINGS).map((name) => [name, env[name]]));
  const result = schema.safeParse(picked);
  if (!result.success) {
    throw new SettingsError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data as Settings;
};

/** The secrets of the session cookie, in order (the first signs). */
export const sessionSecrets = (settings: Pick<Settings, 'SESSION_SECRET'>): string[] =>
  (settings.SESSION_SECRET ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

export const REFUSALS = {
  jwtSecret: 'JWT_SECRET must be set when NODE_ENV=production (at least 32 characters; every API instance the same)',
  sessionSecret: 'SESSION_SECRET must be set when NODE_ENV=production (one secret, or several separated by commas to rotate them)',
  webUrl: 'WEB_URL must be the https:// address of the web app when NODE_ENV=production (it is in every e-mail link)',
  demoData: 'DEMO_DATA=true is refused when NODE_ENV=production: the demo users share the public password roombook',
  demoUsers: (emails: readonly string[]) =>
    `the database holds demo users (${emails.join(', ')}), whose password is public: refused when NODE_ENV=production; start on an empty database and create the first SuperAdmin with npm run create-admin`,
} as const;

/**
 * What a process must refuse to start with, one sentence each (docs/decisions/074): nothing outside
 * production. The demo users in the database are the API's own check, after it has opened the database.
 */
export const productionRefusals = (settings: Settings, reader: 'API' | 'web'): string[] => {
  if (settings.NODE_ENV !== 'production') return [];
  if (reader === 'web') return sessionSecrets(settings).length === 0 ? [REFUSALS.sessionSecret] : [];
  const refusals: string[] = [];
  if (settings.JWT_SECRET === undefined) refusals.push(REFUSALS.jwtSecret);
  if (sessionSecrets(settings).length === 0) refusals.push(REFUSALS.sessionSecret);
  if (settings.WEB_URL === undefined || !settings.WEB_URL.startsWith('https:')) refusals.push(REFUSALS.webUrl);
  if (settings.DEMO_DATA === true) refusals.push(REFUSALS.demoData);
  return refusals;
};

/** Parses the settings and applies the production refusals of `reader`; throws a {@link SettingsError}. */
export const startupSettings = (env: Environment, reader: 'API' | 'web'): Settings => {
  const settings = parseSettings(env);
  const refusals = productionRefusals(settings, reader);
  if (refusals.length > 0) throw new SettingsError(refusals);
  return settings;
};

/** README's settings table, made from {@link SETTINGS}. */
export const settingsTable = (): string =>
  [
    '| variable | default | read by | what it does |',
    '|---|---|---|---|',
    ...Object.entries(SETTINGS).map(([name, s]) => `| \`${name}\` | ${s.default} | ${s.readers.join(', ')} | ${s.description} |`),
  ].join('\n');
