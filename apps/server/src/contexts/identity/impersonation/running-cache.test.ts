import { IMPERSONATION_END_REASONS } from '@bp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { ADMIN, BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';
import { RunningImpersonationCache } from './running-cache';

const REASON = 'Belegger vroeg naar zijn jaaropgave';
const HOUR = 60 * 60 * 1000;

// On the embedded database the gate keeps in memory which impersonation runs in each login:
// every change must be seen by the very next request, however it was written.
describe.each(databaseKinds())(
  'who an administrator’s request acts as, at once, on $name',
  (kind) => {
    let t: TestApp;
    let admin: string;
    let investorId: string;
    const me = async () =>
      (await t.app.inject({ url: '/api/users/me', headers: { cookie: admin } })).json() as {
        email: string;
        impersonation?: { investorId: string };
      };

    beforeAll(async () => {
      t = await createTestApp(kind);
      admin = await logIn(t.app, ADMIN.email, ADMIN.password);
      const [demo] = await t.db
        .select()
        .from(users)
        .where(sql`email = ${BELEGGER.email}`);
      if (!demo) throw new Error('The demo investor is missing');
      investorId = demo.id;
    });
    afterAll(() => t.close());

    it('sees a start, and an end written straight into the table, at the next request', async () => {
      expect((await me()).email).toBe(ADMIN.email);
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/admin/impersonations',
        payload: { investorId, reason: REASON },
        headers: { cookie: admin },
      });
      expect(started.statusCode, started.body).toBe(201);
      expect((await me()).impersonation?.investorId).toBe(investorId);
      // Not through the service: the table's trigger is what tells the gate.
      await t.db
        .execute(sql`update impersonations set ended_at = ${t.clock.now().toISOString()}::timestamptz,
      end_reason = ${IMPERSONATION_END_REASONS[0]} where ended_at is null`);
      const after = await me();
      expect(after.email).toBe(ADMIN.email);
      expect(after.impersonation).toBeUndefined();
    });

    it('stops a view at its end by the clock, without any write', async () => {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/admin/impersonations',
        payload: { investorId, reason: REASON },
        headers: { cookie: admin },
      });
      expect(started.statusCode, started.body).toBe(201);
      expect((await me()).impersonation?.investorId).toBe(investorId);
      t.clock.advance(HOUR / 2);
      expect((await me()).impersonation).toBeUndefined();
    });
  },
);

describe('RunningImpersonationCache', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const running = { id: 'a', expiresAt: new Date('2026-11-28T12:30:00Z') };

  it('asks once per login, and again after a change', async () => {
    const cache = new RunningImpersonationCache();
    let asked = 0;
    const load = async () => {
      asked += 1;
      return running;
    };
    expect(await cache.runningIn('s1', now, load)).toEqual(running);
    expect(await cache.runningIn('s1', now, load)).toEqual(running);
    expect(asked).toBe(1);
    cache.clear();
    await cache.runningIn('s1', now, load);
    expect(asked).toBe(2);
  });

  it('keeps no answer that was read while a change came in', async () => {
    const cache = new RunningImpersonationCache();
    let asked = 0;
    const slow = async () => {
      asked += 1;
      cache.clear(); // the change commits while the lookup is under way
      return undefined;
    };
    expect(await cache.runningIn('s1', now, slow)).toBeUndefined();
    expect(await cache.runningIn('s1', now, async () => running)).toEqual(running);
    expect(asked).toBe(1);
  });
});
