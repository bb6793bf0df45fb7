import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryDir } from '../test/harness';
import { DataFolderInUseError, lockDataFolder } from './data-folder-lock';

async function lockPaths() {
  const root = await temporaryDir('lock-');
  return { folder: path.join(root, 'pglite'), file: path.join(root, 'pglite.lock') };
}

/** A pid that just exited (its process ran `node -e ''` and is reaped). */
async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

const lockFrom = (fields: Record<string, unknown>) =>
  JSON.stringify({ host: hostname(), since: '2026-01-01T00:00:00.000Z', token: 'x', ...fields });

describe('lockDataFolder', () => {
  it('refuses a second holder, naming the folder and the holding process, until released', async () => {
    const { folder, file } = await lockPaths();
    const lock = await lockDataFolder(folder, file);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const error = await lockDataFolder(folder, file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataFolderInUseError);
    expect((error as Error).message).toContain(
      `De gegevensmap ${folder} is al in gebruik door een ander proces (pid ${process.pid}, sinds`,
    );
    expect((error as Error).message).toContain(`The data folder ${folder} is already in use`);

    await lock.release();
    expect(existsSync(file)).toBe(false);
    const again = await lockDataFolder(folder, file);
    await again.release();
    await again.release();
  });

  it('takes over a lock whose process is gone, or that cannot be read', async () => {
    const { folder, file } = await lockPaths();
    for (const stale of [lockFrom({ pid: await exitedPid(), processStart: null }), '{"pi', '']) {
      await writeFile(file, stale);
      const lock = await lockDataFolder(folder, file);
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ pid: process.pid });
      await lock.release();
    }
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'tells a live holder from a pid the system has given to another process',
    async () => {
      const { folder, file } = await lockPaths();
      // The parent process is alive; its start time tells whether it is the one that locked.
      const parentStat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
      const parentStart = parentStat.slice(parentStat.lastIndexOf(')') + 2).split(' ')[19];
      await writeFile(file, lockFrom({ pid: process.ppid, processStart: parentStart }));
      await expect(lockDataFolder(folder, file)).rejects.toThrow(`pid ${process.ppid}`);

      await writeFile(file, lockFrom({ pid: process.ppid, processStart: '1' }));
      const lock = await lockDataFolder(folder, file);
      await lock.release();
    },
  );

  it('releases only its own lock', async () => {
    const { folder, file } = await lockPaths();
    const lock = await lockDataFolder(folder, file);
    const someoneElse = lockFrom({ pid: process.ppid, processStart: null, token: 'other' });
    await writeFile(file, someoneElse);
    await lock.release();
    expect(await readFile(file, 'utf8')).toBe(someoneElse);
  });

  it('lets exactly one of many simultaneous starters take a stale lock', async () => {
    const { folder, file } = await lockPaths();
    await writeFile(file, lockFrom({ pid: await exitedPid(), processStart: null }));
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () => lockDataFolder(folder, file)),
    );
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected')
        expect(attempt.reason).toBeInstanceOf(DataFolderInUseError);
      else await attempt.value.release();
    }
  });
});
