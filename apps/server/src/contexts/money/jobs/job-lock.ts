import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

export type Locked<T> = { acquired: true; value: T } | { acquired: false };

/** Lets one run of a job at a time do its work; another one, meanwhile, is not let in. */
export interface JobLock {
  run<T>(job: string, work: () => Promise<T>): Promise<Locked<T>>;
}

/** The first key of the two-key advisory locks, so ours never meet another application's. */
const JOB_LOCK_SPACE = 0x4a4f4253; // "JOBS"

/**
 * PostgreSQL (several server instances on one database): a transaction-level advisory lock keyed
 * by the job's name, taken without waiting (`pg_try_advisory_xact_lock`) on a connection of its
 * own that stays in its transaction while the job works on other connections. The lock goes with
 * that transaction: at the end of the run, or when the instance dies, by itself.
 */
function advisoryLock(db: Database): JobLock {
  return {
    run(job, work) {
      return db.transaction(async (tx) => {
        const result = await tx.execute(
          sql`select pg_try_advisory_xact_lock(${JOB_LOCK_SPACE}, hashtext(${job})) as "locked"`,
        );
        // node-postgres and PGlite both answer { rows: [...] }.
        const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
        if (row?.locked !== true) return { acquired: false } as const;
        return { acquired: true, value: await work() } as const;
      });
    },
  };
}

const runningByDatabase = new WeakMap<Database, Set<string>>();

/**
 * The embedded database is one process (the data-folder lock refuses a second), and its single
 * connection cannot stay in a transaction while the job uses it: a lock in this process is the
 * whole guard there.
 */
function processLock(db: Database): JobLock {
  let running = runningByDatabase.get(db);
  if (!running) {
    running = new Set();
    runningByDatabase.set(db, running);
  }
  const names = running;
  return {
    async run(job, work) {
      if (names.has(job)) return { acquired: false };
      names.add(job);
      try {
        return { acquired: true, value: await work() };
      } finally {
        names.delete(job);
      }
    },
  };
}

export function jobLockFor(db: Database, embedded: boolean): JobLock {
  return embedded ? processLock(db) : advisoryLock(db);
}
