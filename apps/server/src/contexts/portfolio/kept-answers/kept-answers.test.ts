import { todayInAmsterdam } from '@bp/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { contracts, keptAnswers, users } from '../../../db/schema';
import { sqlRows } from '../../../db/sql-rows';
import { databaseKinds } from '../../../test/databases';
import { BELEGGER, createTestApp, logIn, TEST_HASHING, type TestApp } from '../../../test/harness';
import { DEMO } from '../../../test/portfolio';
import { refreshKeptAnswers } from './refresh';
import { SUMMARIES_PATH, returnsPath } from './standard-answers';
import { verifyKeptAnswers } from './verify';

describe.each(databaseKinds())('kept standard answers on $name', (kind) => {
  let t: TestApp;
  let ownerId: string;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, BELEGGER.email));
    ownerId = owner?.id ?? '';
  });
  afterAll(() => t.close());

  const today = () => todayInAmsterdam(t.clock.now());
  /**
   * A second instance on the same database: nothing kept in its process yet. (Not as the owner
   * of an embedded database: its named statements are the first instance's.)
   */
  async function freshInstance(): Promise<FastifyInstance> {
    const app = await buildApp({
      config: t.config,
      db: t.db,
      embedded: null,
      clock: t.clock,
      passwordHashing: TEST_HASHING,
    });
    await app.ready();
    return app;
  }
  const keptOf = (userId: string) =>
    t.db
      .select({ path: keptAnswers.path, body: keptAnswers.body, stamp: keptAnswers.stamp })
      .from(keptAnswers)
      .where(eq(keptAnswers.userId, userId));

  it('keeps every investor’s overview and standard periods, exactly as the routes send them', async () => {
    const first = await refreshKeptAnswers(t.db, today());
    expect(first.errors).toEqual([]);
    expect(first.investors).toBeGreaterThan(0);
    const kept = await keptOf(ownerId);
    // The overview and three periods for each of the four demo contracts.
    expect(kept.map((row) => row.path)).toContain(SUMMARIES_PATH);
    expect(kept).toHaveLength(1 + 4 * 3);
    expect(kept.map((row) => row.path)).toContain(
      returnsPath(DEMO.dutch, { van: '2019-03-01', tot: today() } as never),
    );
    const app = await freshInstance();
    try {
      for (const { path, body } of kept) {
        const response = await app.inject({ url: path, headers: { cookie } });
        expect(response.statusCode, path).toBe(200);
        expect(response.body, path).toBe(body);
      }
      // All served from the database: nothing was computed, so nothing new was kept.
      expect(app.keptAnswers.size).toBe(kept.length);
    } finally {
      await app.close();
    }
    expect((await refreshKeptAnswers(t.db, today())).investors).toBe(0);
    expect(await verifyKeptAnswers(t.db, today())).toEqual({
      investors: expect.any(Number),
      answers: expect.any(Number),
      differences: [],
    });
  });

  it('keeps a period the investor chose only in the process, not in the database', async () => {
    const custom = `/api/contracts/${DEMO.dutch}/rendement?van=2024-02-01&tot=2024-09-30`;
    const response = await t.app.inject({ url: custom, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await keptOf(ownerId)).map((row) => row.path)).not.toContain(custom);
  });

  it('lets ledger:verify catch a kept answer that a write did not make stale', async () => {
    // A write that raises no version (its trigger switched off) leaves the kept overview wrong.
    const table = sql.raw('contracts');
    await t.db.execute(sql`alter table ${table} disable trigger contracts_version_updated_to`);
    await t.db.execute(sql`alter table ${table} disable trigger contracts_version_updated_from`);
    try {
      await t.db
        .update(contracts)
        .set({ description: 'Nooit gezien' })
        .where(eq(contracts.id, DEMO.dutch));
    } finally {
      await t.db.execute(sql`alter table ${table} enable trigger contracts_version_updated_to`);
      await t.db.execute(sql`alter table ${table} enable trigger contracts_version_updated_from`);
    }
    const verification = await verifyKeptAnswers(t.db, today());
    expect(verification.differences).toEqual([{ userId: ownerId, path: SUMMARIES_PATH }]);
    // A sample as large as the served investors finds it too; an empty one checks nothing.
    const everyone = await verifyKeptAnswers(t.db, today(), { sample: verification.investors });
    expect(everyone).toEqual(verification);
    expect(await verifyKeptAnswers(t.db, today(), { sample: 0 })).toEqual({
      investors: 0,
      answers: 0,
      differences: [],
    });
    // With the trigger on, the same write makes it stale: the next run keeps it again.
    await t.db
      .update(contracts)
      .set({ description: 'Aanvulling pensioen' })
      .where(eq(contracts.id, DEMO.dutch));
    expect((await verifyKeptAnswers(t.db, today())).differences).toEqual([]);
    expect((await refreshKeptAnswers(t.db, today())).investors).toBe(1);
    const [row] = await sqlRows<{ body: string }>(
      t.db,
      sql`select body from kept_answers where user_id = ${ownerId} and path = ${SUMMARIES_PATH}`,
    );
    expect(JSON.parse(row?.body ?? '[]')[0].Omschrijving).toBe('Aanvulling pensioen');
  });

  it('drops what was kept for an earlier day when it keeps the new day’s answers', async () => {
    t.clock.advance(24 * 60 * 60 * 1000);
    await refreshKeptAnswers(t.db, today());
    const kept = await keptOf(ownerId);
    expect(kept).toHaveLength(1 + 4 * 3);
    expect(kept.every((row) => row.stamp.endsWith(`@${today()}`))).toBe(true);
  });
});
