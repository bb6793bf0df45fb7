import { existsSync } from 'node:fs';
import { chmod, lstat, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dataFolderLockFile } from './db/client';
import { runToExit, startServerProcess, type ProcessOptions } from './test/process';
import { temporaryDir } from './test/harness';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const MAIN = ['--import', 'tsx', 'src/main.ts'];

describe('main.ts with a bad configuration', () => {
  it('prints which variables are wrong and exits with 1 before touching anything', async () => {
    const dataDir = await temporaryDir();
    const result = await runToExit(MAIN, {
      cwd: serverRoot,
      env: { PORT: 'abc', BRAND_LABEL: 'foo', JWT_SECRET: 'te-kort', DATA_DIR: dataDir },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Ongeldige configuratie / Invalid configuration:');
    expect(result.stderr).toContain('PORT moet een poortnummer');
    expect(result.stderr).toContain('BRAND_LABEL moet een van vastgoed, lijfrente zijn');
    expect(result.stderr).toContain('JWT_SECRET moet minstens 32 tekens lang zijn');
    expect(result.stderr).not.toContain('te-kort');
    expect(result.stdout).not.toContain('draait op');
  });
});

/** Every file and folder under `root` (not following links) with its permission bits. */
async function modesUnder(root: string): Promise<Map<string, number>> {
  const modes = new Map<string, number>();
  for (const entry of await readdir(root, { recursive: true })) {
    const file = path.join(root, entry);
    modes.set(entry, (await lstat(file)).mode & 0o777);
  }
  return modes;
}

describe('main.ts on the embedded database', () => {
  const options = (dataDir: string, umask?: string): ProcessOptions => ({
    cwd: serverRoot,
    env: { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    ...(umask === undefined ? {} : { umask }),
  });

  it('keeps DATA_DIR owner-only, tightening what was open, whatever the umask', async () => {
    const dataDir = path.join(await temporaryDir(), 'data');
    await mkdir(path.join(dataDir, 'mail'), { recursive: true });
    await writeFile(path.join(dataDir, 'mail', 'oud.eml'), 'Subject: oud\r\n\r\n');
    await chmod(path.join(dataDir, 'mail', 'oud.eml'), 0o666);
    await chmod(path.join(dataDir, 'mail'), 0o777);
    await chmod(dataDir, 0o777);

    // Under umask 000 every file PGlite creates would otherwise be 0666, as the finding saw.
    const server = await startServerProcess(MAIN, options(dataDir, '000'));
    try {
      expect(server.output()).toContain('Rechten aangescherpt tot alleen de eigenaar');
      const modes = await modesUnder(dataDir);
      expect(modes.size).toBeGreaterThan(100);
      const open = [...modes].filter(([, mode]) => (mode & 0o077) !== 0);
      expect(open).toEqual([]);
      expect((await lstat(dataDir)).mode & 0o777).toBe(0o700);
      expect(modes.get('pglite')).toBe(0o700);
      expect(modes.get('jwt-secret')).toBe(0o600);
      expect(modes.get(path.join('mail', 'oud.eml'))).toBe(0o600);
      expect(modes.get('pglite.lock')).toBe(0o600);
    } finally {
      expect(await server.stop('SIGINT')).toBe(0);
    }
    // Released on a normal stop.
    expect(existsSync(dataFolderLockFile(path.join(dataDir, 'pglite')))).toBe(false);
  }, 120_000);

  it('refuses a second server on the same DATA_DIR; a lock left by kill -9 does not block', async () => {
    const dataDir = await temporaryDir();
    const folder = path.join(dataDir, 'pglite');
    const first = await startServerProcess(MAIN, options(dataDir));
    let firstStopped = false;
    try {
      const second = await runToExit(MAIN, options(dataDir));
      expect(second.code).toBe(1);
      expect(second.stdout).not.toContain('draait op');
      expect(second.stderr).toContain(
        `De gegevensmap ${folder} is al in gebruik door een ander proces (pid ${first.pid}, sinds`,
      );
      expect(second.stderr).toContain(
        `The data folder ${folder} is already in use by another process (pid ${first.pid}, since`,
      );
      expect(second.stderr).not.toContain('    at ');
      // The first server still answers.
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

      expect(await first.stop('SIGKILL')).toBeNull();
      firstStopped = true;
      expect(existsSync(dataFolderLockFile(folder))).toBe(true);

      const third = await startServerProcess(MAIN, options(dataDir));
      try {
        expect(await (await fetch(`${third.url}/readyz`)).json()).toEqual({
          status: 'ok',
          database: 'ok',
        });
      } finally {
        expect(await third.stop('SIGTERM')).toBe(0);
      }
      expect(existsSync(dataFolderLockFile(folder))).toBe(false);
    } finally {
      if (!firstStopped) await first.stop('SIGKILL');
    }
  }, 180_000);
});
