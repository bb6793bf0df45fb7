import type { CalendarDate } from '@bp/domain';
import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contracts, depositPurchases, fundPrices, funds, transactions } from '../../../db/schema';
import { errorText, newCounts, type Job, type JobDeps, type JobResult } from '../jobs/job';
import { book } from '../../portfolio';
import {
  buyTogether,
  purchaseEntries,
  purchaseGroups,
  PURCHASES_PER_TRANSACTION,
  type Purchasable,
} from './buy-together';
import { sellableBacks, sellBack } from './sell-back';

/**
 * Every deposit without units whose fund has a NAV on or after its valuation date (and on or
 * before the run's date): the first such NAV buys it. The amount is looked up per deposit that
 * has its NAV (a subquery in the select list): joined instead, the planner read all 7,4 million
 * bookings of the scale bench for the forty thousand waiting deposits, 2,7 s per run.
 */
export function purchasable(db: Database, date: CalendarDate): Promise<Purchasable[]> {
  const nav = db
    .select({ date: fundPrices.valuationDate, nav: fundPrices.nav })
    .from(fundPrices)
    .where(
      and(
        eq(fundPrices.fundId, contracts.fundId),
        gte(fundPrices.valuationDate, depositPurchases.valuationDate),
        lte(fundPrices.valuationDate, date),
      ),
    )
    .orderBy(asc(fundPrices.valuationDate))
    .limit(1)
    .as('purchase_nav');
  return db
    .select({
      depositId: depositPurchases.depositId,
      contractId: depositPurchases.contractId,
      contractNumber: contracts.contractNumber,
      amount: sql<string>`(select ${transactions.amount}::text from ${transactions} where ${transactions.id} = ${depositPurchases.depositId})`,
      entryCosts: funds.entryCosts,
      navDate: nav.date,
      nav: nav.nav,
    })
    .from(depositPurchases)
    .innerJoin(contracts, eq(contracts.id, depositPurchases.contractId))
    .innerJoin(funds, eq(funds.id, contracts.fundId))
    .innerJoinLateral(nav, sql`true`)
    .where(isNull(depositPurchases.purchaseId))
    .orderBy(asc(depositPurchases.contractId), asc(depositPurchases.depositId));
}

/**
 * Buys the units of one deposit: the entry costs and the `aankoop` (bookPurchase, the rules of
 * every deposit) dated on the NAV's valuation date, and the link from the deposit to it, in one
 * transaction on the locked row. A deposit bought meanwhile is left alone: false. Used for the
 * deposits of a group that could not be bought together (buy-together.ts).
 */
async function buy(deps: JobDeps, deposit: Purchasable): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ depositId: depositPurchases.depositId })
      .from(depositPurchases)
      .where(
        and(eq(depositPurchases.depositId, deposit.depositId), isNull(depositPurchases.purchaseId)),
      )
      .for('update');
    if (!waiting) return false;
    await book(tx, deposit.contractId, purchaseEntries(deposit));
    // book() holds the contract's lock until our commit: the newest purchase is this one.
    const [purchase] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.contractId, deposit.contractId), eq(transactions.kind, 'aankoop')))
      .orderBy(desc(transactions.id))
      .limit(1);
    if (!purchase) throw new Error('The purchase was not booked');
    await tx
      .update(depositPurchases)
      .set({ purchaseId: purchase.id, purchasedAt: deps.clock.now() })
      .where(eq(depositPurchases.depositId, deposit.depositId));
    return true;
  });
}

/**
 * `aankoop-participaties`: buys the units of received deposits once their NAV is there, and
 * sells back the units of reversed collections at the NAV of their valuation date (the same
 * forward pricing, after the purchases, so a deposit bought on this run can be sold back too).
 */
export const purchaseJob: Job = {
  name: 'aankoop-participaties',
  description:
    'koopt participaties voor ontvangen inleg (en verkoopt die van teruggeboekte incasso’s) tegen de koers van de volgende waarderingsdatum / buys units for received deposits (and sells those of reversed collections) at the NAV of the next valuation date',
  async run(deps: JobDeps, date: CalendarDate): Promise<JobResult> {
    const counts = newCounts(['bought', 'soldBack', 'errors']);
    const errors: string[] = [];
    const waiting = await purchasable(deps.db, date);
    for (const group of purchaseGroups(waiting, PURCHASES_PER_TRANSACTION)) {
      try {
        counts.bought += await buyTogether(deps.db, group, deps.clock.now());
        continue;
      } catch (error) {
        deps.log.warn({ err: error, deposits: group.length }, 'group purchase failed: one by one');
      }
      for (const deposit of group) {
        try {
          if (await buy(deps, deposit)) counts.bought += 1;
        } catch (error) {
          counts.errors += 1;
          errors.push(
            `${deposit.contractNumber} (boeking ${deposit.depositId}): ${errorText(error)}`,
          );
          deps.log.error({ err: error, depositId: deposit.depositId }, 'purchase of units failed');
        }
      }
    }
    for (const item of await sellableBacks(deps.db, date)) {
      try {
        if (await sellBack(deps, item)) counts.soldBack += 1;
      } catch (error) {
        counts.errors += 1;
        errors.push(`${item.contractNumber} (terugverkoop): ${errorText(error)}`);
        deps.log.error({ err: error, collectionId: item.collectionId }, 'sell-back failed');
      }
    }
    return { counts, errors };
  },
};
