import {
  addMonths,
  calendarDate,
  contractMonths as monthsOfLedger,
  contractPosition,
  firstDayOfMonth,
  isBefore,
  maxDate,
  type CalendarDate,
  type ContractMonth,
  type ContractPosition,
  type LedgerEntry,
  type NavPoint,
} from '@bp/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { insertJsonRows } from '../../../db/json-rows';
import { sqlArray } from '../../../db/sql-arrays';
import { sqlRows } from '../../../db/sql-rows';
import { contractMonths, contractPositions, contracts } from '../../../db/schema';
import { bookingsOf, navsOfFunds } from './ledger-source';
import { fromPositionRow, toMonthRow, toPositionRow } from './rows';

/** Rows per INSERT: well below PostgreSQL's 65.535 bind parameters for 20-column rows. */
const BATCH_SIZE = 1000;

export async function insertInBatches<T>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
  size = BATCH_SIZE,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

/** A contract as the position keeping sees it, locked for the rest of the transaction. */
export interface KeptContract {
  id: number;
  fundId: number;
  /** The stored position, null when there is none or it is stale. */
  position: ContractPosition | null;
}

/**
 * Locks the contracts, then reads their positions in a statement of its own. On PostgreSQL a
 * lock that had to wait rechecks only the locked row: a position joined to it would be the one
 * before the other writer's commit, and writing on from it would lose that writer's bookings.
 */
export async function lockContracts(
  tx: Database,
  contractIds: readonly number[],
): Promise<KeptContract[]> {
  if (contractIds.length === 0) return [];
  const locked = await tx
    .select({ id: contracts.id, fundId: contracts.fundId })
    .from(contracts)
    .where(inArray(contracts.id, [...contractIds]))
    .orderBy(contracts.id)
    .for('update');
  const positions = await tx
    .select()
    .from(contractPositions)
    .where(inArray(contractPositions.contractId, [...contractIds]));
  const positionOf = new Map(positions.map((row) => [row.contractId, row]));
  return locked.map((row) => {
    const position = positionOf.get(row.id);
    return {
      id: row.id,
      fundId: row.fundId,
      position: position && !position.stale ? fromPositionRow(position) : null,
    };
  });
}

/** What a contract held at the end of the month before a recomputation (as stored). */
export interface HeldBefore {
  units: string;
  cash: string;
}

export const NOTHING_HELD: HeldBefore = { units: '0', cash: '0' };

/**
 * What to write for one contract: its position, and its month rows from `fromMonth` on (all of
 * them when null) computed from `entries` (the bookings from `fromMonth` on, or all) and the
 * units and money awaiting purchase held before.
 */
export interface Refresh {
  contract: KeptContract;
  position: ContractPosition;
  fromMonth: CalendarDate | null;
  entries: readonly LedgerEntry[];
  opening: HeldBefore;
}

/** Computes the month rows of each refresh (pure domain code) and replaces the stored ones. */
export async function writeRefreshes(tx: Database, refreshes: readonly Refresh[]): Promise<void> {
  if (refreshes.length === 0) return;
  const earliest = refreshes.reduce<CalendarDate | null>(
    (min, refresh) =>
      refresh.fromMonth === null || min === null
        ? null
        : isBefore(refresh.fromMonth, min)
          ? refresh.fromMonth
          : min,
    refreshes[0]?.fromMonth ?? null,
  );
  const navs = await navsOfFunds(
    tx,
    [...new Set(refreshes.map((refresh) => refresh.contract.fundId))],
    earliest === null ? {} : { from: earliest },
  );
  const monthRows: (typeof contractMonths.$inferInsert)[] = [];
  for (const refresh of refreshes) {
    const fundNavs = navs.get(refresh.contract.fundId) ?? [];
    for (const month of monthsFor(refresh, fundNavs)) {
      monthRows.push(toMonthRow(refresh.contract.id, month));
    }
  }

  await deleteMonthRows(tx, refreshes);
  await insertInBatches(monthRows, (batch) => insertJsonRows(tx, contractMonths, batch), 5000);
  await insertInBatches(
    refreshes.map((refresh) => toPositionRow(refresh.contract.id, refresh.position)),
    (batch) =>
      insertJsonRows(
        tx,
        contractPositions,
        batch,
        sql`on conflict (contract_id) do update set
              units = excluded.units, deposits = excluded.deposits,
              withdrawals = excluded.withdrawals, distributions = excluded.distributions,
              costs = excluded.costs, cash = excluded.cash,
              last_booking_date = excluded.last_booking_date, stale = false`,
      ),
  );
}

