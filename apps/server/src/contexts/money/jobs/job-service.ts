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

/** The jobs of one app: run by hand (`npm run job`) or on the in-process schedule. */
export class JobService {
  private cron: Cron | null = null;
  private current: Promise<void> | null = null;

  constructor(
    private readonly deps: JobDeps,
    private readonly lock: JobLock,
  ) {}

  run(job: Job, date: CalendarDate, forcedReason: string | null = null): Promise<JobRunOutcome> {
    return runJob(this.deps, this.lock, job, date, forcedReason);
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
  }
}
