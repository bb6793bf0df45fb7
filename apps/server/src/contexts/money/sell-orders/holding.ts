import {
  OPEN_SELL_ORDER_STATUSES,
  SELL_ORDER_KIND,
  sellableUnits,
  sumEuro,
  unitsInRefundPeriod,
  unitsString,
  type CalendarDate,
} from '@bp/domain';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { fundPrices, sellOrders, transactions } from '../../../db/schema';
import { ledgerOf } from '../../portfolio';

/** What a contract holds and what of it a new order may sell, on `today`. */
export interface Holding {
  unitsHeld: string;
  unitsInRefundPeriod: string;
  unitsInOpenOrders: string;
  unitsSellable: string;
  /** An open order sells everything: no other order fits beside it. */
  everythingOrdered: boolean;
  openOrders: number;
  /** The fund's latest NAV on or before `today`, null when it has none. */
  latestNav: { nav: string; date: CalendarDate } | null;
}

/** The units a contract holds: the sum of its bookings' units (the ledger is the truth). */
export async function unitsHeld(db: Database, contractId: number): Promise<string> {
  const [row] = await db
    .select({ units: sql<string>`coalesce(sum(${transactions.units}), 0)` })
    .from(transactions)
    .where(eq(transactions.contractId, contractId));
  return unitsString(row?.units ?? '0');
}

export async function latestNavOf(db: Database, fundId: number, today: CalendarDate) {
  const [row] = await db
    .select({ nav: fundPrices.nav, date: fundPrices.valuationDate })
    .from(fundPrices)
    .where(and(eq(fundPrices.fundId, fundId), lte(fundPrices.valuationDate, today)))
    .orderBy(desc(fundPrices.valuationDate))
    .limit(1);
  return row ? { nav: row.nav, date: row.date as CalendarDate } : null;
}

/**
 * The holding of a contract. Inside an order's transaction call it after locking the contract
 * row (lockContract), so two orders never both see the units the other is about to take.
 */
export async function holdingOf(
  db: Database,
  contract: { id: number; fundId: number },
  today: CalendarDate,
): Promise<Holding> {
  // One after another: inside a transaction they share one connection.
  const held = await unitsHeld(db, contract.id);
  const entries = await ledgerOf(db, contract.id, today);
  const open = await db
    .select({ kind: sellOrders.kind, reservedUnits: sellOrders.reservedUnits })
    .from(sellOrders)
    .where(
      and(
        eq(sellOrders.contractId, contract.id),
        inArray(sellOrders.status, [...OPEN_SELL_ORDER_STATUSES]),
      ),
    );
  const latestNav = await latestNavOf(db, contract.fundId, today);
  const inRefundPeriod = unitsInRefundPeriod(entries, today);
  const inOpenOrders = unitsString(sumEuro(open.map((order) => order.reservedUnits)));
  return {
    unitsHeld: held,
    unitsInRefundPeriod: inRefundPeriod,
    unitsInOpenOrders: inOpenOrders,
    unitsSellable: sellableUnits({ held, inRefundPeriod, inOpenOrders }),
    everythingOrdered: open.some((order) => order.kind === SELL_ORDER_KIND.everything),
    openOrders: open.length,
    latestNav,
  };
}
