import type { PasswordHashingParams } from '../security/passwords';

/** Cheap argon2id for tests; production keeps the OWASP parameters. */
export const TEST_HASHING: PasswordHashingParams = {
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
};
