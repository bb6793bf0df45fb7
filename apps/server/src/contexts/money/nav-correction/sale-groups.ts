import {
  bookRedemption,
  calendarDate,
  euro,
  saleFigures,
  TRANSACTION_KIND,
  unitsToSell,
  type CalendarDate,
} from '@bp/domain';
import { and, asc, eq, getTableColumns, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contracts, sellOrders, transactions, type SellOrderRow } from '../../../db/schema';
import { newestBooking } from '../collections/reverse-collection';
import { unitsHeld } from '../sell-orders/holding';
import {
  BOOKED_COLUMNS,
  bookCorrected,
  companions,
  standing,
  toBooked,
  type Group,
} from './booked';

/** The executed sell orders of dealing date `date`: `verkoop`, exit `kosten`, `uitbetaling`. */
export async function saleGroups(
  db: Database,
  fundId: number,
  date: CalendarDate,
): Promise<Group[]> {
  const rows = await db
    .select({ order: getTableColumns(sellOrders), sale: BOOKED_COLUMNS })
    .from(sellOrders)
    .innerJoin(contracts, eq(contracts.id, sellOrders.contractId))
    .innerJoin(transactions, eq(transactions.id, sellOrders.saleId))
    .where(
      and(
        eq(contracts.fundId, fundId),
        eq(sellOrders.dealingDate, date),
        isNotNull(sellOrders.saleId),
        standing,
      ),
    )
    .orderBy(asc(sellOrders.executedAt), asc(transactions.id))
    .for('update', { of: sellOrders });
  const groups: Group[] = [];
  for (const { order, sale: saleRow } of rows) {
    const sale = toBooked(saleRow);
    const after = await companions(
      db,
      sale,
      [
        { kind: TRANSACTION_KIND.costs, amount: order.exitCosts },
        { kind: TRANSACTION_KIND.payout, amount: order.netProceeds },
      ],
      'after',
    );
    groups.push({
      contractId: sale.contractId,
      originals: [sale, ...after],
      rebook: (tx, nav, correctionId) => rebookSale(tx, order, nav, correctionId),
    });
  }
  return groups;
}

/** The order sold again at `nav`: the units of its kind on what the contract holds now. */
async function rebookSale(
  tx: Database,
  order: SellOrderRow,
  nav: string,
  correctionId: number,
): Promise<number> {
  const held = euro(await unitsHeld(tx, order.contractId));
  const selling = unitsToSell(order, held, nav);
  if (!selling.gt(0) || selling.gt(held)) {
    throw new Error(`Sell order ${order.id} cannot be sold again at ${nav}: too few units`);
  }
  const entries = bookRedemption({
    date: calendarDate(order.dealingDate),
    units: selling,
    nav,
    exitCostRate: order.exitCostRate,
  });
  await bookCorrected(tx, order.contractId, entries, correctionId);
  const figures = saleFigures(selling, nav, order.exitCostRate);
  await tx
    .update(sellOrders)
    .set({
      saleId: await newestBooking(tx, order.contractId, TRANSACTION_KIND.sale),
      executedUnits: figures.units,
      executedNav: figures.nav,
      grossProceeds: figures.grossProceeds,
      exitCosts: figures.exitCosts,
      netProceeds: figures.netProceeds,
    })
    .where(eq(sellOrders.id, order.id));
  return entries.length;
}
