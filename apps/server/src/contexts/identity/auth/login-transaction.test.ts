import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters, users } from '../../../db/schema';
import { PasswordHasher } from '../../../security/passwords';
import { databaseKinds } from '../../../test/databases';
import { failEvery } from '../../../test/forced-failure';
import { TEST_HASHING, createTestApp, freshIp, type TestApp } from '../../../test/harness';

describe.each(databaseKinds())('the writes of a successful login on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const EMAIL = 'oude.hash@example.com';
  const PASSWORD = 'Oude-hash-2026';

  const login = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: EMAIL, password },
      remoteAddress: freshIp(),
    });
  const storedHash = async () => {
    const [row] = await t.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, EMAIL));
    return row?.passwordHash;
  };
  const failuresCounted = async () => {
    const [row] = await t.db
      .select({ count: sql<number>`coalesce(sum(${rateLimitCounters.count}), 0)::int` })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `login:account:${EMAIL}`));
    return row?.count;
  };

  it('resets the failures, rehashes and starts the session together, or does none of it', async () => {
    // Hashed with other parameters than the server's: a successful login rehashes it.
    const outdated = new PasswordHasher({
      ...TEST_HASHING,
      memoryCost: 2 * TEST_HASHING.memoryCost,
    });
    const oldHash = await outdated.hash(PASSWORD);
    await t.db.insert(users).values({ email: EMAIL, passwordHash: oldHash, status: 'active' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await login(`Fout-wachtwoord-${attempt}`)).statusCode).toBe(401);
    }
    expect(await failuresCounted()).toBe(3);

    const restore = await failEvery(t.db, 'INSERT', 'sessions');
    try {
      expect((await login(PASSWORD)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    // The attempt took its slot before its password was checked; freeing the slots was part of
    // the transaction that failed, so it still counts.
    expect(await failuresCounted()).toBe(4);
    expect(await storedHash()).toBe(oldHash);

    expect((await login(PASSWORD)).statusCode).toBe(200);
    expect(await failuresCounted()).toBe(0);
    const newHash = await storedHash();
    expect(newHash).not.toBe(oldHash);
    expect(new PasswordHasher(TEST_HASHING).needsRehash(newHash ?? '')).toBe(false);
  });
});
