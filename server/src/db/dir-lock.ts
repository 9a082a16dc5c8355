// An exclusive lock on the embedded database's directory. PGlite is a single-process database: two
// servers on one DATA_DIR both start, each with its own copy in memory, and the writes of one vanish
// when the other checkpoints. The lock file holds the owner's pid; a lock whose pid is no longer
// alive (a crashed server) is taken over, so a crash never blocks the next start.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'pglite.lock';

/** The directory is in use by another live process. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is already in use by another server (pid ${pid}). ` +
        'Stop that server first, or give this one another DATA_DIR (or DATABASE_URL for PostgreSQL, ' +
        'which many servers can share).',
    );
    this.name = 'DatabaseLockedError';
  }
}

/** Locks held by this process (a second open in the same process is refused too). */
const held = new Set<string>();

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    return Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
  } catch {
    return undefined;
  }
}

/** Takes the lock of `dir` (created if missing); the returned function releases it. */
export function lockDirectory(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  if (held.has(file)) throw new DatabaseLockedError(dir, process.pid);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = readPid(file);
      // Our own pid in a file we do not hold: left by an earlier process that had the same pid.
      if (pid !== undefined && pid !== process.pid && alive(pid)) throw new DatabaseLockedError(dir, pid);
      if (attempt >= 2) throw new DatabaseLockedError(dir, pid ?? 0);
      fs.rmSync(file, { force: true });
    }
  }
  held.add(file);
  return () => {
    if (!held.delete(file)) return;
    if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
  };
}
