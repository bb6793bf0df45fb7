import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Owner-only: nobody else on the machine reads or writes what the portal keeps on disk. */
const PRIVATE_DIR = 0o700;
const GROUP_AND_OTHERS = 0o077;

/** DATA_DIR (or something in it) is open to others and this process may not close it. */
export class DataDirPermissionError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      [
        `${file} is leesbaar of schrijfbaar voor andere gebruikers en de rechten konden niet worden aangescherpt (${reason}).`,
        'Maak de map van de gebruiker die de server draait, met rechten 700 (bestanden 600), of kies een andere DATA_DIR.',
        `${file} is readable or writable by other users and its permissions could not be tightened (${reason}).`,
        'Give the folder to the user that runs the server, with mode 700 (files 600), or choose another DATA_DIR.',
      ].join('\n'),
    );
    this.name = 'DataDirPermissionError';
  }
}

/**
 * Everything this process creates from now on is owner-only (directories 0700, files 0600),
 * whatever the shell's umask: PGlite keeps creating database files (WAL segments, new tables)
 * while it runs, mail files land in DATA_DIR/mail. Worker threads cannot change the umask and
 * share the process' own.
 */
function restrictNewFiles(): void {
  if (isMainThread) process.umask(GROUP_AND_OTHERS);
}

async function tighten(file: string, mode: number, isDirectory: boolean): Promise<boolean> {
  if ((mode & GROUP_AND_OTHERS) === 0) return false;
  try {
    await chmod(file, isDirectory ? PRIVATE_DIR : mode & 0o700);
  } catch (error) {
    throw new DataDirPermissionError(file, error);
  }
  return true;
}

/**
 * Makes every file and folder under `root` owner-only, leaving symbolic links alone (their
 * targets are not ours to change). Returns the paths it had to tighten.
 */
export async function tightenTree(root: string): Promise<string[]> {
  const tightened: string[] = [];
  const pending = [root];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      if (entry.isSymbolicLink()) continue;
      const file = path.join(folder, entry.name);
      const { mode } = await lstat(file);
      if (await tighten(file, mode, entry.isDirectory())) tightened.push(file);
      if (entry.isDirectory()) pending.push(file);
    }
  }
  return tightened;
}

/**
 * Makes DATA_DIR private before anything is written to it: creates it 0700, and tightens a
 * folder (and everything in it) that an older version or a loose umask left open to others,
 * rather than refuse to start: the data was already there, and closing it is the safe repair.
 * DATA_DIR itself may be a symbolic link. Returns the paths it tightened, for a warning;
 * refuses with DataDirPermissionError only when it cannot tighten them (another user's folder).
 */
export async function secureDataDir(dataDir: string): Promise<string[]> {
  restrictNewFiles();
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR });
  const root = await stat(dataDir);
  if (!root.isDirectory()) {
    throw new DataDirPermissionError(dataDir, new Error('geen map / not a folder'));
  }
  const tightened = (await tighten(dataDir, root.mode, true)) ? [dataDir] : [];
  return [...tightened, ...(await tightenTree(dataDir))];
}
