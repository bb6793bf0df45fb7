import {
  addDays,
  calendarDate,
  isBefore,
  type CalendarDate,
  type ContractMonth,
  type NavPoint,
  computeReturns,
  contractReturnsInput,
  firstDayOfMonth,
  periodReturns,
  planPeriod,
  type DateRange,
  type LedgerEntry,
  type ReturnsResult,
} from '@bp/domain';
import { and, asc, between, desc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contractMonths, contractPositions, fundPrices, transactions } from '../../db/schema';
import { contractHistory } from '../contracts/ledger';
import { rebuildContracts } from './keeping';
import { fromMonthRow } from './rows';

/**
 * A contract's returns over [from, to] from its month rows: the whole months of the period are
 * read from the rows; only a month the period starts or ends in the middle of adds its own
 * bookings (and the NAVs around it). The figures are computeReturns' over every valuation
 * (packages/domain fund-administration/period-returns.ts), which is what answers a history
 * the month rows cannot describe.
 */
export async function keptPeriodReturns(
  db: Database,
  contract: { id: number; fundId: number },
  period: DateRange,
): Promise<ReturnsResult> {
  const monthOfFrom = firstDayOfMonth(period.from);
  // Two index range scans: the rows of the period, and with the position's state the last row
  // before the period (its units and value open it).
  const [opening, inPeriod] = await Promise.all([
    openingOf(db, contract.id, monthOfFrom),
    db
      .select()
      .from(contractMonths)
      .where(
        and(
          eq(contractMonths.contractId, contract.id),
          gte(contractMonths.month, monthOfFrom),
          lte(contractMonths.month, period.to),
        ),
      )
      .orderBy(asc(contractMonths.month)),
  ]);
  if (!opening.kept) {
    // A missing or stale position (and its months) is rebuilt from the ledger first.
    await rebuildContracts(db, [contract.id]);
    return keptPeriodReturns(db, contract, period);
  }
  const before = opening.row ? [opening.row] : [];
  const rows = [...before, ...inPeriod].map(fromMonthRow);
  const plan = planPeriod(period, rows);
  const [entries, navs] = await Promise.all([
    bookingsIn(db, contract.id, plan.bookings),
    navsIn(db, contract.fundId, plan.bookings, rows),
  ]);
  const result = periodReturns({ period, plan, rows, entries, navs });
  if (result) return result;
  const history = await contractHistory(db, contract, period.to);
  return computeReturns(contractReturnsInput({ ...history, ...period }));
}

/** Whether the contract's position is kept (not missing, not stale), and its last month before. */
async function openingOf(db: Database, contractId: number, month: CalendarDate) {
  const previous = db
    .select()
    .from(contractMonths)
    .where(and(eq(contractMonths.contractId, contractId), lt(contractMonths.month, month)))
    .orderBy(desc(contractMonths.month))
    .limit(1)
    .as('previous');
  const [found] = await db
    .select({ stale: contractPositions.stale, row: previous._.selectedFields })
    .from(contractPositions)
    .leftJoinLateral(previous, sql`true`)
    .where(eq(contractPositions.contractId, contractId));
  return { kept: found !== undefined && !found.stale, row: found?.row ?? null };
}

/**
 * The NAVs the head and tail need: those dated in their months, and the one valid before each
 * month, which is the NAV its previous month row ended with (no NAV lies between, or that
 * month would have a row); before the contract's first month, the fund's own.
 */
async function navsIn(
  db: Database,
  fundId: number,
  ranges: readonly DateRange[],
  rows: readonly ContractMonth[],
): Promise<NavPoint[]> {
  if (ranges.length === 0) return [];
  const dated = await db
    .select({ date: fundPrices.valuationDate, nav: fundPrices.nav })
    .from(fundPrices)
    .where(
      and(
        eq(fundPrices.fundId, fundId),
        or(...ranges.map((range) => between(fundPrices.valuationDate, range.from, range.to))),
      ),
    )
    .orderBy(asc(fundPrices.valuationDate));
  const navs: NavPoint[] = dated.map((row) => ({ ...row, date: calendarDate(row.date) }));
  for (const range of ranges) {
    const previous = rows.filter((row) => isBefore(row.month, range.from)).at(-1);
    if (previous) {
      if (previous.nav) navs.push({ date: addDays(range.from, -1), nav: previous.nav });
      continue;
    }
    // The contract's first month: the NAV valid before it is not in any row.
    const [latest] = await db
      .select({ date: fundPrices.valuationDate, nav: fundPrices.nav })
      .from(fundPrices)
      .where(and(eq(fundPrices.fundId, fundId), lt(fundPrices.valuationDate, range.from)))
      .orderBy(desc(fundPrices.valuationDate))
      .limit(1);
    if (latest) navs.push({ ...latest, date: calendarDate(latest.date) });
  }
  return navs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

async function bookingsIn(
  db: Database,
  contractId: number,
  ranges: readonly DateRange[],
): Promise<LedgerEntry[]> {
  if (ranges.length === 0) return [];
  const rows = await db
    .select({
      date: transactions.tradeDate,
      kind: transactions.kind,
      amount: transactions.amount,
      units: transactions.units,
      nav: transactions.nav,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.contractId, contractId),
        or(...ranges.map((range) => between(transactions.tradeDate, range.from, range.to))),
      ),
    )
    .orderBy(asc(transactions.tradeDate), asc(transactions.id));
  return rows.map((row) => ({ ...row, date: calendarDate(row.date) }));
}
