import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import knexFactory, { type Knex } from 'knex';
import ClientPGLite from 'knex-pglite';
import { acquireLock, LOCK_FILE, type Lock } from './lock';
import { pgliteParsers, setPgTypeParsers } from './type-parsers';

export type Driver = 'pg' | 'pglite';

/** An open database: the knex instance every repository receives, and how to close it. */
export interface Database {
  readonly knex: Knex;
  readonly driver: Driver;
  close(): Promise<void>;
  /** PGlite only: a gzipped tarball of the data directory (to start other instances from it). */
  dumpDataDir?(): Promise<Blob>;
}

export const MEMORY = 'memory://';
/** Sub-folder of DATA_DIR that holds PGlite's files. */
export const PGLITE_SUBDIR = 'pglite';

export type DatabaseOptions =
  | { driver: 'pg'; connectionString: string; poolMax?: number }
  | {
      driver: 'pglite';
      /** DATA_DIR (PGlite files go to DATA_DIR/pglite, the lock to DATA_DIR/roombook.lock) or 'memory://'. */
      dataDir: string;
      /** A data-directory dump to start from (a migrated template; memory only). */
      loadDataDir?: Blob;
    };

/** DATABASE_URL set → PostgreSQL through pg; unset → PGlite in DATA_DIR. */
export const databaseOptionsFrom = (config: { databaseUrl: string | undefined; dataDir: string }): DatabaseOptions =>
  config.databaseUrl !== undefined
    ? { driver: 'pg', connectionString: config.databaseUrl }
    : { driver: 'pglite', dataDir: config.dataDir };

/**
 * knex's warnings, less the one it writes with a stack for every connection it failed to make ('Acquire
 * connection error'): while PostgreSQL is out of reach that is every request, and each such request's error
 * reaches the API's error handler, which answers 503 and counts them in one log line per interval
 * (error-handler.ts, `OutOfReachLog`; issue 27).
 */
const knexWarning = (message: unknown): void => {
  if (typeof message === 'string' && message.startsWith('Acquire connection error')) return;
  console.warn(message);
};

const openPg = (connectionString: string, poolMax = 10): Database => {
  setPgTypeParsers();
  const knex = knexFactory({
    client: 'pg',
    connection: { connectionString },
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10_000,
    log: { warn: knexWarning },
  });
  return {
    knex,
    driver: 'pg',
    close: () => knex.destroy(),
  };
};

const openPglite = async (dataDir: string, loadDataDir: Blob | undefined): Promise<Database> => {
  const inMemory = dataDir === MEMORY;
  let lock: Lock | undefined;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    lock = acquireLock(path.join(dataDir, LOCK_FILE));
  }
  let pglite: PGlite;
  try {
    pglite = new PGlite({
      // The options object form: the two-argument form ignores `extensions` for in-memory databases.
      ...(inMemory ? {} : { dataDir: path.join(dataDir, PGLITE_SUBDIR) }),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { btree_gist },
      parsers: pgliteParsers,
    });
    await pglite.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const knex = knexFactory({
    client: ClientPGLite,
    connection: () => ({ pglite }),
    // PGlite is one connection: a query that waits this long is stuck behind a long transaction.
    acquireConnectionTimeout: 30_000,
  } as Knex.Config);
  let closed = false;
  return {
    knex,
    driver: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('gzip'),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await knex.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
};

/** Opens the database the options name. For PGlite on disk this takes the data-directory lock. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> =>
  options.driver === 'pg'
    ? openPg(options.connectionString, options.poolMax)
    : openPglite(options.dataDir, options.loadDataDir);
