import { describe, expect, it } from 'vitest';
import { OWASP_ARGON2ID, PasswordHasher } from './passwords';

describe('PasswordHasher', () => {
  it('uses argon2id with the OWASP parameters by default', async () => {
    const hasher = new PasswordHasher();
    const hash = await hasher.hash('Belegger-demo-2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(OWASP_ARGON2ID).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await hasher.verify(hash, 'Belegger-demo-2026')).toBe(true);
    expect(await hasher.verify(hash, 'belegger-demo-2026')).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it('salts every hash and reads a malformed hash as a mismatch', async () => {
    const hasher = new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    const [a, b] = [
      await hasher.hash('Zelfde-wachtwoord-1'),
      await hasher.hash('Zelfde-wachtwoord-1'),
    ];
    expect(a).not.toBe(b);
    expect(await hasher.verify('geen-hash', 'Zelfde-wachtwoord-1')).toBe(false);
  });

  it('flags hashes made under another cost policy for rehashing', async () => {
    const cheap = await new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }).hash(
      'x',
    );
    expect(new PasswordHasher().needsRehash(cheap)).toBe(true);
    expect(new PasswordHasher().needsRehash('geen-hash')).toBe(true);
  });
});
