import { JOB_RUN_STATUS, type CalendarDate } from '@bp/domain';
import { eq } from 'drizzle-orm';
import { jobRuns, type JobRunStatus } from '../../../db/schema';
import { errorText, type Job, type JobDeps } from './job';
import type { JobLock } from './job-lock';

export type JobRunOutcome =
  /** Another run of the job (this instance or another) was busy: this one did nothing. */
  | { status: 'skipped' }
  | {
      status: Exclude<JobRunStatus, 'running'>;
      runId: number;
      counts: Record<string, number>;
      errors: string[];
    };

/** Who and why, beside the job and the date; every field may be left out. */
export interface JobRunOptions {
  /** Why a date the command refuses is run anyway (`--force "reden"`): kept with the run. */
  forcedReason?: string | null;
  /** The administrator who started it on `/admin/taken`; null for the schedule and the command. */
  startedBy?: string | null;
  /** Called once the run's row exists (the lock is held), before the job does its work. */
  onStarted?: (runId: number) => void;
}

/**
 * One run of a job for a business date, under the job's lock, recorded in job_runs: the row is
 * written when the run starts and completed when it ends, with its counts and errors. A contract
 * that fails is an error line (the run is `partly-failed`); a job that throws is `failed`.
 */
export async function runJob(
  deps: JobDeps,
  lock: JobLock,
  job: Job,
  date: CalendarDate,
  { forcedReason = null, startedBy = null, onStarted }: JobRunOptions = {},
): Promise<JobRunOutcome> {
  const locked = await lock.run(job.name, async () => {
    const [run] = await deps.db
      .insert(jobRuns)
      .values({
        job: job.name,
        businessDate: date,
        startedAt: deps.clock.now(),
        forcedReason,
        startedBy,
      })
      .returning({ id: jobRuns.id });
    if (!run) throw new Error('The job run was not recorded');
    onStarted?.(run.id);
    let outcome: JobRunOutcome;
    try {
      const result = await job.run(deps, date);
      outcome = {
        status: result.errors.length === 0 ? JOB_RUN_STATUS.succeeded : JOB_RUN_STATUS.partlyFailed,
        runId: run.id,
        ...result,
      };
    } catch (error) {
      deps.log.error({ err: error, job: job.name, date }, 'job failed');
      outcome = {
        status: JOB_RUN_STATUS.failed,
        runId: run.id,
        counts: {},
        errors: [errorText(error)],
      };
    }
    await deps.db
      .update(jobRuns)
      .set({
        status: outcome.status,
        finishedAt: deps.clock.now(),
        counts: outcome.counts,
        error: outcome.errors.length === 0 ? null : outcome.errors.join('\n'),
      })
      .where(eq(jobRuns.id, run.id));
    return outcome;
  });
  if (!locked.acquired) {
    deps.log.info({ job: job.name, date }, 'job already running elsewhere: skipped');
    return { status: 'skipped' };
  }
  return locked.value;
}
