import { calendarDate, type CalendarDate, type LedgerEntry, type NavPoint } from '@bp/domain';
import { and, asc, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { fundPrices, transactions } from '../../../db/schema';

const byId = <T>(ids: readonly number[]) => new Map(ids.map((id) => [id, [] as T[]]));

/** The columns of a booking that make a domain `LedgerEntry` (with `toLedgerEntry`). */
export const LEDGER_ENTRY_COLUMNS = {
  date: transactions.tradeDate,
  kind: transactions.kind,
  amount: transactions.amount,
  units: transactions.units,
  nav: transactions.nav,
  reversal: sql<boolean>`${transactions.reversalOf} is not null`,
};

/** A row of LEDGER_ENTRY_COLUMNS as a `LedgerEntry` (`reversal` only on a reversal). */
export const toLedgerEntry = <Row extends { date: string; reversal: boolean }>({
  reversal,
  ...row
}: Row) => ({
  ...row,
  date: calendarDate(row.date),
  ...(reversal ? { reversal: true } : {}),
});

/**
 * The bookings of some contracts in booking order, from `from` on (all of them without it),
 * up to and including `upTo` when given.
 */
export async function bookingsOf(
  db: Database,
  contractIds: readonly number[],
  range: { from?: CalendarDate; upTo?: CalendarDate } = {},
): Promise<Map<number, LedgerEntry[]>> {
  const result = byId<LedgerEntry>(contractIds);
  if (contractIds.length === 0) return result;
  const rows = await db
    .select({ contractId: transactions.contractId, ...LEDGER_ENTRY_COLUMNS })
    .from(transactions)
    .where(
      and(
        inArray(transactions.contractId, [...contractIds]),
        range.from === undefined ? undefined : gte(transactions.tradeDate, range.from),
        range.upTo === undefined ? undefined : lte(transactions.tradeDate, range.upTo),
      ),
    )
    .orderBy(asc(transactions.contractId), asc(transactions.tradeDate), asc(transactions.id));
  for (const { contractId, ...row } of rows) {
    result.get(contractId)?.push(toLedgerEntry(row));
  }
  return result;
}

/**
 * The NAVs of some funds, oldest first: from the one valid on the day before `from` (every one
 * without it) up to and including `upTo` when given.
 */
export async function navsOfFunds(
  db: Database,
  fundIds: readonly number[],
  range: { from?: CalendarDate; upTo?: CalendarDate } = {},
): Promise<Map<number, NavPoint[]>> {
  const result = byId<NavPoint>(fundIds);
  if (fundIds.length === 0) return result;
  const since =
    range.from === undefined
      ? undefined
      : gte(
          fundPrices.valuationDate,
          sql`coalesce((select max(p.valuation_date) from ${fundPrices} p where p.fund_id = ${fundPrices.fundId} and p.valuation_date < ${range.from}), ${range.from})`,
        );
  const rows = await db
    .select({ fundId: fundPrices.fundId, date: fundPrices.valuationDate, nav: fundPrices.nav })
    .from(fundPrices)
    .where(
      and(
        inArray(fundPrices.fundId, [...fundIds]),
        since,
        range.upTo === undefined ? undefined : lte(fundPrices.valuationDate, range.upTo),
      ),
    )
    .orderBy(asc(fundPrices.fundId), asc(fundPrices.valuationDate));
  for (const { fundId, ...row } of rows) {
    result.get(fundId)?.push({ ...row, date: calendarDate(row.date) });
  }
  return result;
}
