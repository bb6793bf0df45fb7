import {
  addMonths,
  DATE_OUT_OF_RANGE_MESSAGE,
  isAfter,
  isSupportedDate,
  parseCalendarDate,
  type CalendarDate,
} from '@bp/domain';
import type { Job } from './job';
import { JOBS, findJob } from './registry';

export type JobCommand =
  | {
      ok: true;
      job: Job;
      date: CalendarDate;
      /** Why a date the rules refuse is run anyway (`--force "reden"`); recorded in job_runs. */
      forcedReason: string | null;
    }
  | { ok: false; message: string };

/**
 * A job books what happened on its business date: a date further ahead than this is a typing
 * error (2200 for 2020), unless the operator forces it with a reason.
 */
export const JOB_DATE_MONTHS_AHEAD = 1;

export function jobUsage(): string {
  return [
    'Gebruik / usage: npm run job -- <naam/name> [--date JJJJ-MM-DD/YYYY-MM-DD] [--force "reden/reason"]',
    'Zonder --date: vandaag (Nederlandse tijd) / without --date: today (Dutch time).',
    `De datum ligt tussen 1 januari 1900 en 31 december 2150 en hoogstens ${JOB_DATE_MONTHS_AHEAD} maand na vandaag; --force "reden" staat een latere datum bewust toe (de reden wordt bij de run bewaard) / the date lies from 1 January 1900 to 31 December 2150 and at most ${JOB_DATE_MONTHS_AHEAD} month after today; --force "reason" deliberately allows a later date (the reason is kept with the run).`,
    'Taken / jobs:',
    ...JOBS.map((job) => `  ${job.name}: ${job.description}`),
  ].join('\n');
}

function refused(problem: string): JobCommand {
  return { ok: false, message: `${problem}\n\n${jobUsage()}` };
}

/**
 * The arguments of `npm run job`: a job's name, an optional business date (`--date
 * 2026-03-02` or `--date=2026-03-02`; today when absent) and an optional `--force "reden"`.
 * A date outside SUPPORTED_DATES is refused, and one more than a month after today unless forced
 * with a reason. Anything else is refused with the usage.
 */
export function parseJobCommand(args: readonly string[], today: CalendarDate): JobCommand {
  let name: string | null = null;
  let dateText: string | null = null;
  let forcedReason: string | null = null;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--date' || arg.startsWith('--date=')) {
      const value = arg === '--date' ? args[(index += 1)] : arg.slice('--date='.length);
      if (value === undefined || value === '') {
        return refused('--date mist een datum / --date needs a date.');
      }
      dateText = value;
    } else if (arg === '--force' || arg.startsWith('--force=')) {
      const value = (arg === '--force' ? args[(index += 1)] : arg.slice('--force='.length)) ?? '';
      if (value.trim() === '' || value.startsWith('--')) {
        return refused(
          '--force mist een reden, bijvoorbeeld --force "inhalen na storing" / --force needs a reason, e.g. --force "catch-up after an outage".',
        );
      }
      forcedReason = value.trim();
    } else if (arg === '--help' || arg === '-h') {
      return { ok: false, message: jobUsage() };
    } else if (arg.startsWith('-') || name !== null) {
      return refused(`Onbekend argument / unknown argument: ${arg}`);
    } else {
      name = arg;
    }
  }
  if (name === null) return refused('Geen taak genoemd / no job named.');
  const job = findJob(name);
  if (!job) return refused(`Onbekende taak / unknown job: ${name}`);
  if (dateText === null) return { ok: true, job, date: today, forcedReason };
  const date = parseCalendarDate(dateText);
  if (date === null) {
    return refused(
      `Ongeldige datum / invalid date: ${dateText} (verwacht / expected JJJJ-MM-DD/YYYY-MM-DD, e.g. 2026-03-02)`,
    );
  }
  // Never forced: the rest of the portal cannot show or compute such a date.
  if (!isSupportedDate(date)) {
    return refused(
      `Datum buiten het ondersteunde bereik / date outside the supported range: ${date}. ${DATE_OUT_OF_RANGE_MESSAGE}`,
    );
  }
  const latest = addMonths(today, JOB_DATE_MONTHS_AHEAD);
  if (isAfter(date, latest) && forcedReason === null) {
    return refused(
      `De datum ${date} ligt meer dan ${JOB_DATE_MONTHS_AHEAD} maand na vandaag (${today}): een taak boekt wat er op die dag gebeurt. Is dit bewust, geef dan een reden mee met --force "reden". / The date ${date} lies more than ${JOB_DATE_MONTHS_AHEAD} month after today (${today}); if this is deliberate, give a reason with --force "reason".`,
    );
  }
  return { ok: true, job, date, forcedReason };
}
