import { todayInAmsterdam, type CalendarDate } from '@bp/domain';
import { Cron } from 'croner';
import type { Job, JobDeps } from './job';
import type { JobLock } from './job-lock';
import { JOBS } from './registry';
import { runJob, type JobRunOutcome } from './run-job';

/**
 * When the schedule runs every job: early each morning in the Netherlands, after the night's
 * bank processing and before investors look. Daily, so each contract is collected on its own
 * day and a new NAV buys what waits for it the morning after it is entered.
 */
export const JOB_SCHEDULE = '30 6 * * *';
export const JOB_TIME_ZONE = 'Europe/Amsterdam';

/** A run started by hand: its row exists and it goes on; or another run of the job was busy. */
export type JobStart = { runId: number } | { busy: true };

/** The jobs of one app: run by hand (`npm run job`) or on the in-process schedule. */
export class JobService {
  private cron: Cron | null = null;
  private current: Promise<void> | null = null;
  /** Runs started by an administrator, going on after their answer; stop() waits for them. */
  private readonly started = new Set<Promise<void>>();

  constructor(
    private readonly deps: JobDeps,
    private readonly lock: JobLock,
  ) {}

  run(job: Job, date: CalendarDate, forcedReason: string | null = null): Promise<JobRunOutcome> {
    return runJob(this.deps, this.lock, job, date, { forcedReason });
  }

  /**
   * Starts a run for an administrator (`POST /api/admin/jobs/{name}/runs`) and answers as soon as
   * its row exists, with its id; the run goes on after that. `{busy: true}` when the job's lock
   * is refused: another run of the job is working, this one did nothing.
   */
  start(job: Job, date: CalendarDate, startedBy: string): Promise<JobStart> {
    return new Promise<JobStart>((resolve, reject) => {
      const run = runJob(this.deps, this.lock, job, date, {
        startedBy,
        onStarted: (runId) => resolve({ runId }),
      }).then(
        (outcome) => {
          if (outcome.status === 'skipped') resolve({ busy: true });
          else this.deps.log.info({ job: job.name, date, startedBy, ...outcome }, 'job run done');
        },
        (error: unknown) => {
          // Before its row: the answer is the error; after it, the run is failed in job_runs.
          this.deps.log.error({ err: error, job: job.name, date }, 'job run could not run');
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
      const tracked = run.finally(() => this.started.delete(tracked));
      this.started.add(tracked);
    });
  }

  /** Every job in turn for the business date: one that fails does not stop the next. */
  async runAll(date: CalendarDate): Promise<void> {
    for (const job of JOBS) {
      try {
        const outcome = await this.run(job, date);
        this.deps.log.info({ job: job.name, date, ...outcome }, 'scheduled job done');
      } catch (error) {
        this.deps.log.error({ err: error, job: job.name, date }, 'scheduled job could not run');
      }
    }
  }

  /** Starts the daily schedule; `protect` skips a tick while the previous one still runs. */
  startSchedule(): void {
    if (this.cron) return;
    this.cron = new Cron(JOB_SCHEDULE, { timezone: JOB_TIME_ZONE, protect: true }, () => {
      this.current = this.runAll(todayInAmsterdam(this.deps.clock.now()));
      return this.current;
    });
  }

  /** When the schedule runs next; null when it is not started. */
  nextScheduledRun(): Date | null {
    return this.cron?.nextRun() ?? null;
  }

  /** Stops the schedule and waits for a run in progress, so the database can close after it. */
  async stop(): Promise<void> {
    this.cron?.stop();
    this.cron = null;
    await this.current;
    await this.idle();
  }

  /** Waits until the runs started by administrators have ended. */
  async idle(): Promise<void> {
    while (this.started.size > 0) await Promise.all([...this.started]);
  }
}
