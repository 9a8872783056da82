import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** The sender of every mail unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'roombook <no-reply@roombook.local>';

/** `address@domain` or `Name <address@domain>`: what a From header holds. */
const isMailbox = (value: string): boolean => {
  const match = /^(?:[^<>]*<([^<>]+)>|([^<>\s]+))$/.exec(value);
  const address = match?.[1] ?? match?.[2];
  return address !== undefined && z.email().safeParse(address).success;
};

/** Environment of the API process. Every variable is optional; the defaults run the demo. */
const EnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  HOST: z.string().trim().min(1).default('localhost'),
  JWT_SECRET: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters long').optional()),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  PUBLIC_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_URL: z.url().default('http://localhost:3000'),
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: z
    .string()
    .trim()
    .default(DEFAULT_MAIL_FROM)
    .refine((v) => isMailbox(v), 'MAIL_FROM must be an address, alone or as Name <address>'),
  EMAIL_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(2000),
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters long').optional()),
});

export type LogLevel = z.infer<typeof EnvSchema>['LOG_LEVEL'];

export interface ServerConfig {
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

export class ConfigError extends Error {}

/** Parses the environment; an invalid value stops the process with a readable message. */
export const parseEnv = (env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerConfig => {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = result.data;
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    port: e.PORT,
    host: e.HOST,
    jwtSecret: e.JWT_SECRET,
    loginRateLimitMax: e.LOGIN_RATE_LIMIT_MAX,
    publicRateLimitMax: e.PUBLIC_RATE_LIMIT_MAX,
    logLevel: e.LOG_LEVEL,
    webUrl: e.WEB_URL.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    emailPollMs: e.EMAIL_POLL_MS,
    metricsToken: e.METRICS_TOKEN,
  };
};

export const JWT_SECRET_FILE = 'jwt-secret';

const newSecret = (): string => randomBytes(48).toString('base64url');

/**
 * The signing secret for access tokens:
 * - JWT_SECRET when set;
 * - with the embedded database, a random secret kept in DATA_DIR/jwt-secret (mode 0600), so that
 *   tokens survive a restart of the same installation;
 * - with DATABASE_URL and no JWT_SECRET, a random secret for this process only (tokens die with the
 *   process, and several instances would not accept each other's tokens), with a warning.
 */
export const resolveJwtSecret = async (config: ServerConfig, warn: (message: string) => void): Promise<string> => {
  if (config.jwtSecret !== undefined) return config.jwtSecret;
  if (config.databaseUrl !== undefined) {
    warn('JWT_SECRET is not set: using a random secret for this process; tokens end when it stops.');
    return newSecret();
  }
  const file = path.join(config.dataDir, JWT_SECRET_FILE);
  await mkdir(config.dataDir, { recursive: true });
  try {
    await writeFile(file, `${newSecret()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new ConfigError(`${file} holds a secret shorter than 32 characters`);
  return secret;
};
