import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, parseEnv, resolveJwtSecret } from './config';
import { type Database, databaseOptionsFrom, openDatabase } from './db/index';
import { DataDirLockedError } from './db/lock';
import { migrateLatest } from './db/migrate';
import { DEMO_LOGINS, seedDemoIfEmpty } from './seed/demo';

/** Where mails go, without the credentials an SMTP URL may carry. */
const smtpAddress = (smtpUrl: string): string => {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
};

/**
 * The API process: reads the environment, opens the database (PGlite in DATA_DIR unless DATABASE_URL
 * is set), runs the migrations, seeds an empty database with the demo data, and listens. `now` is the
 * services' clock: the system's in `npm start` (./server.ts); the tests' API processes give the instant
 * under test (apps/api/test/api-process.ts), as the tests' in-process API has it.
 */
export const serve = async (now?: () => Date): Promise<void> => {
  const config = parseEnv();
  const jwtSecret = await resolveJwtSecret(config, (message) => console.warn(`roombook API: ${message}`));

  const db: Database = await openDatabase(databaseOptionsFrom(config));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;
  const shutdown = async (code: number): Promise<void> => {
    if (closing) return;
    closing = true;
    try {
      await app?.close();
    } finally {
      await db.close();
      process.exit(code);
    }
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));

  try {
    const ran = await migrateLatest(db.knex);
    if (ran.length > 0) console.info(`roombook API: migrations applied: ${ran.join(', ')}`);
    const seeded = await seedDemoIfEmpty(db.knex, now?.());

    app = await buildApp({
      db,
      config: {
        jwtSecret,
        loginRateLimitMax: config.loginRateLimitMax,
        publicRateLimitMax: config.publicRateLimitMax,
        logLevel: config.logLevel,
        webUrl: config.webUrl,
        ...(config.metricsToken === undefined ? {} : { metricsToken: config.metricsToken }),
        ...(now ? { now } : {}),
        ...(config.smtpUrl === undefined
          ? {}
          : { mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, pollMs: config.emailPollMs } }),
      },
    });
    await app.listen({ port: config.port, host: config.host });
    const { port } = app.server.address() as AddressInfo;
    const where = config.databaseUrl === undefined ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
    console.info(`roombook API listening on http://${config.host}:${port} (database: ${where})`);
    if (config.smtpUrl === undefined) console.info('roombook API: SMTP_URL is not set; e-mails stay queued in the outbox');
    else console.info(`roombook API: sending e-mails through ${smtpAddress(config.smtpUrl)}`);
    if (seeded) {
      console.info('roombook API: the database was empty; demo data added. Demo logins:');
      for (const login of DEMO_LOGINS) {
        const note = login.firstLogin ? '  (must set a new password at first sign-in)' : '';
        console.info(`  ${login.email.padEnd(26)} ${login.password}  ${login.role}${note}`);
      }
    }
  } catch (error) {
    console.error('roombook API: start-up failed:', error);
    await shutdown(1);
  }
};

/** Ends the process after a failed start, with a readable line for a known cause. */
export const startFailed = (error: unknown): never => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(`roombook API: ${error.message}`);
  } else {
    console.error('roombook API: start-up failed:', error);
  }
  process.exit(1);
};
