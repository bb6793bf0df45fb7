import { bookDeposit, calendarDate } from '@bp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO, demoFundOf } from '../../../test/portfolio';
import { sqlRows } from '../../../test/sql-rows';
import { book } from './book';
import { recordNavs } from './navs';
import { verifyLedger } from './verify';

const postgres = databaseKinds().find((kind) => kind.name === 'PostgreSQL');

const TOP_UP = bookDeposit({
  date: calendarDate('2026-03-02'),
  kind: 'storting',
  amount: '1000.00',
  entryCostRate: '0.02',
  nav: '140.1505',
});

/**
 * Two writers on one contract at once, as on PostgreSQL a month end's purchases meet the next
 * NAV's approval: the second waits for the first's lock on the contract and must then add to
 * what the first wrote. (PGlite has one connection, so its transactions never overlap.)
 */
describe.runIf(postgres)('a write waiting for another on the same contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (postgres) t = await createTestApp(postgres);
  });
  afterAll(() => t?.close());

  /** Resolves once another connection of this database waits for a row lock. */
  async function someoneWaitsForALock(): Promise<void> {
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const [row] = await sqlRows<{ waiting: string }>(
        t.db,
        sql`select count(*)::text as waiting from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (row?.waiting !== '0') return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('The second writer never waited for the first');
  }

  /** `first` books inside a transaction that stays open until `second` waits for it. */
  async function overlapping(second: (db: Database) => Promise<void>): Promise<void> {
    let secondDone: Promise<void> = Promise.resolve();
    await t.db.transaction(async (tx) => {
      await book(tx, DEMO.dutch, TOP_UP);
      secondDone = second(t.db);
      await someoneWaitsForALock();
    });
    await secondDone;
  }

  it('a booking after a booking keeps both in the position', async () => {
    await overlapping((db) => book(db, DEMO.dutch, TOP_UP));
    expect((await verifyLedger(t.db)).differences).toEqual([]);
  });

  it('a NAV after a booking keeps the booking in the position', async () => {
    const fund = await demoFundOf(t, DEMO.dutch);
    await overlapping((db) =>
      recordNavs(db, [{ fundId: fund.fundId, date: calendarDate('2026-03-31'), nav: fund.nav }]),
    );
    expect((await verifyLedger(t.db)).differences).toEqual([]);
  });
});
