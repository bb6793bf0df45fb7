import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { JWT_SECRET_MIN_LENGTH, type Config } from './config';

/**
 * The configured secret, or for a local (embedded database, non-production) run a random one
 * generated on first start and kept in DATA_DIR/jwt-secret (mode 0600), so sessions survive a
 * restart without a secret ever living in the repository.
 */
export async function resolveJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret !== null) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  const existing = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );
  if (existing !== null && existing.length >= JWT_SECRET_MIN_LENGTH) return existing;

  const secret = randomBytes(48).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  // writeFile's mode only applies when it creates the file; tighten a pre-existing one too.
  await chmod(file, 0o600);
  return secret;
}
