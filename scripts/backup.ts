/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` (docs/decisions/083): the whole database in one file.
 *
 * - PostgreSQL (DATABASE_URL set): `pg_dump --format=custom` of the database, and `pg_restore --clean --if-exists
 *   --no-owner` into the database DATABASE_URL names (a new, empty one, or one whose tables it replaces), in one
 *   transaction: a restore that fails changes nothing. The rate limits' counters (migration 0018) are left out.
 *   The API may keep running during a backup (pg_dump reads one snapshot); stop it for a restore.
 * - The embedded database (DATA_DIR, default ./data): PGlite's own dump of its data folder (a gzipped tarball).
 *   The API must be stopped: PGlite is one process, and the data folder's lock says so. A restore keeps the folder
 *   it replaces beside it (`pglite.before-restore-<time>`).
 *
 * The file holds the data only: JWT_SECRET (DATA_DIR/jwt-secret, DATA_DIR/secrets.json) belongs with the
 * installation's settings. Mails still queued when the backup was made are sealed under it.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from '../apps/api/src/config';
import { openDatabase, PGLITE_SUBDIR } from '../apps/api/src/db/index';

const [mode, file] = process.argv.slice(2);

/** A file's first bytes: `PGDMP` begins pg_dump's custom format, 1f 8b a gzip stream (PGlite's dump). */
const kindOf = (dumpFile: string): 'pg' | 'pglite' | 'unknown' => {
  const head = Buffer.alloc(5);
  const fd = openSync(dumpFile, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'pg';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return 'unknown';
};

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });

async function backup(target: string): Promise<string> {
  const config = parseEnv();
  if (config.databaseUrl !== undefined) {
    run('pg_dump', ['--format=custom', '--no-owner', '--exclude-table-data=rate_limit_counters', `--file=${target}`, `--dbname=${config.databaseUrl}`]);
    return 'PostgreSQL (DATABASE_URL)';
  }
  if (!existsSync(path.join(config.dataDir, PGLITE_SUBDIR))) throw new Error(`there is no database in ${config.dataDir} (DATA_DIR) to back up`);
  const db = await openDatabase({ driver: 'pglite', dataDir: config.dataDir });
  try {
    const dump = await db.dumpDataDir!();
    writeFileSync(target, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await db.close();
  }
  return `the embedded database in ${config.dataDir}`;
}

async function restore(source: string): Promise<string> {
  const config = parseEnv();
  const kind = kindOf(source);
  if (config.databaseUrl !== undefined) {
    if (kind !== 'pg') throw new Error(`${source} is not a PostgreSQL backup (npm run backup with DATABASE_URL set makes one)`);
    run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${config.databaseUrl}`, source]);
    return 'PostgreSQL (DATABASE_URL)';
  }
  if (kind !== 'pglite') throw new Error(`${source} is not a backup of the embedded database (npm run backup without DATABASE_URL makes one)`);
  const folder = path.join(config.dataDir, PGLITE_SUBDIR);
  if (existsSync(folder)) {
    // Opening it takes the data folder's lock: a running API refuses the restore here.
    await (await openDatabase({ driver: 'pglite', dataDir: config.dataDir })).close();
    const aside = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(folder, aside);
    console.log(`the database it replaces is kept in ${aside}`);
  }
  const db = await openDatabase({ driver: 'pglite', dataDir: config.dataDir, loadDataDir: new Blob([new Uint8Array(readFileSync(source))]) });
  await db.close();
  return `the embedded database in ${config.dataDir}`;
}

try {
  if ((mode !== 'backup' && mode !== 'restore') || !file) throw new Error(`usage: npm run ${mode === 'restore' ? 'restore' : 'backup'} -- <file>`);
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (mode === 'restore' && !existsSync(target)) throw new Error(`${target} does not exist`);
  const where = mode === 'backup' ? await backup(target) : await restore(target);
  console.log(mode === 'backup' ? `backed up ${where} to ${target}` : `restored ${target} into ${where}`);
} catch (error) {
  console.error(`roombook ${mode ?? 'backup'}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
