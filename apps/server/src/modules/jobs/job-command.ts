import { parseCalendarDate, type CalendarDate } from '@bp/domain';
import type { Job } from './job';
import { JOBS, findJob } from './registry';

export type JobCommand =
  { ok: true; job: Job; date: CalendarDate } | { ok: false; message: string };

export function jobUsage(): string {
  return [
    'Gebruik / usage: npm run job -- <naam/name> [--date JJJJ-MM-DD/YYYY-MM-DD]',
    'Zonder --date: vandaag (Nederlandse tijd) / without --date: today (Dutch time).',
    'Taken / jobs:',
    ...JOBS.map((job) => `  ${job.name}: ${job.description}`),
  ].join('\n');
}

function refused(problem: string): JobCommand {
  return { ok: false, message: `${problem}\n\n${jobUsage()}` };
}

/**
 * The arguments of `npm run job`: a job's name and an optional business date (`--date
 * 2026-03-02` or `--date=2026-03-02`; today when absent). Anything else is refused with the usage.
 */
export function parseJobCommand(args: readonly string[], today: CalendarDate): JobCommand {
  let name: string | null = null;
  let dateText: string | null = null;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--date' || arg.startsWith('--date=')) {
      const value = arg === '--date' ? args[(index += 1)] : arg.slice('--date='.length);
      if (value === undefined || value === '') {
        return refused('--date mist een datum / --date needs a date.');
      }
      dateText = value;
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
  if (dateText === null) return { ok: true, job, date: today };
  const date = parseCalendarDate(dateText);
  if (date === null) {
    return refused(
      `Ongeldige datum / invalid date: ${dateText} (verwacht / expected JJJJ-MM-DD/YYYY-MM-DD, e.g. 2026-03-02)`,
    );
  }
  return { ok: true, job, date };
}
