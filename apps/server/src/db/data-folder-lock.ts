import { randomUUID } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';

/**
 * Who holds a data folder: written into the lock file. `processStart` is the kernel's start
 * time of that process (Linux, /proc/<pid>/stat), so a pid the system has since given to
 * another process (a container restarted with pid 1, a busy machine) is not mistaken for the
 * holder. `token` tells this process' own lock apart from one that replaced it.
 */
interface LockHolder {
  pid: number;
  processStart: string | null;
  host: string;
  since: string;
  token: string;
}

/** A second process on the same embedded database: the message names folder and process. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: Pick<LockHolder, 'pid' | 'host' | 'since'>,
    readonly lockFile: string,
  ) {
    const elsewhere = holder.host === hostname() ? '' : ` op / on ${holder.host}`;
    super(
      [
        `De gegevensmap ${folder} is al in gebruik door een ander proces (pid ${holder.pid}${elsewhere}, sinds ${holder.since}).`,
        'Twee servers op één ingebedde database verliezen gegevens: stop het andere proces of kies een andere DATA_DIR.',
        `The data folder ${folder} is already in use by another process (pid ${holder.pid}${elsewhere}, since ${holder.since}).`,
        'Two servers on one embedded database lose data: stop the other process or choose another DATA_DIR.',
        `(${lockFile})`,
      ].join('\n'),
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataFolderLock {
  readonly file: string;
  /** Removes the lock file if it is still this process' own. Safe to call twice. */
  release(): Promise<void>;
}

/** The start time of a process in clock ticks since boot, or null where /proc is not there. */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid …": the command may hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command, field 3 (state) comes first; field 22 is starttime.
    if (fields[0] === 'Z' || fields[0] === 'X') return 'exited';
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * Tokens of the locks this process holds or is taking: a lock file with this process' pid but
 * another token was left by an earlier process that had the same pid.
 */
const ownTokens = new Set<string>();

function isAlive(holder: LockHolder): boolean {
  // A lock from another machine (a shared disk) cannot be checked from here: assume it holds.
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return ownTokens.has(holder.token);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const start = processStartOf(holder.pid);
  if (start === 'exited') return false;
  return start === null || holder.processStart === null || start === holder.processStart;
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const holder = value as Partial<LockHolder>;
    if (!Number.isInteger(holder.pid) || typeof holder.token !== 'string') return null;
    return {
      pid: holder.pid ?? 0,
      processStart: typeof holder.processStart === 'string' ? holder.processStart : null,
      host: typeof holder.host === 'string' ? holder.host : hostname(),
      since: typeof holder.since === 'string' ? holder.since : '?',
      token: holder.token,
    };
  } catch {
    return null;
  }
}

/** The holder named in a lock file; 'gone' when there is none, null when it is unreadable. */
async function readHolder(file: string): Promise<LockHolder | null | 'gone'> {
  try {
    return parseHolder(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
}

/**
 * Creates the lock file with its content in one step: written under a unique name, then linked
 * to the lock's name, which fails when that exists (as O_EXCL would). A reader never sees a
 * half-written lock.
 */
async function tryCreate(file: string, holder: LockHolder): Promise<boolean> {
  const draft = `${file}.${process.pid}.${holder.token}`;
  await writeFile(draft, JSON.stringify(holder), { mode: 0o600 });
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft);
  }
}

/** A takeover takes milliseconds; one held this long was left by a process that died in it. */
const ABANDONED_TAKEOVER_MS = 10_000;

/**
 * Removes a lock left by a process that no longer runs, while holding `<file>.takeover`: of
 * starters that all found it stale, one at a time checks it again and removes it. A lock is
 * only ever created by tryCreate (which fails when one exists) and only ever removed here, under
 * the takeover, after it was seen stale: so a lock another starter has just created is never
 * removed, and exactly one starter creates the next. The others see that one alive and give up.
 */
async function removeStale(file: string, holder: LockHolder): Promise<void> {
  const takeover = `${file}.takeover`;
  if (!(await tryCreate(takeover, holder))) {
    await removeAbandoned(takeover);
    await new Promise((resolve) => setTimeout(resolve, 10));
    return;
  }
  try {
    const current = await readHolder(file);
    if (current === 'gone' || (current !== null && isAlive(current))) return;
    await unlink(file).catch(ignoreMissing);
  } finally {
    await unlink(takeover).catch(ignoreMissing);
  }
}

async function removeAbandoned(takeover: string): Promise<void> {
  try {
    const { mtimeMs } = await stat(takeover);
    if (Date.now() - mtimeMs > ABANDONED_TAKEOVER_MS) await unlink(takeover);
  } catch (error) {
    ignoreMissing(error);
  }
}

function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}

/** Creates the lock file for `holder`, taking over a stale one; throws when it is held. */
async function claim(folder: string, file: string, holder: LockHolder): Promise<void> {
  // Each round either creates the lock, finds it held, or removes (or waits on) a stale one.
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await tryCreate(file, holder)) return;
    const current = await readHolder(file);
    if (current === 'gone') continue;
    if (current !== null && isAlive(current)) throw new DataFolderInUseError(folder, current, file);
    await removeStale(file, holder);
  }
  throw new Error(`Kan ${file} niet vergrendelen / cannot lock ${file}`);
}

/**
 * Claims `folder` (an embedded database) for this process through the lock file `file`, or
 * throws DataFolderInUseError naming the process that has it. A lock whose process is gone
 * (kill -9, a crash, a power cut) is taken over. The lock is released by `release()` and, as a
 * last resort, when the process exits.
 */
export async function lockDataFolder(folder: string, file: string): Promise<DataFolderLock> {
  const holder: LockHolder = {
    pid: process.pid,
    processStart: processStartOf(process.pid),
    host: hostname(),
    since: new Date().toISOString(),
    token: randomUUID(),
  };
  ownTokens.add(holder.token);
  try {
    await claim(folder, file, holder);
  } catch (error) {
    ownTokens.delete(holder.token);
    throw error;
  }

  const ours = (text: string) => parseHolder(text)?.token === holder.token;
  const releaseOnExit = () => {
    try {
      if (ours(readFileSync(file, 'utf8'))) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.once('exit', releaseOnExit);

  let released = false;
  return {
    file,
    async release() {
      if (released) return;
      released = true;
      process.removeListener('exit', releaseOnExit);
      const text = await readFile(file, 'utf8').catch(() => null);
      if (text !== null && ours(text)) await unlink(file).catch(() => undefined);
      ownTokens.delete(holder.token);
    },
  };
}
