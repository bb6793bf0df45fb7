import { calendarDate, euro, type LedgerEntry, type TransactionKind } from '@bp/domain';
import { and, asc, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { transactions } from '../../../db/schema';
import { book } from '../../portfolio';

/** A booking as stored. */
export interface Booked extends LedgerEntry {
  id: number;
  contractId: number;
}

/** One booking group priced at the NAV: its bookings, and how to book it again at a new NAV. */
export interface Group {
  contractId: number;
  originals: Booked[];
  /** Books the group at `nav` (the reversals are booked) and re-points what referred to it. */
  rebook(tx: Database, nav: string, correctionId: number): Promise<number>;
}

export const BOOKED_COLUMNS = {
  id: transactions.id,
  contractId: transactions.contractId,
  date: transactions.tradeDate,
  kind: transactions.kind,
  amount: transactions.amount,
  units: transactions.units,
  nav: transactions.nav,
};

export const toBooked = (row: Omit<Booked, 'date'> & { date: string }): Booked => ({
  ...row,
  date: calendarDate(row.date),
});

/** A booking that stands: no reversal itself, and not reversed. */
export const standing: SQL = and(
  isNull(transactions.reversalOf),
  sql`not exists (select 1 from ${transactions} as r where r.reversal_of = ${transactions.id})`,
) as SQL;

/** The standing booking of a kind and amount beside `near` (the group's anchor), if any. */
export async function companion(
  db: Database,
  near: Booked,
  kind: TransactionKind,
  amount: string,
  side: 'before' | 'after',
): Promise<Booked | null> {
  const [row] = await db
    .select(BOOKED_COLUMNS)
    .from(transactions)
    .where(
      and(
        eq(transactions.contractId, near.contractId),
        eq(transactions.tradeDate, near.date),
        eq(transactions.kind, kind),
        eq(transactions.amount, amount),
        side === 'before' ? lt(transactions.id, near.id) : gt(transactions.id, near.id),
        standing,
      ),
    )
    .orderBy(side === 'before' ? desc(transactions.id) : asc(transactions.id))
    .limit(1);
  return row ? toBooked(row) : null;
}

export async function companions(
  db: Database,
  near: Booked,
  wanted: readonly { kind: TransactionKind; amount: string | null }[],
  side: 'before' | 'after',
): Promise<Booked[]> {
  const found: Booked[] = [];
  for (const { kind, amount } of wanted) {
    if (amount === null || !euro(amount).gt(0)) continue;
    const row = await companion(db, near, kind, amount, side);
    if (!row) throw new Error(`The ${kind} of booking ${near.id} was not found`);
    found.push(row);
  }
  return found;
}

/** Books a group's new entries, each carrying the correction. */
export async function bookCorrected(
  tx: Database,
  contractId: number,
  entries: readonly LedgerEntry[],
  correctionId: number,
): Promise<number> {
  await book(
    tx,
    contractId,
    entries.map((entry) => ({ ...entry, navCorrectionId: correctionId })),
  );
  return entries.length;
}
