import { formatDutchDate, type CalendarDate } from '../calendar-date';

/**
 * The runs of the scheduled jobs (issue 22, `/admin/taken`): how a run went. `running` until it
 * ends; `partly-failed`: some contracts failed (named in its error), the others were done.
 */
export const JOB_RUN_STATUSES = ['running', 'succeeded', 'partly-failed', 'failed'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

export const JOB_RUN_STATUS = {
  running: 'running',
  succeeded: 'succeeded',
  partlyFailed: 'partly-failed',
  failed: 'failed',
} as const satisfies Record<string, JobRunStatus>;

export const JOB_RUN_STATUS_LABELS: Record<JobRunStatus, string> = {
  running: 'Loopt',
  succeeded: 'Geslaagd',
  'partly-failed': 'Deels mislukt',
  failed: 'Mislukt',
};

/** What a run's counts (job_runs.counts, named by the jobs) are called on the page. */
export const JOB_COUNT_LABELS: Readonly<Record<string, string>> = {
  pages: 'pagina’s gelezen',
  applied: 'bijgewerkt',
  unchanged: 'ongewijzigd',
  unknown: 'onbekend',
  collected: 'geïncasseerd',
  failed: 'mislukt',
  reversed: 'gestorneerd',
  pending: 'wachtend',
  bought: 'gekocht',
  soldBack: 'verkocht na storno',
  locked: 'vastgezet na cut-off',
  executed: 'uitgevoerd',
  rejected: 'afgewezen',
  errors: 'fouten',
};

/**
 * How far from today an administrator may run a job by hand (`POST /api/admin/jobs/{name}/runs`):
 * this many months back and ahead. The command line keeps its own rule and `--force`.
 */
export const JOB_WINDOW_MONTHS = 1;

/** The answers of the jobs routes, in Dutch. */
export const JOB_MESSAGES = {
  unknownJob: 'Deze taak bestaat niet.',
  busy: 'Deze taak loopt al. Wacht tot de lopende run klaar is en probeer het dan opnieuw.',
  outsideWindow: (earliest: CalendarDate, latest: CalendarDate) =>
    `Kies een datum van ${formatDutchDate(earliest, 'long')} tot en met ${formatDutchDate(latest, 'long')}.`,
} as const;
