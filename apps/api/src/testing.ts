/**
 * Test support for every suite that needs a real API: this package's integration tests, the contract
 * tests and the benchmark. Each call makes a FRESH database: an in-memory PGlite (started from a
 * migrated template, so it takes under a second instead of three), or, on PostgreSQL, a uniquely named
 * database on TEST_DATABASE_URL's server that `close()` drops again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import knexFactory from 'knex';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { type Database, MEMORY, openDatabase } from './db/index';
import { migrateLatest } from './db/migrate';
import { setPgTypeParsers } from './db/type-parsers';
import { DEMO_LOGINS, type DemoLogin, seedDemo } from './seed/demo';
import { testClock } from './test-clock';

export type TestBackend = 'pglite' | 'pg';

/**
 * Whether this run leaves PGlite out (ROOMBOOK_TESTS_POSTGRES_ONLY): npm test runs the PGlite half of the suites
 * at a faked New Year's Eve instead, and the PostgreSQL half at the real date (docs/decisions/084).
 */
export const postgresOnly = (): boolean => {
  if (!process.env.ROOMBOOK_TESTS_POSTGRES_ONLY) return false;
  if (!process.env.TEST_DATABASE_URL) throw new Error('ROOMBOOK_TESTS_POSTGRES_ONLY needs TEST_DATABASE_URL');
  return true;
};

/** PGlite, unless the run is on PostgreSQL only; PostgreSQL when TEST_DATABASE_URL is set. */
export const availableBackends = (): TestBackend[] => [
  ...(postgresOnly() ? [] : (['pglite'] as const)),
  ...(process.env.TEST_DATABASE_URL ? (['pg'] as const) : []),
];

export const TEST_JWT_SECRET = 'roombook-test-secret-roombook-test-secret';

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  jwtSecret: TEST_JWT_SECRET,
  // High enough for suites that sign in or call the public calls often; the rate-limit tests set their own.
  loginRateLimitMax: 1000,
  publicRateLimitMax: 1000,
  logLevel: 'silent',
  webUrl: 'http://localhost:3000',
  ...overrides,
});

const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));

/** The installed PGlite's package.json (a dump is only loaded by the version that made it). */
const pglitePackageJson = (): Buffer => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const root = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  return readFileSync(path.join(root, 'package.json'));
};

/** Identifies what a template holds: the migration sources and the PGlite version. */
const schemaFingerprint = (): string => {
  const hash = createHash('sha256').update(pglitePackageJson());
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
};

let template: Promise<Blob> | undefined;

/**
 * A gzipped data directory of a freshly migrated PGlite, built once per schema and kept in the OS temp
 * folder (written atomically), so that parallel test files and later runs start from it (the backup test
 * starts a data folder on disk from it too).
 */
export const migratedTemplate = (): Promise<Blob> => {
  template ??= (async () => {
    const file = path.join(tmpdir(), `roombook-pglite-template-${schemaFingerprint()}.tar.gz`);
    try {
      return new Blob([new Uint8Array(readFileSync(file))]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const db = await openDatabase({ driver: 'pglite', dataDir: MEMORY });
    try {
      await migrateLatest(db.knex);
      const dump = await db.dumpDataDir!();
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    } finally {
      await db.close();
    }
  })();
  return template;
};

const pgServerUrl = (): string => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the pg backend needs a PostgreSQL server');
  return url;
};

const withAdmin = async <T>(run: (admin: ReturnType<typeof knexFactory>) => Promise<T>): Promise<T> => {
  setPgTypeParsers();
  const admin = knexFactory({
    client: 'pg',
    connection: { connectionString: pgServerUrl() },
    pool: { min: 0, max: 1 },
  });
  try {
    return await run(admin);
  } finally {
    await admin.destroy();
  }
};

/** A new, uniquely named, migrated database on TEST_DATABASE_URL's server; `close()` drops it. */
const createPgDatabase = async (): Promise<Database> => {
  const name = `roombook_test_${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withAdmin((admin) => admin.raw(`create database "${name}"`));
  const url = new URL(pgServerUrl());
  url.pathname = `/${name}`;
  const db = await openDatabase({ driver: 'pg', connectionString: url.toString() });
  let closed = false;
  return {
    knex: db.knex,
    driver: 'pg',
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
      await withAdmin((admin) => admin.raw(`drop database if exists "${name}" with (force)`));
    },
  };
};

/** A fresh, migrated, empty database on the backend. */
export const createTestDatabase = async (backend: TestBackend): Promise<Database> => {
  if (backend === 'pg') {
    const db = await createPgDatabase();
    try {
      await migrateLatest(db.knex);
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  }
  const db = await openDatabase({ driver: 'pglite', dataDir: MEMORY, loadDataDir: await migratedTemplate() });
  await migrateLatest(db.knex);
  return db;
};

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** The API's clock (`config.now`): the instant under test, running (./test-clock.ts). */
  now: () => Date;
  /** The demo sign-ins (present when seeded). */
  logins: readonly DemoLogin[];
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  backend: TestBackend;
  /** Add the demo data (default true). */
  seed?: boolean;
  /** The API's settings; `now` is by default the instant under test, running (./test-clock.ts), and the demo data is built around it. */
  config?: Partial<AppConfig>;
  logStream?: NodeJS.WritableStream;
}

/** A fresh database (migrated, with the demo data unless `seed: false`) and the API on it, ready for inject. */
export const createTestApp = async ({
  backend,
  seed = true,
  config,
  logStream,
}: CreateTestAppOptions): Promise<TestApp> => {
  const db = await createTestDatabase(backend);
  try {
    const now = config?.now ?? testClock();
    if (seed) await seedDemo(db.knex, now());
    const appConfig = testConfig({ ...config, now });
    const app = await buildApp({ db, config: appConfig, ...(logStream ? { logStream } : {}) });
    return {
      app,
      db,
      config: appConfig,
      now,
      logins: seed ? DEMO_LOGINS : [],
      async close() {
        try {
          await app.close();
        } finally {
          await db.close();
        }
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
};
