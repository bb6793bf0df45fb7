import { chmod, lstat, mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { secureDataDir } from './data-dir';
import { temporaryDir } from './test/harness';

const modeOf = async (file: string) => (await lstat(file)).mode & 0o777;

describe('secureDataDir', () => {
  // Reading the umask means setting one: put back what the test runner had.
  const umaskBefore = process.umask(0o022);
  afterAll(() => {
    process.umask(umaskBefore);
  });

  it('creates DATA_DIR owner-only', async () => {
    const dataDir = path.join(await temporaryDir(), 'nieuw', 'data');
    expect(await secureDataDir(dataDir)).toEqual([]);
    expect(await modeOf(dataDir)).toBe(0o700);
  });

  it('tightens a folder left open, and all in it, but not what a link points at', async () => {
    const outside = await temporaryDir();
    const target = path.join(outside, 'elders.txt');
    await writeFile(target, 'niet van ons');
    await chmod(target, 0o644);

    const dataDir = path.join(await temporaryDir(), 'data');
    await mkdir(path.join(dataDir, 'pglite', 'base'), { recursive: true });
    await writeFile(path.join(dataDir, 'pglite', 'base', '1234'), '');
    await writeFile(path.join(dataDir, 'jwt-secret'), 'geheim');
    await symlink(target, path.join(dataDir, 'link'));
    await chmod(path.join(dataDir, 'pglite', 'base', '1234'), 0o666);
    await chmod(path.join(dataDir, 'jwt-secret'), 0o600);
    await chmod(path.join(dataDir, 'pglite', 'base'), 0o755);
    await chmod(path.join(dataDir, 'pglite'), 0o700);
    await chmod(dataDir, 0o777);

    const tightened = await secureDataDir(dataDir);
    expect(tightened.map((file) => path.relative(dataDir, file)).sort()).toEqual([
      '',
      'pglite/base',
      'pglite/base/1234',
    ]);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'pglite', 'base'))).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'pglite', 'base', '1234'))).toBe(0o600);
    expect(await modeOf(target)).toBe(0o644);
  });

  it('makes what the process creates afterwards owner-only, whatever the umask was', async () => {
    process.umask(0);
    const dataDir = await temporaryDir();
    await secureDataDir(dataDir);
    await writeFile(path.join(dataDir, 'bericht.eml'), 'x');
    await mkdir(path.join(dataDir, 'mail'));
    expect(await modeOf(path.join(dataDir, 'bericht.eml'))).toBe(0o600);
    expect(await modeOf(path.join(dataDir, 'mail'))).toBe(0o700);
  });
});
