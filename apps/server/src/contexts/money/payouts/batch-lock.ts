import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/** Runs `work` in a transaction that no other batch creation runs beside. */
export type BatchLock = <T>(work: (tx: Database) => Promise<T>) => Promise<T>;

/** The first key of the two-key advisory lock (as the job lock has its own): "UITB". */
const PAYOUT_LOCK_SPACE = 0x55495442;

const queues = new WeakMap<Database, Promise<unknown>>();

/**
 * PostgreSQL: a transaction-level advisory lock ('uitbetaalbatch') taken first in the
 * transaction and waited for, so two administrators (or instances) never collect the same
 * payouts at once. PGlite is one process: the creations queue in memory, as the job lock does.
 */
export function batchLockFor(db: Database, embedded: boolean): BatchLock {
  if (!embedded) {
    return (work) =>
      db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${PAYOUT_LOCK_SPACE}, hashtext('uitbetaalbatch'))`,
        );
        return work(tx);
      });
  }
  return (work) => {
    const before = queues.get(db) ?? Promise.resolve();
    const run = before.then(() => db.transaction((tx) => work(tx)));
    queues.set(
      db,
      run.catch(() => undefined),
    );
    return run;
  };
}
