import type { CalendarDate } from '@bp/domain';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contracts, depositPurchases, fundPrices, funds, transactions } from '../../../db/schema';
import { errorText, newCounts, type Job, type JobDeps, type JobResult } from '../jobs/job';
import {
  buyTogether,
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
      // A group of one: a bad deposit stops only itself.
      for (const deposit of group) {
        try {
          counts.bought += await buyTogether(deps.db, [deposit], deps.clock.now());
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
