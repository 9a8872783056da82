import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_MAIL_FROM, SettingsError, startupSettings, type Environment, type Settings } from '@roombook/domain/settings';

export type LogLevel = NonNullable<Settings['LOG_LEVEL']>;

export interface ServerConfig {
  /** NODE_ENV=production: the start-up refusals apply (docs/decisions/074). */
  production: boolean;
  /** DEMO_DATA=true: an empty database gets the demo data. */
  demoData: boolean;
  databaseUrl: string | undefined;
  /** Absolute path of the data directory (PGlite files, lock file, generated JWT secret). */
  dataDir: string;
  port: number;
  host: string;
  /** JWT_SECRET as given, or undefined (then {@link resolveJwtSecret} decides). */
  jwtSecret: string | undefined;
  loginRateLimitMax: number;
  publicRateLimitMax: number;
  logLevel: LogLevel;
  webUrl: string;
  /** Where mails are delivered; unset: they stay queued in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  emailPollMs: number;
  /** After SIGTERM, how long the process answers its health check 503 and serves on before it closes (docs/decisions/083). */
  shutdownDrainMs: number;
  /** The bearer token of `/api/metrics`; unset: it answers loopback connections only. */
  metricsToken: string | undefined;
}

/** What `buildApp` needs: no I/O, every value already decided. */
export interface AppConfig {
  jwtSecret: string;
  /** Sign-in attempts per client per minute. */
  loginRateLimitMax: number;
  /** Requests per client per minute to each of the other public calls: password recovery, company application. */
  publicRateLimitMax: number;
  logLevel: LogLevel;
  /** Base address of the web app, for links in e-mails. */
  webUrl: string;
  /** Delivery of the outbox over SMTP (docs/decisions/031); absent: mails stay queued. */
  mail?: MailConfig;
  /** The bearer token of `/api/metrics` (docs/decisions/081); absent: it answers loopback connections only. */
  metricsToken?: string;
  /**
   * The clock of the services: the booking rules (§5: no past bookings; used time today) and the deletes that
   * keep history (which bookings have ended, docs/decisions/027); the system clock when absent.
   */
  now?: () => Date;
  /** True once the process is stopping: its health check answers 503 (docs/decisions/083). */
  draining?: () => boolean;
  /**
   * The check-in job (docs/decisions/102): on PostgreSQL on the job queue (pg-boss, `queueUrl` the database's
   * URL), on the embedded database every `everyMs` in this process; absent: never (tests run its sweeps).
   */
  checkInJob?: { everyMs: number; queueUrl?: string };
  /** How often the booking mailer turns booking notices into e-mails (docs/decisions/104); absent: never (tests run it). */
  bookingMails?: { everyMs: number };
}

export interface MailConfig {
  /** `smtp://host:port` or `smtps://user:pass@host:port`. */
  smtpUrl: string;
  /** The From header. */
  from: string;
  /** How often the sender looks for due mails (it is also woken when a mail is queued); 0: never on its own (tests). */
  pollMs: number;
  /** Attempts before a mail is `failed` (default 12). */
  maxAttempts?: number;
  /** The wait before the attempt after `attempt` failed attempts (tests); default: exponential with jitter. */
  backoffMs?: (attempt: number) => number;
}

/**
 * Parses the environment through the product's one settings schema (docs/decisions/075) and applies the
 * API's production refusals (docs/decisions/074): a wrong value or a refused start throws a
 * {@link SettingsError} with one line per cause.
 */
export const parseEnv = (env: Environment = process.env, cwd: string = process.cwd()): ServerConfig => {
  const e = startupSettings(env, 'API');
  return {
    production: e.NODE_ENV === 'production',
    demoData: e.DEMO_DATA === true,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.DATA_DIR ?? './data'),
    port: e.PORT ?? 3001,
    host: e.HOST ?? 'localhost',
    jwtSecret: e.JWT_SECRET,
    loginRateLimitMax: e.LOGIN_RATE_LIMIT_MAX ?? 10,
    publicRateLimitMax: e.PUBLIC_RATE_LIMIT_MAX ?? 20,
    logLevel: e.LOG_LEVEL ?? 'info',
    webUrl: (e.WEB_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    emailPollMs: e.EMAIL_POLL_MS ?? 2000,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? 0,
    metricsToken: e.METRICS_TOKEN,
  };
};

/** Where the secrets generated for an installation are kept, in DATA_DIR. */
export const KEPT_SECRETS_FILE = 'secrets.json';

interface KeptSecrets {
  jwtSecret: string;
  sessionSecret: string;
}

const newSecret = (): string => randomBytes(48).toString('base64url');

/**
 * The secrets of an installation whose JWT_SECRET and SESSION_SECRET are unset: generated once into
 * DATA_DIR/secrets.json (mode 0600) and read from there ever after, so that tokens and sessions survive a
 * restart. `npm start` gives them to the API and the web server; the API alone on the embedded database reads
 * the same file, and so does `npm run create-admin`, whose queued invitation is sealed with the API's secret.
 */
export const keptSecrets = (dataDir: string): KeptSecrets => {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, KEPT_SECRETS_FILE);
  try {
    writeFileSync(file, JSON.stringify({ jwtSecret: newSecret(), sessionSecret: newSecret() }), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<KeptSecrets>;
  if (typeof kept.jwtSecret !== 'string' || kept.jwtSecret.length < 32 || typeof kept.sessionSecret !== 'string' || kept.sessionSecret === '') {
    throw new SettingsError([`${file} must hold a jwtSecret of at least 32 characters and a sessionSecret`]);
  }
  return { jwtSecret: kept.jwtSecret, sessionSecret: kept.sessionSecret };
};

/**
 * The signing secret for access tokens (it also seals the links in queued mails):
 * - JWT_SECRET when set;
 * - with the embedded database, the installation's kept secret ({@link keptSecrets});
 * - with DATABASE_URL and no JWT_SECRET (never in production, docs/decisions/074), a random secret for this
 *   process only (tokens die with the process, and several instances would not accept each other's tokens),
 *   with a warning.
 */
export const resolveJwtSecret = (config: ServerConfig, warn: (message: string) => void): string => {
  if (config.jwtSecret !== undefined) return config.jwtSecret;
  if (config.databaseUrl === undefined) return keptSecrets(config.dataDir).jwtSecret;
  warn('JWT_SECRET is not set: using a random secret for this process; tokens end when it stops.');
  return newSecret();
};
