import { hash, parseOptions, verify } from '@node-rs/argon2';

export interface PasswordHashingParams {
  /** KiB of memory per hash. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP Password Storage Cheat Sheet minimum for argon2id: m=19456 KiB, t=2, p=1. */
export const OWASP_ARGON2ID: PasswordHashingParams = {
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** argon2id hashing (the library's default algorithm) with a fixed cost policy. */
export class PasswordHasher {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly params: PasswordHashingParams = OWASP_ARGON2ID) {}

  hash(password: string): Promise<string> {
    return hash(password, this.params);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash must read as "wrong password", not as a server error.
      return false;
    }
  }

  /**
   * Spends the same time as a real verification, for e-mail addresses without an account, so
   * the response time does not tell which addresses exist.
   */
  async verifyAgainstDummy(password: string): Promise<void> {
    this.dummyHash ??= this.hash('dummy-password-for-timing-equality');
    await this.verify(await this.dummyHash, password);
  }

  /** True when the hash was made with other parameters than today's policy. */
  needsRehash(passwordHash: string): boolean {
    try {
      const used = parseOptions(passwordHash);
      return (
        used.memoryCost !== this.params.memoryCost ||
        used.timeCost !== this.params.timeCost ||
        used.parallelism !== this.params.parallelism
      );
    } catch {
      return true;
    }
  }
}
