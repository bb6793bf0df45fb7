import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema';
import { SessionTokens } from '../../../security/session-token';
import { DEMO_INVESTOR_ID } from '../../../seed/demo-accounts';
import { seedDemoData } from '../../../seed/seed';
import { PasswordHasher } from '../../../security/passwords';
import { ManualClock } from '../../../test/clock';
import { mustRenew } from '../../../test/sessions';
import { databaseKinds, type TestDatabase } from '../../../test/databases';
import { TEST_HASHING, TEST_JWT_SECRET } from '../../../test/harness';
import { RENEWAL_GRACE_MS, SessionService } from './service';

describe.each(databaseKinds())('sessions on $name', (kind) => {
  let database: TestDatabase;
  let service: SessionService;
  const clock = new ManualClock();
  const investor = { id: DEMO_INVESTOR_ID, role: 'investor' as const };

  beforeAll(async () => {
    database = await kind.create();
    await seedDemoData(database.handle.db, new PasswordHasher(TEST_HASHING), clock);
    service = new SessionService(database.handle.db, new SessionTokens(TEST_JWT_SECRET), clock, 30);
  });
  afterAll(() => database.destroy());

  const row = async (id: string) => {
    const [found] = await database.handle.db.select().from(sessions).where(eq(sessions.id, id));
    return found;
  };

  it('authenticates a live session with one prepared query, and no longer once it ends', async () => {
    const { token, claims } = await service.start(investor, 'vitest');
    const auth = await service.authenticate(token);
    expect(auth?.user).toEqual({
      id: DEMO_INVESTOR_ID,
      email: 'belegger@example.com',
      role: 'investor',
      username: 'J. de Vries',
    });
    // The prepared query runs again with other values, not the first ones.
    const other = await service.start(investor, 'vitest');
    expect((await service.authenticate(other.token))?.claims.jti).toBe(other.claims.jti);

    await service.revoke(claims.jti);
    expect(await service.authenticate(token)).toBeNull();
    expect(await service.authenticate(other.token)).not.toBeNull();
  });

  it('renews in one transaction: the old row keeps its expiry when the new one fails', async () => {
    const { token, claims } = await service.start(investor, 'vitest');
    const auth = await service.authenticate(token);
    if (!auth) throw new Error('The session was not live');
    const before = await row(claims.jti);

    // A user that does not exist: the new session row violates its foreign key.
    const ghost = { ...auth, user: { ...auth.user, id: randomUUID() } };
    await expect(service.renew(ghost, 'vitest')).rejects.toThrow();
    expect((await row(claims.jti))?.expiresAt).toEqual(before?.expiresAt);

    const renewed = await mustRenew(service, auth);
    expect((await row(renewed.claims.jti))?.renewedFrom).toBe(claims.jti);
    expect((await row(claims.jti))?.expiresAt.getTime()).toBe(
      clock.now().getTime() + RENEWAL_GRACE_MS,
    );
  });

  it('revokes a renewed session together with the one it replaced, in one statement', async () => {
    const first = await service.start(investor, 'vitest');
    const auth = await service.authenticate(first.token);
    if (!auth) throw new Error('The session was not live');
    const second = await mustRenew(service, auth);

    await service.revoke(second.claims.jti);
    expect((await row(second.claims.jti))?.revokedAt).toEqual(clock.now());
    expect((await row(first.claims.jti))?.revokedAt).toEqual(clock.now());

    // Revoking again changes nothing: the first revocation time stays.
    clock.advanceMinutes(1);
    await service.revoke(second.claims.jti);
    expect((await row(first.claims.jti))?.revokedAt).not.toEqual(clock.now());
  });
});
