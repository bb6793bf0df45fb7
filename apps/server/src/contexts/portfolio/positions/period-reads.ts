import {
  addDays,
  calendarDate,
  firstDayOfMonth,
  isAfter,
  isBefore,
  lastDayOfMonth,
  minDate,
  type CalendarDate,
  type DateRange,
  type LedgerEntry,
  type NavPoint,
  type PeriodPlan,
} from '@bp/domain';
import { and, type Placeholder, eq, gte, lt, lte, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { packedRows } from '../../../db/packed-rows';
import { oncePerDatabase, preparedReads } from '../../../db/prepared-statement';
import { contractMonths, contractPositions, fundPrices, transactions } from '../../../db/schema';
import { LEDGER_ENTRY_COLUMNS, toLedgerEntry } from './ledger-source';
import { MONTH_TEXT_COLUMNS, type MonthText } from './rows';

/**
 * What a period of one contract is composed from, read in one statement: the month rows from
 * the last one before the period's month up to `to`; the bookings and the fund's NAVs of the
 * month the period starts in and of the month it ends in (its head and tail can only lie there);
 * and the fund's NAV valid before each of those two months. Four statements before: at 50
 * connections every round trip is CPU on the one event loop.
 */
export interface PeriodSources {
  /** False when the position is missing or stale: rebuild it from the ledger first. */
  kept: boolean;
  months: MonthText[];
  /** The bookings and NAVs of the plan's head and tail (see planPeriod), oldest first. */
  partsOf(plan: PeriodPlan): { entries: LedgerEntry[]; navs: NavPoint[] };
}

export async function periodSources(
  db: Database,
  contract: { id: number; fundId: number },
  period: DateRange,
): Promise<PeriodSources> {
  const window = edgeMonths(period);
  const [found] = await periodStatement(db).execute({
    contractId: contract.id,
    fundId: contract.fundId,
    ...window,
  });
  const months = MONTHS.unpack(found?.months ?? null);
  const bookings = BOOKINGS.unpack(found?.bookings ?? null).map(toLedgerEntry);
  const dated = NAVS.unpack(found?.navs ?? null).map(navFromText);
  const before = new Map<CalendarDate, NavPoint | undefined>([
    [window.startMonth, navBeforeFromText(found?.navBeforeStart ?? null)],
    [window.endMonth, navBeforeFromText(found?.navBeforeEnd ?? null)],
  ]);
  return {
    kept: found !== undefined && !found.stale,
    months,
    partsOf(plan) {
      const within = (date: CalendarDate) => plan.bookings.some((range) => inRange(date, range));
      const navs = dated.filter((nav) => within(nav.date));
      for (const range of plan.bookings) {
        const previous = months
          .filter((row) => isBefore(calendarDate(present(row.month)), range.from))
          .at(-1);
        if (previous) {
          // No NAV lies between that month's end and this range, or that month would have a row.
          if (previous.nav) navs.push({ date: addDays(range.from, -1), nav: previous.nav });
          continue;
        }
        // The contract's first month: the NAV valid before it is not in any row.
        const latest = before.get(range.from);
        if (latest) navs.push(latest);
      }
      navs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      return { entries: bookings.filter((entry) => within(entry.date)), navs };
    },
  };
}

/** The months a head or a tail can lie in: the period's first month (up to `to`) and its last. */
function edgeMonths({ from, to }: DateRange) {
  return {
    startMonth: firstDayOfMonth(from),
    startMonthEnd: minDate(to, lastDayOfMonth(from)),
    endMonth: firstDayOfMonth(to),
    to,
  };
}

const inRange = (date: CalendarDate, range: DateRange) =>
  !isBefore(date, range.from) && !isAfter(date, range.to);

const present = (value: string | null) => {
  if (value === null) throw new Error('A packed period row misses a value');
  return value;
};

const MONTHS = packedRows(MONTH_TEXT_COLUMNS, contractMonths.month);
const BOOKINGS = packedRows(
  LEDGER_ENTRY_COLUMNS,
  sql`${transactions.tradeDate}, ${transactions.id}`,
);
const NAVS = packedRows(
  { date: fundPrices.valuationDate, nav: fundPrices.nav },
  fundPrices.valuationDate,
);

const navFromText = (row: { date: string | null; nav: string | null }): NavPoint => ({
  date: calendarDate(present(row.date)),
  nav: present(row.nav),
});

function navBeforeFromText(text: string | null): NavPoint | undefined {
  if (text === null) return undefined;
  const [date, nav] = text.split(' ');
  return navFromText({ date: date ?? null, nav: nav ?? null });
}

/** The statement of this file, prepared once per process (db/prepared-statement.ts). */
const periodStatement = oncePerDatabase((db) => {
  const reads = preparedReads(db);
  const contractId = sql.placeholder('contractId');
  const fundId = sql.placeholder('fundId');
  const startMonth = sql.placeholder('startMonth');
  const startMonthEnd = sql.placeholder('startMonthEnd');
  const endMonth = sql.placeholder('endMonth');
  const to = sql.placeholder('to');
  const previousMonth = reads
    .select({ month: max(contractMonths.month) })
    .from(contractMonths)
    .where(and(eq(contractMonths.contractId, contractId), lt(contractMonths.month, startMonth)));
  const months = reads
    .select({ packed: MONTHS.packed })
    .from(contractMonths)
    .where(
      and(
        eq(contractMonths.contractId, contractId),
        gte(contractMonths.month, sql`coalesce((${previousMonth}), ${startMonth})`),
        lte(contractMonths.month, to),
      ),
    );
  const inEdgeMonths = (column: typeof transactions.tradeDate | typeof fundPrices.valuationDate) =>
    or(
      and(gte(column, startMonth), lte(column, startMonthEnd)),
      and(gte(column, endMonth), lte(column, to)),
    );
  const bookings = reads
    .select({ packed: BOOKINGS.packed })
    .from(transactions)
    .where(and(eq(transactions.contractId, contractId), inEdgeMonths(transactions.tradeDate)));
  const navs = reads
    .select({ packed: NAVS.packed })
    .from(fundPrices)
    .where(and(eq(fundPrices.fundId, fundId), inEdgeMonths(fundPrices.valuationDate)));
  // One index probe each: the date and the NAV as one text, or null before the fund's first.
  const navBefore = (month: Placeholder) =>
    sql<string | null>`(select ${fundPrices.valuationDate}::text || ' ' || ${fundPrices.nav}::text
      from ${fundPrices} where ${fundPrices.fundId} = ${fundId} and ${fundPrices.valuationDate} < ${month}
      order by ${fundPrices.valuationDate} desc limit 1)`;
  return reads
    .select({
      stale: contractPositions.stale,
      months: sql<string | null>`(${months})`,
      bookings: sql<string | null>`(${bookings})`,
      navs: sql<string | null>`(${navs})`,
      navBeforeStart: navBefore(startMonth),
      navBeforeEnd: navBefore(endMonth),
    })
    .from(contractPositions)
    .where(eq(contractPositions.contractId, contractId))
    .prepare('period_sources');
});
