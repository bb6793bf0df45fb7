import type { CalendarDate } from '@bp/domain';
import {
  and,
  type Column,
  eq,
  gt,
  inArray,
  isNull,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { packedRows } from '../../../db/packed-rows';
import { oncePerDatabase, preparedReads } from '../../../db/prepared-statement';
import {
  contractMonths,
  contractPositions,
  contracts,
  depositPurchases,
  fundPrices,
  funds,
  transactions,
} from '../../../db/schema';

/**
 * The overview of one investor (GET /api/contracts/summaries) in one statement and one value:
 * only what a summary shows or needs, packed (db/packed-rows.ts). The NAVs are looked up once
 * per fund the investor holds, not once per contract, and the units after the 1st of this
 * month come from the position itself unless a booking came after that day (then from the
 * month row of this month, as contractRows reads it).
 */
export async function summaryRows(
  db: Database,
  userId: string,
  dates: { today: CalendarDate; primo: CalendarDate },
): Promise<SummaryRow[]> {
  const [found] = await summariesStatement(db).execute({
    userId,
    today: dates.today,
    primo: dates.primo,
  });
  return SUMMARY.unpack(found?.packed ?? null).map(toSummaryRow);
}

export interface SummaryRow {
  id: number;
  contractNumber: string;
  description: string;
  fundId: number;
  fundName: string;
  status: string;
  startDate: string;
  initialDeposit: string;
  /** Whether a position is stored, and whether it is stale. */
  kept: boolean;
  stale: boolean;
  lastBookingDate: string | null;
  units: string | null;
  unitsAtPrimo: string | null;
  cash: string | null;
  cashAtPrimo: string | null;
  deposits: string | null;
  withdrawals: string | null;
  distributions: string | null;
  costs: string | null;
  latestNav: string | null;
  latestNavDate: string | null;
  primoNav: string | null;
  awaitingPurchase: string | null;
}

type SummaryText = ReturnType<typeof SUMMARY.unpack>[number];

function toSummaryRow(row: SummaryText): SummaryRow {
  const present = (column: keyof SummaryText) => {
    const value = row[column];
    if (value === null) throw new Error(`Summary row without ${column}`);
    return value;
  };
  return {
    ...row,
    id: Number(present('id')),
    contractNumber: present('contractNumber'),
    description: present('description'),
    fundId: Number(present('fundId')),
    fundName: present('fundName'),
    status: present('status'),
    startDate: present('startDate'),
    initialDeposit: present('initialDeposit'),
    kept: row.kept !== null,
    stale: row.stale === 'true',
  };
}

const primoDay = sql.placeholder('primo');

/** The NAV (or its date) of fund `fundId` valid on `day`: one probe of the price index. */
const navAsOf = (fundId: SQL | Column, day: Placeholder, column: Column) =>
  sql`(select ${column} from ${fundPrices} where ${fundPrices.fundId} = ${fundId} and ${fundPrices.valuationDate} <= ${day} order by ${fundPrices.valuationDate} desc limit 1)`;

// A booking after the 1st: the month row of the 1st holds the units (and money awaiting
// purchase) after that day (an earlier row, when the 1st has none, its closing ones), as
// contractRows reads them.
const fromMonthRows = (onFirst: Column, atEnd: Column) =>
  sql`(select case when ${contractMonths.month} = ${primoDay} then ${onFirst} else ${atEnd} end from ${contractMonths} where ${contractMonths.contractId} = ${contracts.id} and ${contractMonths.month} <= ${primoDay} order by ${contractMonths.month} desc limit 1)`;
const nothingBookedAfterPrimo = sql`${contractPositions.lastBookingDate} is null or ${contractPositions.lastBookingDate} <= ${primoDay}`;

/**
 * The valuation date of the contract's earliest deposit that waits for its units; null when none
 * waits (as text: the drivers would make a date of it). One probe of the partial index of
 * waiting deposits, which is usually empty for a contract.
 */
export const awaitingPurchaseOf = (contractId: Column) =>
  sql<
    string | null
  >`(select min(${depositPurchases.valuationDate})::text from ${depositPurchases} where ${depositPurchases.contractId} = ${contractId} and ${depositPurchases.purchaseId} is null)`;

/**
 * Per contract, the valuation date of its earliest deposit that waits for its units as of
 * `today`: not bought yet, or bought by a purchase dated after today (a NAV published ahead of
 * its date books the purchase ahead; today's figures then still count the money as waiting).
 */
export async function awaitingPurchaseAsOf(
  db: Database,
  contractIds: readonly number[],
  today: CalendarDate,
): Promise<Map<number, string>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .select({
      contractId: depositPurchases.contractId,
      date: sql<string>`min(${depositPurchases.valuationDate})::text`,
    })
    .from(depositPurchases)
    .leftJoin(transactions, eq(transactions.id, depositPurchases.purchaseId))
    .where(
      and(
        inArray(depositPurchases.contractId, [...contractIds]),
        or(isNull(depositPurchases.purchaseId), gt(transactions.tradeDate, today)),
      ),
    )
    .groupBy(depositPurchases.contractId);
  return new Map(rows.map((row) => [row.contractId, row.date]));
}

