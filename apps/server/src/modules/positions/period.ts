import {
  calendarDate,
  computeReturns,
  contractReturnsInput,
  firstDayOfMonth,
  periodReturns,
  planPeriod,
  type DateRange,
  type LedgerEntry,
  type ReturnsResult,
} from '@bp/domain';
import { and, asc, between, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contractMonths, contractPositions, transactions } from '../../db/schema';
import { contractHistory } from '../contracts/ledger';
import { rebuildContracts } from './keeping';
import { navsOfFunds } from './ledger-source';
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
  await ensureKept(db, contract.id);
  const monthOfFrom = firstDayOfMonth(period.from);
  // The rows of the period and the last one before it (its units and value open the period).
  const rows = (
    await db
      .select()
      .from(contractMonths)
      .where(
        and(
          eq(contractMonths.contractId, contract.id),
          lte(contractMonths.month, period.to),
          gte(
            contractMonths.month,
            sql`coalesce((select max(m.month) from ${contractMonths} m where m.contract_id = ${contract.id} and m.month < ${monthOfFrom}), ${monthOfFrom})`,
          ),
        ),
      )
      .orderBy(asc(contractMonths.month))
  ).map(fromMonthRow);
  const plan = planPeriod(period, rows);
  const [entries, navs] = await Promise.all([
    bookingsIn(db, contract.id, plan.bookings),
    plan.bookings.length === 0
      ? Promise.resolve([])
      : navsOfFunds(db, [contract.fundId], {
          from: plan.bookings[0]?.from ?? period.from,
          upTo: period.to,
        }).then((byFund) => byFund.get(contract.fundId) ?? []),
  ]);
  const result = periodReturns({ period, plan, rows, entries, navs });
  if (result) return result;
  const history = await contractHistory(db, contract, period.to);
  return computeReturns(contractReturnsInput({ ...history, ...period }));
}

/** A missing or stale position (and its months) is rebuilt from the ledger first. */
async function ensureKept(db: Database, contractId: number): Promise<void> {
  const [kept] = await db
    .select({ stale: contractPositions.stale })
    .from(contractPositions)
    .where(eq(contractPositions.contractId, contractId));
  if (!kept || kept.stale) await rebuildContracts(db, [contractId]);
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
