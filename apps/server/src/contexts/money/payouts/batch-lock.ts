import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/** Runs `work` in a transaction that no other batch creation runs beside. */
export type BatchLock = <T>(work: (tx: Database) => Promise<T>) => Promise<T>;

/** The first key of the two-key advisory lock (as the job lock has its own): "UITB". */
const PAYOUT_LOCK_SPACE = 0x55495442;

/**
 * A transaction-level advisory lock ('uitbetaalbatch') taken first in the transaction and
 * waited for, so two administrators (or instances) never collect the same payouts at once. On
 * PGlite, which runs one transaction at a time, it is simply free.
 */
export function batchLockFor(db: Database): BatchLock {
  return (work) =>
    db.transaction(async (tx) => {
      await holdBatchLock(tx);
      return work(tx);
    });
}

/**
 * Takes the batch lock in a transaction already running, until its end: what must not change
 * while a batch collects (a NAV correction re-prices the sell orders a batch would pay).
 */
export async function holdBatchLock(tx: Database): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PAYOUT_LOCK_SPACE}, hashtext('uitbetaalbatch'))`,
  );
}
