import { calendarDate } from '@bp/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, depositPurchases, fundPrices, transactions } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO } from '../../../test/portfolio';
import { verifyLedger } from '../../portfolio';
import { buyTogether, purchaseGroups, type Purchasable } from './buy-together';
import { purchasable, purchaseJob } from './purchase-job';
import { bookReceivedDeposit } from './received-deposit';

const deposit = (depositId: number, contractId: number): Purchasable => ({
  depositId,
  contractId,
  contractNumber: `C-${contractId}`,
  amount: '100.00',
  entryCosts: '0.02',
  navDate: '2026-03-31',
  nav: '10.0000',
});

describe('purchaseGroups', () => {
  it('puts at most one deposit of a contract in a group, in order, at most `size` each', () => {
    const deposits = [deposit(1, 7), deposit(2, 7), deposit(3, 8), deposit(4, 9), deposit(5, 7)];
    const groups = purchaseGroups(deposits, 2).map((group) => group.map((d) => d.depositId));
    expect(groups).toEqual([[1, 3], [4], [2], [5]]);
    expect(purchaseGroups([], 100)).toEqual([]);
  });
});

/**
 * The purchase job buys a month end's deposits a hundred to a transaction; a deposit that cannot
 * be bought (here one the database refuses half-way) stops only itself: its group is bought one
 * by one, the others are bought and it still waits, with nothing of it written.
 */
describe.each(databaseKinds())('buying deposits together on $name', (kind) => {
  let t: TestApp;
  const day = calendarDate('2026-03-02');
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const receive = (contractId: number) =>
      t.db.transaction((tx) =>
        bookReceivedDeposit(tx, contractId, { date: day, kind: 'storting', amount: '250.00' }),
      );
    ids.german1 = await receive(DEMO.german);
    ids.german2 = await receive(DEMO.german);
    ids.american = await receive(DEMO.american);
    ids.dutch = await receive(DEMO.dutch);
    const funds = await t.db
      .selectDistinct({ fundId: contracts.fundId })
      .from(contracts)
      .where(inArray(contracts.id, [DEMO.german, DEMO.american, DEMO.dutch]));
    await t.db
      .insert(fundPrices)
      .values(funds.map(({ fundId }) => ({ fundId, valuationDate: '2026-03-31', nav: '101.5000' })))
      .onConflictDoNothing();
    await t.db.execute(
      sql.raw(`create function test_refuse_purchase() returns trigger language plpgsql as $$
        begin
          if new.contract_id = ${DEMO.american} and new.kind::text = 'aankoop' then
            raise exception 'aankoop geweigerd voor de test';
          end if;
          return new;
        end $$`),
    );
    await t.db.execute(sql`create trigger test_refuse_purchase before insert on transactions
      for each row execute function test_refuse_purchase()`);
    t.clock.advance(new Date('2026-04-01T05:00:00Z').getTime() - t.clock.now().getTime());
  });
  afterAll(() => t.close());

  it('buys every other deposit and leaves the refused one waiting, with nothing of it written', async () => {
    const outcome = await t.app.jobs.run(purchaseJob, calendarDate('2026-04-01'));
    if (outcome.status === 'skipped') throw new Error('The purchase job did not run');
    expect(outcome.counts).toMatchObject({ errors: 1 });
    expect(outcome.counts.bought).toBeGreaterThanOrEqual(3);

    const links = await t.db
      .select({ depositId: depositPurchases.depositId, purchaseId: depositPurchases.purchaseId })
      .from(depositPurchases)
      .where(inArray(depositPurchases.depositId, Object.values(ids)));
    const purchaseOf = new Map(links.map((link) => [link.depositId, link.purchaseId]));
    expect(purchaseOf.get(ids.american ?? 0)).toBeNull();
    for (const name of ['german1', 'german2', 'dutch']) {
      expect(purchaseOf.get(ids[name] ?? 0), name).toEqual(expect.any(Number));
    }
    // The German contract's two deposits each have their own purchase.
    expect(purchaseOf.get(ids.german1 ?? 0)).not.toBe(purchaseOf.get(ids.german2 ?? 0));
    const americanPurchases = await t.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(eq(transactions.contractId, DEMO.american), eq(transactions.tradeDate, '2026-03-31')),
      );
    expect(americanPurchases).toEqual([]);
    const stillWaiting = await t.db
      .select({ depositId: depositPurchases.depositId })
      .from(depositPurchases)
      .where(isNull(depositPurchases.purchaseId));
    expect(stillWaiting.map((row) => row.depositId)).toContain(ids.american);
    expect((await verifyLedger(t.db)).differences).toEqual([]);
  });

  it('buys a group in one transaction, and a deposit bought meanwhile is left alone', async () => {
    await t.db.execute(sql`drop trigger test_refuse_purchase on transactions`);
    const waiting = await purchasable(t.db, calendarDate('2026-04-01'));
    const american = waiting.filter((item) => item.depositId === ids.american);
    expect(american).toHaveLength(1);
    expect(await buyTogether(t.db, american, t.clock.now())).toBe(1);
    expect(await buyTogether(t.db, american, t.clock.now())).toBe(0);
    expect(await purchasable(t.db, calendarDate('2026-04-01'))).toEqual(
      waiting.filter((item) => item.depositId !== ids.american),
    );
    expect((await verifyLedger(t.db)).differences).toEqual([]);
  });
});
