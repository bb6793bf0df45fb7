import {
  bookDistribution,
  bookPurchase,
  bookSellBack,
  euro,
  TRANSACTION_KIND,
  type CalendarDate,
} from '@bp/domain';
import { aliasedTable, and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  collectionSellBacks,
  collections,
  contracts,
  depositPurchases,
  transactions,
} from '../../../db/schema';
import { newestBooking } from '../collections/reverse-collection';
import {
  BOOKED_COLUMNS,
  bookCorrected,
  companions,
  standing,
  toBooked,
  type Group,
} from './booked';

/** The purchases of waiting deposits at (fund, date): entry costs and `aankoop`. */
export async function purchaseGroups(
  db: Database,
  fundId: number,
  date: CalendarDate,
): Promise<Group[]> {
  const deposit = aliasedTable(transactions, 'deposit');
  const rows = await db
    .select({ depositId: depositPurchases.depositId, gross: deposit.amount, ...BOOKED_COLUMNS })
    .from(depositPurchases)
    .innerJoin(transactions, eq(transactions.id, depositPurchases.purchaseId))
    .innerJoin(deposit, eq(deposit.id, depositPurchases.depositId))
    .innerJoin(contracts, eq(contracts.id, depositPurchases.contractId))
    .where(and(eq(contracts.fundId, fundId), eq(transactions.tradeDate, date), standing))
    .orderBy(asc(transactions.id))
    .for('update', { of: depositPurchases });
  const groups: Group[] = [];
  for (const { depositId, gross, ...row } of rows) {
    const purchase = toBooked(row);
    // The entry costs do not depend on the NAV: the rate that gave them gives them again.
    const costs = euro(gross).minus(euro(purchase.amount));
    const before = await companions(
      db,
      purchase,
      [{ kind: TRANSACTION_KIND.costs, amount: costs.toFixed(2) }],
      'before',
    );
    groups.push({
      contractId: purchase.contractId,
      originals: [...before, purchase],
      async rebook(tx, nav, correctionId) {
        const entries = bookPurchase({
          date,
          amount: gross,
          entryCostRate: costs.dividedBy(euro(gross)),
          nav,
        });
        await bookCorrected(tx, purchase.contractId, entries, correctionId);
        await tx
          .update(depositPurchases)
          .set({
            purchaseId: await newestBooking(tx, purchase.contractId, TRANSACTION_KIND.purchase),
          })
          .where(eq(depositPurchases.depositId, depositId));
        return entries.length;
      },
    });
  }
  return groups;
}

/** The sell-backs of reversed collections sold at `date`: `verkoop`, `storno`, settlement. */
export async function sellBackGroups(
  db: Database,
  fundId: number,
  date: CalendarDate,
): Promise<Group[]> {
  const rows = await db
    .select({
      collectionId: collectionSellBacks.collectionId,
      soldUnits: collectionSellBacks.units,
      reversedAmount: collections.amount,
      stornoId: collections.stornoId,
      ...BOOKED_COLUMNS,
    })
    .from(collectionSellBacks)
    .innerJoin(transactions, eq(transactions.id, collectionSellBacks.saleId))
    .innerJoin(collections, eq(collections.id, collectionSellBacks.collectionId))
    .innerJoin(contracts, eq(contracts.id, collectionSellBacks.contractId))
    .where(and(eq(contracts.fundId, fundId), eq(transactions.tradeDate, date), standing))
    .orderBy(asc(transactions.id))
    .for('update', { of: collectionSellBacks });
  const groups: Group[] = [];
  for (const { collectionId, soldUnits, reversedAmount, stornoId, ...row } of rows) {
    const sale = toBooked(row);
    const shortfall = euro(reversedAmount).minus(euro(sale.amount));
    const [storno] = stornoId
      ? await db.select(BOOKED_COLUMNS).from(transactions).where(eq(transactions.id, stornoId))
      : [];
    const settlement = await companions(
      db,
      sale,
      [
        {
          kind: shortfall.gt(0) ? TRANSACTION_KIND.settlementIn : TRANSACTION_KIND.settlementOut,
          amount: shortfall.abs().toFixed(2),
        },
      ],
      'after',
    );
    groups.push({
      contractId: sale.contractId,
      originals: [sale, ...(storno ? [toBooked(storno)] : []), ...settlement],
      async rebook(tx, nav, correctionId) {
        const entries = bookSellBack({ date, units: soldUnits, nav, reversedAmount });
        await bookCorrected(tx, sale.contractId, entries, correctionId);
        await tx
          .update(collectionSellBacks)
          .set({ saleId: await newestBooking(tx, sale.contractId, TRANSACTION_KIND.sale) })
          .where(eq(collectionSellBacks.collectionId, collectionId));
        await tx
          .update(collections)
          .set({ stornoId: await newestBooking(tx, sale.contractId, TRANSACTION_KIND.storno) })
          .where(eq(collections.id, collectionId));
        return entries.length;
      },
    });
  }
  return groups;
}

/** The distributions reinvested at (fund, date) at the previous NAV. */
export async function reinvestmentGroups(
  db: Database,
  fundId: number,
  date: CalendarDate,
  previousNav: string,
): Promise<Group[]> {
  const rows = await db
    .select(BOOKED_COLUMNS)
    .from(transactions)
    .innerJoin(contracts, eq(contracts.id, transactions.contractId))
    .where(
      and(
        eq(contracts.fundId, fundId),
        eq(transactions.tradeDate, date),
        eq(transactions.kind, TRANSACTION_KIND.reinvestment),
        eq(transactions.nav, previousNav),
        standing,
      ),
    )
    .orderBy(asc(transactions.id));
  return rows.map(toBooked).map((reinvestment) => ({
    contractId: reinvestment.contractId,
    originals: [reinvestment],
    async rebook(tx, nav, correctionId) {
      // The same payout (units held × amount per unit, already in cents) bought at the new NAV.
      const entry = bookDistribution({
        date,
        unitsHeld: reinvestment.amount,
        amountPerUnit: 1,
        policy: 'herbeleggen',
        nav,
      });
      if (!entry) return 0;
      return bookCorrected(tx, reinvestment.contractId, [entry], correctionId);
    },
  }));
}
