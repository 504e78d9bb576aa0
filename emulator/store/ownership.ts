/**
 * One emulator per database file, and no manual step after a crash. The owner (pid, port) is recorded next to the
 * database in `<db>.owner.json`, created exclusively. A second emulator on a file whose owner is alive refuses to
 * start and names it; an owner that is gone (kill -9, OOM, a cancelled CI job) left its record and
 * node-sqlite3-wasm's `<db>.lock/` directory behind, and both are cleared before the database opens.
 */
import { existsSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';

export interface DatabaseOwner {
  pid: number;
  /** Known once the emulator listens. */
  port: number | null;
  startedAt: string;
}

export class DatabaseInUseError extends Error {
  constructor(
    readonly path: string,
    readonly owner: DatabaseOwner,
  ) {
    const where = owner.port ? `pid ${owner.pid}, port ${owner.port}` : `pid ${owner.pid}`;
    super(
      `The database ${path} is in use by another emulator (${where}). Stop that one, or give this one another ` +
        'database (--db PATH, or --db :memory:).',
    );
    this.name = 'DatabaseInUseError';
  }
}

export interface DatabaseClaim {
  /** What was cleared because its owner had died, for the start-up banner. */
  readonly recovered: string | null;
  setPort(port: number): void;
  release(): void;
}

/** Whether a process is alive and is a Node process (a recycled pid of another program does not count). */
export function isEmulatorProcess(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node|tsx/.test(cmdline);
  } catch {
    return true; // no /proc here: trust the signal check
  }
}

function readOwner(file: string): DatabaseOwner | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<DatabaseOwner>;
    return typeof value.pid === 'number'
      ? {
          pid: value.pid,
          port: typeof value.port === 'number' ? value.port : null,
          startedAt: String(value.startedAt ?? ''),
        }
      : null;
  } catch {
    return null;
  }
}

/** Claims `path` for this process; throws {@link DatabaseInUseError} when a live emulator owns it. */
export function claimDatabase(path: string): DatabaseClaim {
  if (path === ':memory:') return { recovered: null, setPort: () => undefined, release: () => undefined };
  const ownerFile = `${path}.owner.json`;
  const lockDir = `${path}.lock`;
  const me: DatabaseOwner = { pid: process.pid, port: null, startedAt: new Date().toISOString() };
  const write = (flag: 'wx' | 'w') => writeFileSync(ownerFile, `${JSON.stringify(me)}\n`, { flag });

  let recovered: string | null = null;
  for (let attempt = 0; ; attempt++) {
    try {
      write('wx');
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = readOwner(ownerFile);
      if (owner && owner.pid !== process.pid && isEmulatorProcess(owner.pid)) {
        throw new DatabaseInUseError(path, owner);
      }
      if (attempt > 0)
        throw new Error(`Cannot claim the database ${path}: another emulator is starting on it.`, {
          cause: e,
        });
      // Its owner is gone: the record is stale.
      recovered = owner
        ? `the record of emulator pid ${owner.pid}, which is no longer running`
        : 'a stale owner record';
      rmSync(ownerFile, { force: true });
    }
  }
  if (existsSync(lockDir)) {
    // We own the file now, so nobody holds this lock: it was left by a process that died holding it.
    rmSync(lockDir, { recursive: true, force: true });
    recovered = recovered
      ? `${recovered} and its database lock`
      : 'a database lock left by a crashed process';
  }
  return {
    recovered,
    setPort(port) {
      me.port = port;
      if (readOwner(ownerFile)?.pid === process.pid) write('w');
    },
    release() {
      try {
        if (readOwner(ownerFile)?.pid === process.pid) unlinkSync(ownerFile);
      } catch {
        // already gone
      }
    },
  };
}
