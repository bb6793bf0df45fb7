import { bookSellBack, calendarDate, type CalendarDate } from '@bp/domain';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { collectionSellBacks, collections, contracts, fundPrices } from '../../../db/schema';
import { newestBooking } from '../collections/reverse-collection';
import type { JobDeps } from '../jobs/job';
import { book } from '../../portfolio';

/** Units of a reversed collection that wait to be sold, with the NAV that may sell them now. */
export interface SellableBack {
  collectionId: string;
  contractId: number;
  contractNumber: string;
  units: string;
  reversedAmount: string;
  navDate: string;
  nav: string;
}

/**
 * Every sell-back whose fund has a NAV on or after its valuation date (and on or before the
 * run's date): the first such NAV sells it, the rule that buys (forward pricing).
 */
export function sellableBacks(db: Database, date: CalendarDate): Promise<SellableBack[]> {
  const nav = db
    .select({ date: fundPrices.valuationDate, nav: fundPrices.nav })
    .from(fundPrices)
    .where(
      and(
        eq(fundPrices.fundId, contracts.fundId),
        gte(fundPrices.valuationDate, collectionSellBacks.valuationDate),
        lte(fundPrices.valuationDate, date),
      ),
    )
    .orderBy(asc(fundPrices.valuationDate))
    .limit(1)
    .as('sell_back_nav');
  return db
    .select({
      collectionId: collectionSellBacks.collectionId,
      contractId: collectionSellBacks.contractId,
      contractNumber: contracts.contractNumber,
      units: collectionSellBacks.units,
      reversedAmount: collections.amount,
      navDate: nav.date,
      nav: nav.nav,
    })
    .from(collectionSellBacks)
    .innerJoin(collections, eq(collections.id, collectionSellBacks.collectionId))
    .innerJoin(contracts, eq(contracts.id, collectionSellBacks.contractId))
    .innerJoinLateral(nav, sql`true`)
    .where(isNull(collectionSellBacks.saleId))
    .orderBy(asc(collectionSellBacks.contractId), asc(collectionSellBacks.valuationDate));
}

/**
 * Sells back the units of one reversed collection: the `verkoop` at the NAV of its valuation
 * date, the `storno` of the reversed amount and the administrator's settlement of the difference
 * (bookSellBack), through the ledger's one write path, and the links from the sell-back (sale)
 * and the collection (storno) to them, in one transaction on the locked row. One sold meanwhile
 * is left alone: false.
 */
export async function sellBack(deps: Pick<JobDeps, 'db' | 'clock'>, item: SellableBack) {
  return deps.db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ collectionId: collectionSellBacks.collectionId })
      .from(collectionSellBacks)
      .where(
        and(
          eq(collectionSellBacks.collectionId, item.collectionId),
          isNull(collectionSellBacks.saleId),
        ),
      )
      .for('update');
    if (!waiting) return false;
    await book(
      tx,
      item.contractId,
      bookSellBack({
        date: calendarDate(item.navDate),
        units: item.units,
        nav: item.nav,
        reversedAmount: item.reversedAmount,
      }),
    );
    const saleId = await newestBooking(tx, item.contractId, 'verkoop');
    const stornoId = await newestBooking(tx, item.contractId, 'storno');
    await tx
      .update(collectionSellBacks)
      .set({ saleId, soldAt: deps.clock.now() })
      .where(eq(collectionSellBacks.collectionId, item.collectionId));
    await tx.update(collections).set({ stornoId }).where(eq(collections.id, item.collectionId));
    return true;
  });
}