const SUMMARY = packedRows(
  {
    id: contracts.id,
    contractNumber: contracts.contractNumber,
    description: contracts.description,
    fundId: funds.id,
    fundName: funds.name,
    status: contracts.status,
    startDate: contracts.startDate,
    initialDeposit: contracts.initialDeposit,
    kept: contractPositions.contractId,
    stale: contractPositions.stale,
    lastBookingDate: contractPositions.lastBookingDate,
    units: contractPositions.units,
    // Nothing booked after the 1st: the units after that day are the position's.
    unitsAtPrimo: sql`case when ${nothingBookedAfterPrimo} then ${contractPositions.units} else ${fromMonthRows(contractMonths.unitsOnFirst, contractMonths.units)} end`,
    cash: contractPositions.cash,
    cashAtPrimo: sql`case when ${nothingBookedAfterPrimo} then ${contractPositions.cash} else ${fromMonthRows(contractMonths.cashOnFirst, contractMonths.cash)} end`,
    deposits: contractPositions.deposits,
    withdrawals: contractPositions.withdrawals,
    distributions: contractPositions.distributions,
    costs: contractPositions.costs,
    latestNav: sql.raw('"fund_navs"."latest_nav"'),
    latestNavDate: sql.raw('"fund_navs"."latest_nav_date"'),
    primoNav: sql.raw('"fund_navs"."primo_nav"'),
    awaitingPurchase: awaitingPurchaseOf(contracts.id),
  },
  contracts.id,
);

const summariesStatement = oncePerDatabase((db) => {
  const reads = preparedReads(db);
  const userId = sql.placeholder('userId');
  const held = reads
    .selectDistinct({ fundId: contracts.fundId })
    .from(contracts)
    .where(eq(contracts.userId, userId))
    .as('held_funds');
  const today = sql.placeholder('today');
  const fundNavs = reads
    .select({
      fundId: held.fundId,
      latestNav: sql<string | null>`${navAsOf(held.fundId, today, fundPrices.nav)}`.as(
        'latest_nav',
      ),
      latestNavDate: sql<
        string | null
      >`${navAsOf(held.fundId, today, fundPrices.valuationDate)}`.as('latest_nav_date'),
      primoNav: sql<string | null>`${navAsOf(held.fundId, primoDay, fundPrices.nav)}`.as(
        'primo_nav',
      ),
    })
    .from(held)
    // Grouped, so the planner cannot pull the lookups up into the join (once per contract).
    .groupBy(held.fundId)
    .as('fund_navs');
  return reads
    .select({ packed: SUMMARY.packed })
    .from(contracts)
    .innerJoin(funds, eq(funds.id, contracts.fundId))
    .leftJoin(contractPositions, eq(contractPositions.contractId, contracts.id))
    .leftJoin(fundNavs, eq(fundNavs.fundId, contracts.fundId))
    .where(eq(contracts.userId, userId))
    .prepare('contract_summaries');
});
