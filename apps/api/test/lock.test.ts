import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/index';
import { acquireLock, DataDirLockedError, LOCK_FILE } from '../src/db/lock';
import { postgresOnly } from '../src/testing';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'roombook-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
const deadPid = (): number => {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
};

describe.skipIf(postgresOnly())('the PGlite data-directory lock', () => {
  it('refuses a second opener of the same directory, keeps the data, and releases the lock on close', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ driver: 'pglite', dataDir });
    const lockPath = path.join(dataDir, LOCK_FILE);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));

    await expect(openDatabase({ driver: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openDatabase({ driver: 'pglite', dataDir })).rejects.toThrow(/in use by another roombook process/);

    await first.knex.raw('create table kept (v text)');
    await first.knex('kept').insert({ v: 'still here' });
    await first.close();
    expect(existsSync(lockPath)).toBe(false);

    const second = await openDatabase({ driver: 'pglite', dataDir });
    try {
      expect(await second.knex('kept').pluck('v')).toEqual(['still here']);
    } finally {
      await second.close();
    }
  });

  it('takes over a stale lock whose process is gone', () => {
    const lockPath = path.join(tempDir(), LOCK_FILE);
    writeFileSync(lockPath, `${deadPid()}\n`);
    const lock = acquireLock(lockPath);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('takes over a lock with our own pid that this process does not hold (a pid reused after a restart)', () => {
    const lockPath = path.join(tempDir(), LOCK_FILE);
    writeFileSync(lockPath, `${process.pid}\n`);
    const lock = acquireLock(lockPath);
    expect(() => acquireLock(lockPath)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('refuses a lock held by another live process', async () => {
    const lockPath = path.join(tempDir(), LOCK_FILE);
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(lockPath, `${sleeper.pid}\n`);
      expect(() => acquireLock(lockPath)).toThrow(DataDirLockedError);
      expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(sleeper.pid));
    } finally {
      sleeper.kill();
    }
  });
});
