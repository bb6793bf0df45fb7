import {
  contractMonths as monthsOfLedger,
  contractPosition,
  euro,
  firstDayOfMonth,
  maxDate,
  type NavPoint,
} from '@bp/domain';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  contractMonths,
  contractPositions,
  contracts,
  depositPurchases,
  transactions,
} from '../../../db/schema';
import { bookingsOf, byId, navsOfFunds } from './ledger-source';
import { toMonthRow, toPositionRow } from './rows';

export interface LedgerDifference {
  contractId: number;
  contractNumber: string;
  /**
   * "position.units", "month 2024-03-01.value", "month 2024-03-01" (missing or extra),
   * "waiting.deposits" (the deposits that wait for the purchase job against the ledger's money
   * awaiting purchase).
   */
  field: string;
  stored: string | null;
  expected: string | null;
}

export interface LedgerVerification {
  contracts: number;
  /** Positions marked stale or not kept yet: the next read rebuilds them, nothing is wrong. */
  pending: number[];
  differences: LedgerDifference[];
}

/** Contracts per round: bounded memory on a database of any size. */
const CHUNK = 200;

/**
 * Rebuilds every kept position and its month rows from the ledger with the same domain code
 * the write path uses, and lists every stored figure that differs. Numbers compare as decimals
 * (amounts to the cent, units to the 4th decimal, growth factors in full).
 */
export async function verifyLedger(db: Database): Promise<LedgerVerification> {
  const result: LedgerVerification = { contracts: 0, pending: [], differences: [] };
  const navCache = new Map<number, NavPoint[]>();
  // The next chunk is read while this one is rebuilt: the database and the rebuild each keep a
  // core busy instead of taking turns.
  let next = readChunk(db, 0, navCache);
  for (;;) {
    const read = await next;
    if (!read) return result;
    next = readChunk(db, read.lastId, navCache);
    const { chunk, ledgers, positions, monthsOf, waiting } = read;
    result.contracts += chunk.length;
    for (const contract of chunk) {
      const stored = positions.get(contract.id);
      if (!stored || stored.stale) {
        result.pending.push(contract.id);
        continue;
      }
      const entries = ledgers.get(contract.id) ?? [];
      const navs = navCache.get(contract.fundId) ?? [];
      const position = contractPosition(entries);
      const first = entries[0];
      let through = first ? firstDayOfMonth(first.date) : null;
      if (through && position.lastBookingDate) through = maxDate(through, position.lastBookingDate);
      const lastNav = navs.at(-1);
      if (through && lastNav) through = maxDate(through, lastNav.date);
      const expectedMonths =
        first && through
          ? monthsOfLedger({ entries, navs, from: firstDayOfMonth(first.date), through })
          : [];
      const differences = compare(
        'position',
        { ...stored },
        { ...toPositionRow(contract.id, position) },
      );
      // One rule for money awaiting purchase: what the ledger holds outside units is exactly
      // what the purchase job still has to buy.
      differences.push(
        ...compare(
          'waiting',
          { deposits: waiting.get(contract.id) ?? '0.00' },
          { deposits: position.cash.toFixed(2) },
        ),
      );
      const storedMonths = new Map(
        (monthsOf.get(contract.id) ?? []).map((row) => [row.month, row]),
      );
      for (const month of expectedMonths) {
        const row = storedMonths.get(month.month);
        storedMonths.delete(month.month);
        const label = `month ${month.month}`;
        if (!row) differences.push({ field: label, stored: null, expected: 'a row' });
        else differences.push(...compare(label, { ...row }, { ...toMonthRow(contract.id, month) }));
      }
      for (const month of storedMonths.keys()) {
        differences.push({ field: `month ${month}`, stored: 'a row', expected: null });
      }
      for (const difference of differences) {
        result.differences.push({
          contractId: contract.id,
          contractNumber: contract.number,
          ...difference,
        });
      }
    }
  }
}

/** A chunk of contracts after `after` with everything its rebuild and comparison read. */
async function readChunk(db: Database, after: number, navCache: Map<number, NavPoint[]>) {
  const chunk = await db
    .select({ id: contracts.id, fundId: contracts.fundId, number: contracts.contractNumber })
    .from(contracts)
    .where(gt(contracts.id, after))
    .orderBy(asc(contracts.id))
    .limit(CHUNK);
  const last = chunk.at(-1);
  if (!last) return null;
  const ids = chunk.map((contract) => contract.id);
  const missingFunds = [...new Set(chunk.map((c) => c.fundId))].filter((id) => !navCache.has(id));
  for (const [fundId, navs] of await navsOfFunds(db, missingFunds)) navCache.set(fundId, navs);
  const [ledgers, positions, months, waiting] = await Promise.all([
    bookingsOf(db, ids),
    db.select().from(contractPositions).where(inArray(contractPositions.contractId, ids)),
    db
      .select()
      .from(contractMonths)
      .where(inArray(contractMonths.contractId, ids))
      .orderBy(asc(contractMonths.contractId), asc(contractMonths.month)),
    waitingDeposits(db, ids),
  ]);
  const monthsOf = byId<(typeof months)[number]>(ids);
  for (const row of months) monthsOf.get(row.contractId)?.push(row);
  return {
    chunk,
    lastId: last.id,
    ledgers,
    positions: new Map(positions.map((position) => [position.contractId, position])),
    monthsOf,
    waiting,
  };
}

/** The sum of the deposits that wait for their purchase (deposit_purchases), per contract. */
async function waitingDeposits(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({
      contractId: depositPurchases.contractId,
      amount: sql<string>`sum(${transactions.amount})::text`,
    })
    .from(depositPurchases)
    .innerJoin(transactions, eq(transactions.id, depositPurchases.depositId))
    .where(and(inArray(depositPurchases.contractId, [...ids]), isNull(depositPurchases.purchaseId)))
    .groupBy(depositPurchases.contractId);
  return new Map(rows.map((row) => [row.contractId, row.amount]));
}

type Comparable = Record<string, string | number | boolean | null>;

function compare(
  label: string,
  stored: Comparable,
  expected: Comparable,
): Omit<LedgerDifference, 'contractId' | 'contractNumber'>[] {
  const differences: Omit<LedgerDifference, 'contractId' | 'contractNumber'>[] = [];
  for (const [field, want] of Object.entries(expected)) {
    const have = stored[field] ?? null;
    if (!same(have, want)) {
      differences.push({
        field: `${label}.${field}`,
        stored: have === null ? null : String(have),
        expected: want === null ? null : String(want),
      });
    }
  }
  return differences;
}

function same(a: string | number | boolean | null, b: string | number | boolean | null): boolean {
  // The same text is the same figure; only differently written numbers need parsing.
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (typeof a === 'string' && typeof b === 'string' && /^-?\d/.test(a) && /^-?\d/.test(b)) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(a)) return a === b;
    return euro(a).equals(euro(b));
  }
  return a === b;
}