/**
 * The month rows each refresh replaces (from its `fromMonth`, or all), in one statement: a month
 * end refreshes a hundred contracts per transaction, and a statement each would cost a hundred
 * round trips and as many runs of the statement triggers on contract_months.
 */
async function deleteMonthRows(tx: Database, refreshes: readonly Refresh[]): Promise<void> {
  const ids = refreshes.map((refresh) => refresh.contract.id);
  const fromMonths = refreshes.map((refresh) => refresh.fromMonth ?? '-infinity');
  await tx.execute(sql`
    delete from ${contractMonths} m
     using unnest(${sqlArray(ids, 'integer')}, ${sqlArray(fromMonths, 'date')})
        as replaced(contract_id, from_month)
     where m.contract_id = replaced.contract_id and m.month >= replaced.from_month`);
}

function monthsFor(refresh: Refresh, navs: readonly NavPoint[]): ContractMonth[] {
  const firstEntry = refresh.entries[0];
  const from = refresh.fromMonth ?? (firstEntry ? firstDayOfMonth(firstEntry.date) : null);
  if (from === null) return [];
  let through = from;
  const lastBooking = refresh.position.lastBookingDate;
  if (lastBooking) through = maxDate(through, lastBooking);
  const lastNav = navs.at(-1);
  if (lastNav) through = maxDate(through, lastNav.date);
  return monthsOfLedger({
    entries: refresh.entries,
    navs,
    from,
    through,
    openingUnits: refresh.opening.units,
    openingCash: refresh.opening.cash,
  });
}

interface PreviousMonthRow extends Record<string, string> {
  contract_id: string;
  month: string;
  units: string;
  cash: string;
}

/**
 * The last stored month before `month`, per contract (null when there is none): the month rows
 * are recomputed from the month after it, which is `month` itself unless months without rows
 * lie between.
 */
export async function lastMonthBefore(
  tx: Database,
  targets: readonly { id: number; month: CalendarDate }[],
): Promise<Map<number, ({ month: CalendarDate } & HeldBefore) | null>> {
  const result = new Map<number, ({ month: CalendarDate } & HeldBefore) | null>(
    targets.map((target) => [target.id, null]),
  );
  if (targets.length === 0) return result;
  // Per contract the one row before its month (an index probe each): with DISTINCT ON over the
  // months before, a month end's group of a hundred contracts read twelve thousand rows.
  const ids = targets.map((target) => target.id);
  const months = targets.map((target) => target.month);
  const rows = await sqlRows<PreviousMonthRow>(
    tx,
    sql`
    select wanted.contract_id::text as contract_id, previous.month::text as month, previous.units::text as units,
           previous.cash::text as cash
      from unnest(${sqlArray(ids, 'integer')}, ${sqlArray(months, 'date')})
        as wanted(contract_id, before_month)
      cross join lateral (
        select m.month, m.units, m.cash from ${contractMonths} m
         where m.contract_id = wanted.contract_id and m.month < wanted.before_month
         order by m.month desc limit 1) previous`,
  );
  for (const row of rows) {
    result.set(Number(row.contract_id), {
      month: addMonths(calendarDate(row.month), 1),
      units: row.units,
      cash: row.cash,
    });
  }
  return result;
}

/** Full rebuilds from the ledger: every booking of each contract, position and months. */
export async function rebuildRefreshes(
  tx: Database,
  kept: readonly KeptContract[],
): Promise<Refresh[]> {
  const ledgers = await bookingsOf(
    tx,
    kept.map((contract) => contract.id),
  );
  return kept.map((contract) => {
    const entries = ledgers.get(contract.id) ?? [];
    return {
      contract,
      position: contractPosition(entries),
      fromMonth: null,
      entries,
      opening: NOTHING_HELD,
    };
  });
}

/** Rebuilds the positions and months of these contracts from their ledgers. */
export async function rebuildContracts(
  db: Database,
  contractIds: readonly number[],
): Promise<void> {
  if (contractIds.length === 0) return;
  await db.transaction(async (tx) => {
    const kept = await lockContracts(tx, contractIds);
    await writeRefreshes(tx, await rebuildRefreshes(tx, kept));
  });
}
