import { randomUUID } from 'node:crypto';
import { calendarDate } from '@bp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investorVersions, sessions, users } from '../../../db/schema';
import { DEMO_INVESTOR_ID } from '../../../seed/demo-accounts';
import { seedDemoData } from '../../../seed/seed';
import { PasswordHasher } from '../../../security/passwords';
import { ManualClock } from '../../../test/clock';
import { databaseKinds, type TestDatabase } from '../../../test/databases';
import { TEST_HASHING } from '../../../test/harness';
import { answerStamp } from '../../../plugins/kept-answers/answer-stamp';
import { storeAnswers } from '../../../plugins/kept-answers/answer-store';
import { embeddedLookup, type LiveSessionLookup, preparedLookup } from './live-session-lookup';

describe.each(databaseKinds())('the live session lookups on $name', (kind) => {
  let database: TestDatabase;
  const clock = new ManualClock();
  const lookups: [string, LiveSessionLookup][] = [];

  beforeAll(async () => {
    database = await kind.create();
    await seedDemoData(database.handle.db, new PasswordHasher(TEST_HASHING), clock);
    lookups.push(['drizzle prepared', preparedLookup(database.handle.db)]);
    const { embedded } = database.handle;
    if (embedded) lookups.push(['named statement', embeddedLookup(embedded)]);
  });
  afterAll(() => database.destroy());

  const newSession = async (userId: string, minutes = 30) => {
    const id = randomUUID();
    const now = clock.now();
    await database.handle.db.insert(sessions).values({
      id,
      userId,
      createdAt: now,
      authenticatedAt: now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
    });
    return id;
  };

  it('agree on a live session, returning the user, the exact expiry and the answers version', async () => {
    const jti = await newSession(DEMO_INVESTOR_ID);
    const [kept] = await database.handle.db
      .select({ version: investorVersions.version })
      .from(investorVersions)
      .where(eq(investorVersions.userId, DEMO_INVESTOR_ID));
    expect(kept?.version).toBeGreaterThan(0n);
    for (const [name, lookup] of lookups) {
      const live = await lookup({ jti, sub: DEMO_INVESTOR_ID, now: clock.now() });
      expect(live, name).toEqual({
        user: {
          id: DEMO_INVESTOR_ID,
          email: 'belegger@example.com',
          role: 'investor',
          username: 'J. de Vries',
        },
        expiresAt: new Date(clock.now().getTime() + 30 * 60_000),
        answersVersion: String(kept?.version),
      });
    }
  });

  it('agree on a user without a name', async () => {
    const [user] = await database.handle.db
      .insert(users)
      .values({ email: 'zonder.naam@example.com', passwordHash: 'x', status: 'active' })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    const jti = await newSession(user.id);
    for (const [name, lookup] of lookups) {
      const live = await lookup({ jti, sub: user.id, now: clock.now() });
      expect(live?.user, name).toEqual({
        id: user.id,
        email: 'zonder.naam@example.com',
        role: 'investor',
        username: null,
      });
      // No write has touched this user's pages yet: version 0, no row.
      expect(live?.answersVersion, name).toBe('0');
    }
  });

  it('find nothing for a revoked, expired, other user’s or inactive session', async () => {
    const revoked = await newSession(DEMO_INVESTOR_ID);
    await database.handle.db
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(eq(sessions.id, revoked));
    const expired = await newSession(DEMO_INVESTOR_ID, 1);
    const live = await newSession(DEMO_INVESTOR_ID);
    const [pending] = await database.handle.db
      .insert(users)
      .values({ email: 'nog.niet.actief@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    if (!pending) throw new Error('no user');
    const ofPending = await newSession(pending.id);
    const later = new Date(clock.now().getTime() + 60_000);

    for (const [name, lookup] of lookups) {
      expect(await lookup({ jti: revoked, sub: DEMO_INVESTOR_ID, now: clock.now() }), name).toBe(
        undefined,
      );
      expect(await lookup({ jti: expired, sub: DEMO_INVESTOR_ID, now: later }), name).toBe(
        undefined,
      );
      expect(await lookup({ jti: live, sub: pending.id, now: clock.now() }), name).toBe(undefined);
      expect(await lookup({ jti: ofPending, sub: pending.id, now: clock.now() }), name).toBe(
        undefined,
      );
      expect(await lookup({ jti: randomUUID(), sub: DEMO_INVESTOR_ID, now: clock.now() })).toBe(
        undefined,
      );
    }
  });

  it('read the kept answer asked for, only at the user’s current version and that day', async () => {
    const jti = await newSession(DEMO_INVESTOR_ID);
    const path = '/api/contracts/summaries';
    const day = calendarDate('2026-11-29');
    const first = await lookups[0]?.[1]({ jti, sub: DEMO_INVESTOR_ID, now: clock.now() });
    const version = first?.answersVersion ?? '';
    await storeAnswers(database.handle.db, [
      { userId: DEMO_INVESTOR_ID, path, stamp: answerStamp(version, day), body: '[{"kept":1}]' },
    ]);
    for (const [name, lookup] of lookups) {
      const at = (answer: { path: string; day: typeof day }) =>
        lookup({ jti, sub: DEMO_INVESTOR_ID, now: clock.now(), answer });
      expect((await at({ path, day }))?.keptAnswer, name).toEqual({
        path,
        day,
        version,
        body: '[{"kept":1}]',
      });
      expect((await at({ path, day: calendarDate('2026-11-30') }))?.keptAnswer?.body, name).toBe(
        null,
      );
      expect((await at({ path: `${path}?x`, day }))?.keptAnswer?.body, name).toBe(null);
      const without = await lookup({ jti, sub: DEMO_INVESTOR_ID, now: clock.now() });
      expect(without?.keptAnswer, name).toBeUndefined();
    }
    // A write to the investor's pages raises the version: the kept answer is no longer found.
    await database.handle.db
      .update(users)
      .set({ username: 'J. de Vries-Bakker' })
      .where(eq(users.id, DEMO_INVESTOR_ID));
    for (const [name, lookup] of lookups) {
      const live = await lookup({
        jti,
        sub: DEMO_INVESTOR_ID,
        now: clock.now(),
        answer: { path, day },
      });
      expect(live?.answersVersion, name).not.toBe(version);
      expect(live?.keptAnswer?.body, name).toBe(null);
    }
  });

  it('run the named statement after a transaction, never inside it', async () => {
    const jti = await newSession(DEMO_INVESTOR_ID);
    for (const [name, lookup] of lookups) {
      let pending: Promise<unknown> = Promise.resolve();
      await database.handle.db
        .transaction(async (tx) => {
          await tx.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, jti));
          // Started while the revocation is not committed: it must wait, not read inside it.
          pending = lookup({ jti, sub: DEMO_INVESTOR_ID, now: clock.now() });
          await new Promise((resolve) => setTimeout(resolve, 20));
          tx.rollback();
        })
        .catch(() => undefined);
      expect(await pending, name).toBeDefined();
    }
  });
});
