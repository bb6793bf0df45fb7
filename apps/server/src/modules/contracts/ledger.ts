import { calendarDate, type CalendarDate, type LedgerEntry, type NavPoint } from '@bp/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fundPrices, transactions } from '../../db/schema';

/** The contract's bookings up to and including `upTo`, in the order they were booked. */
export async function ledgerOf(
  db: Database,
  contractId: number,
  upTo: CalendarDate,
): Promise<LedgerEntry[]> {
  const rows = await db
    .select({
      date: transactions.tradeDate,
      kind: transactions.kind,
      amount: transactions.amount,
      units: transactions.units,
      nav: transactions.nav,
    })
    .from(transactions)
    .where(and(eq(transactions.contractId, contractId), lte(transactions.tradeDate, upTo)))
    .orderBy(asc(transactions.tradeDate), asc(transactions.id));
  return rows.map((row) => ({ ...row, date: calendarDate(row.date) }));
}

/** The fund's NAVs up to and including `upTo`, oldest first. */
export async function navsOf(
  db: Database,
  fundId: number,
  upTo: CalendarDate,
): Promise<NavPoint[]> {
  const rows = await db
    .select({ date: fundPrices.valuationDate, nav: fundPrices.nav })
    .from(fundPrices)
    .where(and(eq(fundPrices.fundId, fundId), lte(fundPrices.valuationDate, upTo)))
    .orderBy(asc(fundPrices.valuationDate));
  return rows.map((row) => ({ ...row, date: calendarDate(row.date) }));
}

/**
 * What a contract's value over time follows from: its bookings and its fund's NAVs, both up
 * to and including `upTo`.
 */
export async function contractHistory(
  db: Database,
  contract: { id: number; fundId: number },
  upTo: CalendarDate,
): Promise<{ entries: LedgerEntry[]; navs: NavPoint[] }> {
  const [entries, navs] = await Promise.all([
    ledgerOf(db, contract.id, upTo),
    navsOf(db, contract.fundId, upTo),
  ]);
  return { entries, navs };
}
