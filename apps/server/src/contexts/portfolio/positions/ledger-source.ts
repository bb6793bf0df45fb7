import {
  calendarDate,
  TRANSACTION_KINDS,
  type CalendarDate,
  type LedgerEntry,
  type NavPoint,
} from '@bp/domain';
import { and, asc, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sqlArray } from '../../../db/sql-arrays';
import { sqlRows } from '../../../db/sql-rows';
import { fundPrices, transactions } from '../../../db/schema';

/** An empty list per id, to collect rows ordered by id into. */
export const byId = <T>(ids: readonly number[]) => new Map(ids.map((id) => [id, [] as T[]]));

/** The columns of a booking that make a domain `LedgerEntry` (with `toLedgerEntry`). */
export const LEDGER_ENTRY_COLUMNS = {
  date: transactions.tradeDate,
  kind: transactions.kind,
  amount: transactions.amount,
  units: transactions.units,
  nav: transactions.nav,
  reversal: sql<boolean>`${transactions.reversalOf} is not null`,
};

/**
 * A row of LEDGER_ENTRY_COLUMNS as drizzle reads it, or packed (db/packed-rows.ts, as
 * period-reads reads it): there every cell is text, `reversal` too.
 */
type LedgerEntryRow = Record<'date' | 'kind' | 'amount' | 'units' | 'nav', string | null> & {
  reversal: boolean | string | null;
};

const KINDS: ReadonlySet<string> = new Set(TRANSACTION_KINDS);

/**
 * A row of LEDGER_ENTRY_COLUMNS as a `LedgerEntry` (`reversal` only on a reversal). Read field
 * by field into one object, with no copy of the row: period-reads maps every booking of a
 * period with it on each request.
 */
export function toLedgerEntry(row: LedgerEntryRow): LedgerEntry {
  const kind = required(row.kind, 'kind');
  // A packed kind is text the enum column does not vouch for.
  if (!KINDS.has(kind)) throw new Error(`Unknown booking kind ${kind}`);
  return {
    date: calendarDate(required(row.date, 'date')),
    kind: kind as LedgerEntry['kind'],
    amount: required(row.amount, 'amount'),
    units: row.units,
    nav: row.nav,
    ...(row.reversal === true || row.reversal === 'true' ? { reversal: true } : {}),
  };
}

// The cell's value, not the row and a column: a load by a column name passed in made the
// mapping of a packed period twice as slow.
function required(value: string | null, column: string): string {
  if (value === null) throw new Error(`A booking row without ${column}`);
  return value;
}

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
 * without it) up to and including `upTo` when given. The start is a subquery on the fund alone,
 * so PostgreSQL finds it once per fund and reads the NAVs as one index range; correlated with
 * the NAV row it was found again for each of the fund's NAVs (10 ms instead of 0,2 ms with ten
 * years of NAVs, on every booking).
 */
export async function navsOfFunds(
  db: Database,
  fundIds: readonly number[],
  range: { from?: CalendarDate; upTo?: CalendarDate } = {},
): Promise<Map<number, NavPoint[]>> {
  const result = byId<NavPoint>(fundIds);
  if (fundIds.length === 0) return result;
  const { from, upTo } = range;
  const since =
    from === undefined
      ? sql``
      : sql`and n.valuation_date >= (
          select coalesce(max(p.valuation_date), ${from}::date) from ${fundPrices} p
          where p.fund_id = f.id and p.valuation_date < ${from}::date)`;
  const rows = await sqlRows<{ fund_id: string; date: string; nav: string }>(
    db,
    sql`select f.id::text as fund_id, n.valuation_date::text as date, n.nav::text as nav
        from unnest(${sqlArray([...new Set(fundIds)], 'integer')}) as f(id)
        join ${fundPrices} n on n.fund_id = f.id ${since}
          ${upTo === undefined ? sql`` : sql`and n.valuation_date <= ${upTo}::date`}
        order by f.id, n.valuation_date`,
  );
  for (const row of rows) {
    result.get(Number(row.fund_id))?.push({ date: calendarDate(row.date), nav: row.nav });
  }
  return result;
}
