import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema';
import { DEMO_INVESTOR_ID } from '../../../seed/demo-accounts';
import { seedDemoData } from '../../../seed/seed';
import { PasswordHasher } from '../../../security/passwords';
import { SessionTokens } from '../../../security/session-token';
import { ManualClock } from '../../../test/clock';
import { mustRenew } from '../../../test/sessions';
import { databaseKinds, type TestDatabase } from '../../../test/databases';
import { TEST_HASHING, TEST_JWT_SECRET } from '../../../test/harness';
import { BoundedSessionCache } from './live-session-cache';
import { embeddedLookup } from './live-session-lookup';
import { SessionService } from './service';
import { sessionStoreFor } from './session-store';

const embeddedKinds = databaseKinds().filter((kind) => kind.name === 'PGlite');

/**
 * A cache that would trust an entry for a day: whatever is refused right after a write here
 * was evicted by that write, not aged out.
 */
describe.each(embeddedKinds)('the session cache on $name', (kind) => {
  let database: TestDatabase;
  let service: SessionService;
  const clock = new ManualClock();
  const investor = { id: DEMO_INVESTOR_ID, role: 'investor' as const };

  beforeAll(async () => {
    database = await kind.create();
    await seedDemoData(database.handle.db, new PasswordHasher(TEST_HASHING), clock);
    const { embedded } = database.handle;
    if (!embedded) throw new Error('PGlite without its client');
    service = new SessionService(
      database.handle.db,
      new SessionTokens(TEST_JWT_SECRET),
      clock,
      30,
      {
        lookup: embeddedLookup(embedded),
        cache: new BoundedSessionCache(clock, { maxEntries: 100, ttlMs: 24 * 60 * 60_000 }),
      },
    );
  });
  afterAll(() => database.destroy());

  const liveSession = async () => {
    const session = await service.start(investor, 'vitest');
    expect(await service.authenticate(session.token)).not.toBeNull();
    return session;
  };

  it('answers from memory while an entry is trusted', async () => {
    const { token, claims } = await liveSession();
    // Around the service, so nothing evicts: the cache still answers (why every write evicts).
    await database.handle.db
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(eq(sessions.id, claims.jti));
    expect(await service.authenticate(token)).not.toBeNull();
  });

  it('refuses a revoked session on the very next request', async () => {
    const { token, claims } = await liveSession();
    await service.revoke(claims.jti);
    expect(await service.authenticate(token)).toBeNull();
  });

  it('refuses the session a revoked one was renewed from', async () => {
    const first = await liveSession();
    const auth = await service.authenticate(first.token);
    if (!auth) throw new Error('The session was not live');
    const second = await mustRenew(service, auth);
    expect(await service.authenticate(first.token)).not.toBeNull();
    expect(await service.authenticate(second.token)).not.toBeNull();
    await service.revoke(second.claims.jti);
    expect(await service.authenticate(first.token)).toBeNull();
    expect(await service.authenticate(second.token)).toBeNull();
  });

  it('refuses the renewed-from session once its grace period is over', async () => {
    const old = await liveSession();
    const auth = await service.authenticate(old.token);
    if (!auth) throw new Error('The session was not live');
    const renewed = await mustRenew(service, auth);
    clock.advance(31_000);
    expect(await service.authenticate(old.token)).toBeNull();
    expect(await service.authenticate(renewed.token)).not.toBeNull();
  });

  it('refuses every session of a user ended in a transaction (a password reset)', async () => {
    const sessionsOfUser = [await liveSession(), await liveSession()];
    await database.handle.db.transaction((tx) => service.revokeAllOfUser(investor.id, tx));
    for (const { token } of sessionsOfUser) expect(await service.authenticate(token)).toBeNull();
  });

  it('refuses an expired session by the clock', async () => {
    const { token } = await liveSession();
    clock.advanceMinutes(29);
    expect(await service.authenticate(token)).not.toBeNull();
    clock.advanceMinutes(1);
    expect(await service.authenticate(token)).toBeNull();
  });
});

// PGlite's own cache: in a run on PostgreSQL alone (TEST_DATABASES=postgres) there is none to check.
describe.runIf(embeddedKinds.length > 0)('the session store per database kind', () => {
  it('caches for the embedded database only', async () => {
    const [pglite] = embeddedKinds;
    if (!pglite) throw new Error('No PGlite');
    const database = await pglite.create();
    try {
      const store = sessionStoreFor(database.handle.embedded, new ManualClock());
      expect(store.cache).toBeInstanceOf(BoundedSessionCache);
      expect(store.lookup).toBeDefined();
    } finally {
      await database.destroy();
    }
    expect(sessionStoreFor(null, new ManualClock())).toEqual({});
  });
});
