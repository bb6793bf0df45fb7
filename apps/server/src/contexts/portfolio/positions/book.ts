import {
  contractPosition,
  firstDayOfMonth,
  isBefore,
  type CalendarDate,
  type ContractPosition,
  type LedgerEntry,
} from '@bp/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { insertJsonRows } from '../../../db/json-rows';
import { transactions } from '../../../db/schema';
import {
  insertInBatches,
  lockContracts,
  NOTHING_HELD,
  rebuildRefreshes,
  lastMonthBefore,
  writeRefreshes,
  type HeldBefore,
  type KeptContract,
  type Refresh,
} from './keeping';
import { bookingsOf } from './ledger-source';

/**
 * A new booking; a NAV correction (issue 22) also gives the booking a reversal undoes and the
 * correction that reversed or rebooked it.
 */
export type NewBooking = LedgerEntry & { reversalOf?: number; navCorrectionId?: number };

export interface ContractLedger {
  contractId: number;
  /** New bookings, in the order they happened (the domain's booking functions make them). */
  entries: readonly NewBooking[];
}

/**
 * The one way bookings enter the ledger: inserts them and, in the same database transaction,
 * brings each contract's position and month rows up to date (from the month of its earliest
 * new booking on). A contract without a stored position gets one from its whole ledger.
 */
export async function bookContracts(
  db: Database,
  ledgers: readonly ContractLedger[],
): Promise<void> {
  // A ledger without entries still opens a position for a contract that has none yet.
  const booked = ledgers;
  if (booked.length === 0) return;
  await db.transaction(async (tx) => {
    const ids = booked.map((ledger) => ledger.contractId);
    const kept = await lockContracts(tx, ids);
    if (kept.length !== new Set(ids).size) throw new Error('Booking on an unknown contract');
    const withHistory = await contractsWithBookings(
      tx,
      kept.filter((contract) => !contract.position).map((contract) => contract.id),
    );

    await insertInBatches(
      bookingRows(booked),
      (batch) => insertJsonRows(tx, transactions, batch),
      2000,
    );

    const entriesOf = new Map(booked.map((ledger) => [ledger.contractId, ledger.entries]));
    const newOf = (contract: KeptContract) => sortedByDate(entriesOf.get(contract.id) ?? []);
    const refreshes: Refresh[] = [];
    // A first ledger: everything follows from the new bookings alone.
    for (const contract of kept.filter((item) => !item.position && !withHistory.has(item.id))) {
      const entries = newOf(contract);
      refreshes.push({
        contract,
        position: contractPosition(entries),
        fromMonth: null,
        entries,
        opening: NOTHING_HELD,
      });
    }
    // A kept position: add the new bookings; recompute the months from the earliest of them.
    const incremental = kept.flatMap((contract) => {
      const position = contract.position;
      const first = newOf(contract)[0];
      return position && first ? [{ contract, position, month: firstDayOfMonth(first.date) }] : [];
    });
    const previous = await lastMonthBefore(
      tx,
      incremental.map(({ contract, month }) => ({ id: contract.id, month })),
    );
    const rebuild: KeptContract[] = kept.filter(
      (contract) => !contract.position && withHistory.has(contract.id),
    );
    const starts: {
      contract: KeptContract;
      position: ContractPosition;
      month: CalendarDate;
      opening: HeldBefore;
    }[] = [];
    for (const { contract, position, month } of incremental) {
      const before = previous.get(contract.id) ?? null;
      if (before === null && position.lastBookingDate !== null) {
        // Bookings before the first stored month: no row to start from, so rebuild them all.
        rebuild.push(contract);
        continue;
      }
      starts.push({
        contract,
        position,
        month: before?.month ?? month,
        opening: before ?? NOTHING_HELD,
      });
    }
    const fresh = await bookingsFrom(tx, starts);
    for (const { contract, position, month, opening } of starts) {
      refreshes.push({
        contract,
        position: plus(position, contractPosition(newOf(contract))),
        fromMonth: month,
        entries: fresh.get(contract.id) ?? [],
        opening,
      });
    }
    refreshes.push(...(await rebuildRefreshes(tx, rebuild)));
    await writeRefreshes(tx, refreshes);
  });
}

/** The `transactions` rows of the ledgers' entries, contract by contract, in their order. */
export function bookingRows(ledgers: readonly ContractLedger[]) {
  return ledgers.flatMap((ledger) =>
    ledger.entries.map((entry) => ({
      contractId: ledger.contractId,
      tradeDate: entry.date,
      kind: entry.kind,
      amount: entry.amount,
      units: entry.units,
      nav: entry.nav,
      reversalOf: entry.reversalOf ?? null,
      navCorrectionId: entry.navCorrectionId ?? null,
    })),
  );
}

/** Books entries on one contract (see bookContracts). */
export function book(
  db: Database,
  contractId: number,
  entries: readonly NewBooking[],
): Promise<void> {
  return bookContracts(db, [{ contractId, entries }]);
}

async function contractsWithBookings(tx: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ contractId: transactions.contractId })
    .from(transactions)
    .where(inArray(transactions.contractId, [...ids]));
  return new Set(rows.map((row) => row.contractId));
}

async function bookingsFrom(
  tx: Database,
  targets: readonly { contract: KeptContract; month: CalendarDate }[],
): Promise<Map<number, LedgerEntry[]>> {
  const result = new Map<number, LedgerEntry[]>();
  for (const month of new Set(targets.map((target) => target.month))) {
    const ids = targets.filter((target) => target.month === month).map((t) => t.contract.id);
    for (const [id, entries] of await bookingsOf(tx, ids, { from: month })) {
      result.set(id, entries);
    }
  }
  return result;
}

/** Stable: bookings of one day keep the order they were given in (and get their ids in). */
function sortedByDate(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) =>
      a.entry.date === b.entry.date ? a.index - b.index : a.entry.date < b.entry.date ? -1 : 1,
    )
    .map(({ entry }) => entry);
}

function plus(a: ContractPosition, b: ContractPosition): ContractPosition {
  const later = (x: CalendarDate | null, y: CalendarDate | null) =>
    x === null ? y : y === null ? x : isBefore(x, y) ? y : x;
  return {
    units: a.units.plus(b.units),
    cash: a.cash.plus(b.cash),
    deposits: a.deposits.plus(b.deposits),
    withdrawals: a.withdrawals.plus(b.withdrawals),
    distributions: a.distributions.plus(b.distributions),
    costs: a.costs.plus(b.costs),
    lastBookingDate: later(a.lastBookingDate, b.lastBookingDate),
  };
}
