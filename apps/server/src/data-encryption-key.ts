import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';
import { newEncryptionKey, parseEncryptionKey } from './security/encryption';

/** Beside jwt-secret in DATA_DIR, owner-only. */
export const DATA_ENCRYPTION_KEY_FILE = 'data-encryption-key';

/**
 * The configured key, or for a local (non-production) run a random one generated on first start
 * and kept in DATA_DIR/data-encryption-key (mode 0600), so encrypted uploads stay readable after
 * a restart without a key ever living in the repository. A stored key that cannot be read as
 * one is an error, not replaced: whatever it encrypted would be lost with it.
 */
export async function resolveDataEncryptionKey(config: Config): Promise<Buffer> {
  if (config.dataEncryptionKey !== null) return config.dataEncryptionKey;
  const file = path.join(config.dataDir, DATA_ENCRYPTION_KEY_FILE);
  const existing = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );
  if (existing !== null && existing !== '') {
    const key = parseEncryptionKey(existing);
    if (key === null) {
      throw new Error(
        `${file} bevat geen sleutel van 32 bytes; herstel het bestand of zet DATA_ENCRYPTION_KEY / ${file} holds no 32-byte key; restore the file or set DATA_ENCRYPTION_KEY`,
      );
    }
    await chmod(file, 0o600);
    return key;
  }

  const key = newEncryptionKey();
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600 });
  // writeFile's mode only applies when it creates the file; tighten a pre-existing one too.
  await chmod(file, 0o600);
  return key;
}
