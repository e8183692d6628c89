import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import lockfile, { type LockOptions } from 'proper-lockfile';

/**
 * The lock's freshness window: the holder touches the lock every half of it, and a lock not
 * touched for this long is taken as left behind by a process that died without releasing it.
 */
const STALE_MS = 10_000;

/** Another live process holds the embedded database's data directory; nothing was opened. */
export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid ?? 'unknown'}); ` +
        'stop that process first, or set PGLITE_DATA_DIR to another folder.',
    );
    this.name = 'DataDirectoryInUseError';
  }
}

export interface DataDirectoryLock {
  /** Removes the holder's pid and the lock; call only once the database is closed. */
  release(): Promise<void>;
}

/**
 * PGlite takes no lock of its own: two processes on one data directory both write, and one
 * side's writes are lost (docs/decisions.md#embedded-data-dir-lock). This takes proper-lockfile's
 * lock `<dataDir>.lock` before anything opens the directory and writes the holder's pid beside it
 * (`<dataDir>.lock.pid`), so a second process is refused with a message naming the directory and
 * that pid. A lock left by a killed process (its pid no longer runs) is stale within STALE_MS, as
 * nobody touches it any more, and proper-lockfile then takes it over: a start right after a crash
 * waits for that at most.
 */
export async function lockDataDirectory(dataDir: string): Promise<DataDirectoryLock> {
  const lockfilePath = `${dataDir}.lock`;
  const pidFile = `${lockfilePath}.pid`;
  const logger = new Logger('Database');
  const options: LockOptions = {
    lockfilePath,
    realpath: false,
    stale: STALE_MS,
    // Someone took the lock over while this process held it (it was frozen for longer than
    // STALE_MS): two writers is exactly the damage the lock is there to prevent, so stop now.
    onCompromised: (err) => {
      logger.error(`lost the lock on the embedded database in ${dataDir} (${err.message}); stopping so that only one process writes to it`);
      process.exit(1);
    },
  };

  // The library alone would take over a lock whose holder's event loop was blocked for longer than
  // STALE_MS (PGlite's start-up runs on the main thread), so a live holder's pid is checked first
  // and always wins; only a lock whose holder is gone is waited out until the library calls it stale.
  const deadline = Date.now() + STALE_MS + 2000;
  let release: () => Promise<void>;
  let warned = false;
  for (;;) {
    const holder = readPid(pidFile);
    if (holder !== null && isRunning(holder)) throw new DataDirectoryInUseError(dataDir, holder);
    try {
      release = await lockfile.lock(dataDir, options);
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== 'ELOCKED') throw err;
      if (Date.now() > deadline) throw new DataDirectoryInUseError(dataDir, readPid(pidFile));
      if (!warned) {
        warned = true;
        logger.warn(`the embedded database in ${dataDir} is still locked by pid ${holder ?? 'unknown'}, which is not running; waiting up to ${STALE_MS / 1000} s for its lock to expire`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  // Written whole under another name, then renamed, so a reader never sees half a pid.
  writeFileSync(`${pidFile}.${process.pid}`, `${process.pid}\n`);
  renameSync(`${pidFile}.${process.pid}`, pidFile);

  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      rmSync(pidFile, { force: true });
      await release().catch((e: Error) => logger.warn(`releasing the lock on ${dataDir}: ${e.message}`));
    },
  };
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Whether the holder with this pid still runs on this machine. Our own pid means a previous holder
 * had the same number (a container restarted after a kill), so that holder is gone. Where /proc
 * exists, a process that is not Node (or a zombie, whose command line is empty) got the number of
 * a holder that died.
 */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    if ((err as { code?: string }).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}
