import {
  addDays,
  calendarDate,
  isBefore,
  type CalendarDate,
  type ContractMonth,
  type NavPoint,
  firstDayOfMonth,
  ledgerPeriodReturns,
  periodReturns,
  periodReturnsInCents,
  planPeriod,
  type DateRange,
  type LedgerEntry,
  type PeriodReturnsResult,
} from '@bp/domain';
import { and, asc, between, desc, eq, gte, lt, lte, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { packedRows } from '../../../db/packed-rows';
import { oncePerDatabase, preparedReads } from '../../../db/prepared-statement';
import { contractMonths, contractPositions, fundPrices, transactions } from '../../../db/schema';
import { contractHistory } from './ledger';
import { rebuildContracts } from './keeping';
import { LEDGER_ENTRY_COLUMNS, toLedgerEntry } from './ledger-source';
import { keptCentMonths } from './cent-rows';
import { fromMonthRow, MONTH_TEXT_COLUMNS, monthRowFromText } from './rows';

/**
 * A contract's returns over [from, to] from its month rows: the whole months of the period are
 * read from the rows; only a month the period starts or ends in the middle of adds its own
 * bookings (and the NAVs around it). The figures are computeReturns' over every valuation
 * (packages/domain fund-administration/period-returns.ts), which is what answers a history
 * the month rows cannot describe.
 *
 * The rows are composed in plain numbers first (periodReturnsInCents: whole cents, double
 * growth factors, the same answer to the character); the decimal path (periodReturns) answers
 * whatever that path leaves, and the ledger what the rows cannot describe.
 */
export async function keptPeriodReturns(
  db: Database,
  contract: { id: number; fundId: number },
  period: DateRange,
): Promise<PeriodReturnsResult> {
  const opening = await monthsOf(db, contract.id, firstDayOfMonth(period.from), period.to);
  if (!opening.kept) {
    // A missing or stale position (and its months) is rebuilt from the ledger first.
    await rebuildContracts(db, [contract.id]);
    return keptPeriodReturns(db, contract, period);
  }
  const inCents = keptCentMonths(opening.rows);
  const readDecimal = () => opening.rows.map((row) => fromMonthRow(monthRowFromText(row)));
  const decimalRows = inCents ? null : readDecimal();
  const rows = inCents ?? decimalRows ?? [];
  const plan = planPeriod(period, rows);
  const [entries, navs] = await Promise.all([
    bookingsIn(db, contract.id, plan.bookings),
    navsIn(db, contract.fundId, plan.bookings, rows),
  ]);
  const fast = inCents && periodReturnsInCents({ period, plan, rows: inCents, entries, navs });
  if (fast) return fast;
  const result = periodReturns({ period, plan, rows: decimalRows ?? readDecimal(), entries, navs });
  if (result) return result;
  const history = await contractHistory(db, contract, period.to);
  return ledgerPeriodReturns({ ...history, ...period });
}

/**
 * Whether the contract's position is kept (not missing, not stale), and in one index range
 * scan its month rows from the last one before `month` (its units and value open the period)
 * up to `to`, packed into one value (db/packed-rows.ts: a period of five years is 61 rows of
 * 19 columns), as text.
 */
async function monthsOf(db: Database, contractId: number, month: CalendarDate, to: CalendarDate) {
  const [found] = await monthsStatement(db).execute({ contractId, month, to });
  const rows = MONTHS.unpack(found?.months ?? null);
  return { kept: found !== undefined && !found.stale, rows };
}

const MONTHS = packedRows(MONTH_TEXT_COLUMNS, contractMonths.month);

/** The statements of this file, prepared once per process (db/prepared-statement.ts). */
const monthsStatement = oncePerDatabase((db) => {
  const reads = preparedReads(db);
  const contractId = sql.placeholder('contractId');
  const month = sql.placeholder('month');
  const previousMonth = reads
    .select({ month: max(contractMonths.month) })
    .from(contractMonths)
    .where(and(eq(contractMonths.contractId, contractId), lt(contractMonths.month, month)));
  const months = reads
    .select({ packed: MONTHS.packed })
    .from(contractMonths)
    .where(
      and(
        eq(contractMonths.contractId, contractId),
        gte(contractMonths.month, sql`coalesce((${previousMonth}), ${month})`),
        lte(contractMonths.month, sql.placeholder('to')),
      ),
    );
  return reads
    .select({ stale: contractPositions.stale, months: sql<string | null>`(${months})` })
    .from(contractPositions)
    .where(eq(contractPositions.contractId, contractId))
    .prepare('period_months');
});

/**
 * A plan has at most two booking ranges (its head and its tail): one statement text for one or
 * two, a single range given twice.
 */
function twoRanges(ranges: readonly DateRange[]) {
  const [first, second = first] = ranges;
  if (!first || !second || ranges.length > 2) throw new Error('A period has one or two ranges');
  return { from1: first.from, to1: first.to, from2: second.from, to2: second.to };
}

function inRanges(column: typeof fundPrices.valuationDate | typeof transactions.tradeDate) {
  return or(
    between(column, sql.placeholder('from1'), sql.placeholder('to1')),
    between(column, sql.placeholder('from2'), sql.placeholder('to2')),
  );
}

const datedNavsStatement = oncePerDatabase((db) =>
  preparedReads(db)
    .select({ date: fundPrices.valuationDate, nav: fundPrices.nav })
    .from(fundPrices)
    .where(
      and(eq(fundPrices.fundId, sql.placeholder('fundId')), inRanges(fundPrices.valuationDate)),
    )
    .orderBy(asc(fundPrices.valuationDate))
    .prepare('period_navs'),
);

const navBeforeStatement = oncePerDatabase((db) =>
  preparedReads(db)
    .select({ date: fundPrices.valuationDate, nav: fundPrices.nav })
    .from(fundPrices)
    .where(
      and(
        eq(fundPrices.fundId, sql.placeholder('fundId')),
        lt(fundPrices.valuationDate, sql.placeholder('day')),
      ),
    )
    .orderBy(desc(fundPrices.valuationDate))
    .limit(1)
    .prepare('period_nav_before'),
);

const bookingsStatement = oncePerDatabase((db) =>
  preparedReads(db)
    .select(LEDGER_ENTRY_COLUMNS)
    .from(transactions)
    .where(
      and(
        eq(transactions.contractId, sql.placeholder('contractId')),
        inRanges(transactions.tradeDate),
      ),
    )
    .orderBy(asc(transactions.tradeDate), asc(transactions.id))
    .prepare('period_bookings'),
);

/**
 * The NAVs the head and tail need: those dated in their months, and the one valid before each
 * month, which is the NAV its previous month row ended with (no NAV lies between, or that
 * month would have a row); before the contract's first month, the fund's own.
 */
async function navsIn(
  db: Database,
  fundId: number,
  ranges: readonly DateRange[],
  rows: readonly Pick<ContractMonth, 'month' | 'nav'>[],
): Promise<NavPoint[]> {
  if (ranges.length === 0) return [];
  const dated = await datedNavsStatement(db).execute({ fundId, ...twoRanges(ranges) });
  const navs: NavPoint[] = dated.map((row) => ({ ...row, date: calendarDate(row.date) }));
  for (const range of ranges) {
    const previous = rows.filter((row) => isBefore(row.month, range.from)).at(-1);
    if (previous) {
      if (previous.nav) navs.push({ date: addDays(range.from, -1), nav: previous.nav });
      continue;
    }
    // The contract's first month: the NAV valid before it is not in any row.
    const [latest] = await navBeforeStatement(db).execute({ fundId, day: range.from });
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
  const rows = await bookingsStatement(db).execute({ contractId, ...twoRanges(ranges) });
  return rows.map(toLedgerEntry);
}
