import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { resolveJwtSecret } from './jwt-secret';
import { temporaryDir } from './test/harness';

describe('resolveJwtSecret', () => {
  it('uses the configured secret as is', async () => {
    const secret = 's'.repeat(32);
    expect(
      await resolveJwtSecret(loadConfig({ JWT_SECRET: secret, DATA_DIR: await temporaryDir() })),
    ).toBe(secret);
  });

  it('generates a secret once, keeps it private in DATA_DIR and reuses it', async () => {
    const dataDir = await temporaryDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect(await resolveJwtSecret(config)).toBe(first);
  });

  it('replaces a stored secret that is too short', async () => {
    const dataDir = await temporaryDir();
    await writeFile(path.join(dataDir, 'jwt-secret'), 'kort\n', { mode: 0o644 });
    const secret = await resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(secret).not.toBe('kort');
    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  });
});
