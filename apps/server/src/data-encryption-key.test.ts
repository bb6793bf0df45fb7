import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DATA_ENCRYPTION_KEY_FILE, resolveDataEncryptionKey } from './data-encryption-key';
import { newEncryptionKey } from './security/encryption';
import { temporaryDir } from './test/harness';

describe('resolveDataEncryptionKey', () => {
  it('uses the configured key as is, and writes nothing', async () => {
    const key = newEncryptionKey();
    const dataDir = await temporaryDir();
    const config = loadConfig({ DATA_ENCRYPTION_KEY: key.toString('hex'), DATA_DIR: dataDir });
    expect((await resolveDataEncryptionKey(config)).equals(key)).toBe(true);
    await expect(stat(path.join(dataDir, DATA_ENCRYPTION_KEY_FILE))).rejects.toThrow();
  });

  it('generates a key once, keeps it private in DATA_DIR and reuses it', async () => {
    const dataDir = await temporaryDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await resolveDataEncryptionKey(config);
    expect(first).toHaveLength(32);
    const file = path.join(dataDir, DATA_ENCRYPTION_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.toString('base64'));
    expect((await resolveDataEncryptionKey(config)).equals(first)).toBe(true);
  });

  it('refuses a stored key it cannot read rather than replace it (and lose the documents)', async () => {
    const dataDir = await temporaryDir();
    const file = path.join(dataDir, DATA_ENCRYPTION_KEY_FILE);
    await writeFile(file, 'kort\n', { mode: 0o600 });
    await expect(resolveDataEncryptionKey(loadConfig({ DATA_DIR: dataDir }))).rejects.toThrow(
      /geen sleutel van 32 bytes/,
    );
    expect(await readFile(file, 'utf8')).toBe('kort\n');
  });

  it('tightens a stored key that others could read', async () => {
    const dataDir = await temporaryDir();
    const key = newEncryptionKey();
    const file = path.join(dataDir, DATA_ENCRYPTION_KEY_FILE);
    await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o644 });
    expect((await resolveDataEncryptionKey(loadConfig({ DATA_DIR: dataDir }))).equals(key)).toBe(
      true,
    );
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
