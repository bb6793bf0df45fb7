import type { CalendarDate } from '@bp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context';
import type { MandateProvider } from '../mandates/providers/mandate-provider';

/** What every job may use: the database, the clock, the mail outbox, the mandate provider. */
export type JobDeps = Pick<AppContext, 'db' | 'clock' | 'mailContext'> & {
  /** enqueue(tx, mail) in the job's transaction; wake() after the commit (a no-op by hand). */
  mailOutbox: Pick<AppContext['mailOutbox'], 'enqueue' | 'wake'>;
  mandateProvider: MandateProvider;
  log: FastifyBaseLogger;
};

/** What a run did: counts by name (stored as job_runs.counts), and one line per failure. */
export interface JobResult {
  counts: Record<string, number>;
  /** A contract that failed is named here; the others were done. */
  errors: string[];
}

export interface Job {
  /** The name for `npm run job -- <name>`, job_runs.job and the lock. */
  readonly name: string;
  /** One line for the usage message. */
  readonly description: string;
  /** Does the job's work for the business date `date`; safe to run again for the same date. */
  run(deps: JobDeps, date: CalendarDate): Promise<JobResult>;
}

/** Counts that start at zero, so a run that did nothing still says so. */
export function newCounts<Name extends string>(names: readonly Name[]): Record<Name, number> {
  return Object.fromEntries(names.map((name) => [name, 0])) as Record<Name, number>;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
