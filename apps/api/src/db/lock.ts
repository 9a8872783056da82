import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export const LOCK_FILE = 'roombook.lock';

export class DataDirLockedError extends Error {
  constructor(readonly lockPath: string, readonly ownerPid: number) {
    super(
      `The data directory is in use by another roombook process (pid ${ownerPid}); lock file ${lockPath}. ` +
        'Stop that process first (PGlite allows one process per data directory).'
    );
    this.name = 'DataDirLockedError';
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readPid = (lockPath: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/** Lock files held by this process (a pid reused after a restart must not look alive). */
const heldHere = new Set<string>();

export interface Lock {
  readonly path: string;
  release(): void;
}

/**
 * Takes the lock file with O_EXCL and writes our pid into it. A lock held by a live process is
 * refused with {@link DataDirLockedError} (also when that process is this one: a second opener in
 * the same process would lose writes just the same). A lock whose pid is not alive, or is our own
 * pid without this process holding it (a pid reused after a restart), is stale and taken over.
 */
export const acquireLock = (lockPath: string): Lock => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      heldHere.add(lockPath);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          heldHere.delete(lockPath);
          if (readPid(lockPath) === process.pid) {
            try {
              unlinkSync(lockPath);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
            }
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(lockPath);
      if (owner !== undefined && (owner === process.pid ? heldHere.has(lockPath) : isAlive(owner))) {
        throw new DataDirLockedError(lockPath, owner);
      }
      // Stale (dead owner) or unreadable: remove and try again.
      try {
        unlinkSync(lockPath);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
    }
  }
  throw new Error(`Could not take the lock file ${lockPath}`);
};
