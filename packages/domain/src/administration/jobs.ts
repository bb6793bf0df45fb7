import {
  addMonths,
  formatDutchDate,
  isAfter,
  isBefore,
  SUPPORTED_DATES,
  type CalendarDate,
} from '../calendar-date';

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
  paidOut: 'uitgekeerd',
  reinvested: 'herbelegd',
  investors: 'beleggers bijgewerkt',
  answers: 'antwoorden bewaard',
  errors: 'fouten',
};

/**
 * How far from today an administrator may run a job by hand (`POST /api/admin/jobs/{name}/runs`):
 * this many months back and ahead. The command line keeps its own rule and `--force`.
 */
export const JOB_WINDOW_MONTHS = 1;

/** The business dates an administrator may run a job for on `/admin/taken`, both included. */
export interface JobDateWindow {
  earliest: CalendarDate;
  latest: CalendarDate;
}

/**
 * The web's rule, stricter than the command's: from a month before today to a month after it,
 * inside the supported dates, and never forced (catching up further back, or a deliberate later
 * date, stays with the operator's `npm run job -- … --force "reden"`).
 */
export function jobDateWindow(today: CalendarDate): JobDateWindow {
  const earliest = addMonths(today, -JOB_WINDOW_MONTHS);
  const latest = addMonths(today, JOB_WINDOW_MONTHS);
  return {
    earliest: isBefore(earliest, SUPPORTED_DATES.first) ? SUPPORTED_DATES.first : earliest,
    latest: isAfter(latest, SUPPORTED_DATES.last) ? SUPPORTED_DATES.last : latest,
  };
}

/** Whether `date` lies inside the window (both ends included). */
export function isInJobDateWindow(date: CalendarDate, window: JobDateWindow): boolean {
  return !isBefore(date, window.earliest) && !isAfter(date, window.latest);
}

/** The answers of the jobs routes, in Dutch. */
export const JOB_MESSAGES = {
  unknownJob: 'Deze taak bestaat niet.',
  busy: 'Deze taak loopt al. Wacht tot de lopende run klaar is en probeer het dan opnieuw.',
  outsideWindow: (earliest: CalendarDate, latest: CalendarDate) =>
    `Kies een datum van ${formatDutchDate(earliest, 'long')} tot en met ${formatDutchDate(latest, 'long')}.`,
} as const;
