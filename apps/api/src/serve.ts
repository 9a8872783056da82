import { CHECK_IN_JOB_SECONDS } from '@roombook/domain/constants';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { REFUSALS, SettingsError } from '@roombook/domain/settings';
import { parseEnv, resolveJwtSecret } from './config';
import { type Database, databaseOptionsFrom, openDatabase } from './db/index';
import { DataDirLockedError } from './db/lock';
import { migrateLatest } from './db/migrate';
import { DEMO_LOGINS, demoUsersIn, seedDemoIfEmpty } from './seed/demo';

/** Where mails go, without the credentials an SMTP URL may carry. */
const smtpAddress = (smtpUrl: string): string => {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
};

/**
 * The API process: reads the environment (refusing a production start without its secrets, with an http
 * WEB_URL or with DEMO_DATA, docs/decisions/074), opens the database (PGlite in DATA_DIR unless DATABASE_URL
 * is set), runs the migrations, refuses a production start on demo users, seeds an empty database with the
 * demo data when DEMO_DATA=true, and listens. `now` is the services' clock: the system's in `npm start`
 * (./server.ts); the tests' API processes give the instant under test (apps/api/test/api-process.ts), as the
 * tests' in-process API has it.
 */
export const serve = async (now?: () => Date): Promise<void> => {
  const config = parseEnv();
  const jwtSecret = resolveJwtSecret(config, (message) => console.warn(`roombook API: ${message}`));

  const db: Database = await openDatabase(databaseOptionsFrom(config));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;
  let draining = false;
  /**
   * A stop: first SHUTDOWN_DRAIN_MS of draining (the health check answers 503, so a proxy that checks it sends
   * nothing new, while every request keeps being answered), then the app closes: it stops listening and waits
   * for the requests under way (docs/decisions/083).
   */
  const shutdown = async (code: number, drainMs = 0): Promise<void> => {
    if (closing) return;
    closing = true;
    try {
      if (app && drainMs > 0) {
        draining = true;
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      await app?.close();
    } finally {
      await db.close();
      process.exit(code);
    }
  };
  process.once('SIGINT', () => void shutdown(0, config.shutdownDrainMs));
  process.once('SIGTERM', () => void shutdown(0, config.shutdownDrainMs));

  try {
    const ran = await migrateLatest(db.knex);
    if (ran.length > 0) console.info(`roombook API: migrations applied: ${ran.join(', ')}`);
    if (config.production) {
      const demoUsers = await demoUsersIn(db.knex);
      if (demoUsers.length > 0) throw new SettingsError([REFUSALS.demoUsers(demoUsers)]);
    }
    const seeded = config.demoData && (await seedDemoIfEmpty(db.knex, now?.()));

    app = await buildApp({
      db,
      config: {
        jwtSecret,
        loginRateLimitMax: config.loginRateLimitMax,
        publicRateLimitMax: config.publicRateLimitMax,
        logLevel: config.logLevel,
        webUrl: config.webUrl,
        draining: () => draining,
        checkInJob: { everyMs: CHECK_IN_JOB_SECONDS * 1000, ...(config.databaseUrl === undefined ? {} : { queueUrl: config.databaseUrl }) },
        bookingMails: { everyMs: config.emailPollMs },
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
    reportFailure(error);
    await shutdown(1);
  }
};

/** One line per cause for a known one (a refused setting, a locked data directory), else the error itself. */
const reportFailure = (error: unknown): void => {
  if (error instanceof SettingsError) {
    for (const line of error.lines) console.error(`roombook API: ${line}`);
  } else if (error instanceof DataDirLockedError) {
    console.error(`roombook API: ${error.message}`);
  } else {
    console.error('roombook API: start-up failed:', error);
  }
};

/** Ends the process after a failed start, with a readable line for a known cause. */
export const startFailed = (error: unknown): never => {
  reportFailure(error);
  process.exit(1);
};
