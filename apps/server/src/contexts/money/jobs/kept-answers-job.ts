import type { CalendarDate } from '@bp/domain';
import { refreshKeptAnswers } from '../../portfolio';
import type { Job, JobDeps, JobResult } from './job';

/**
 * `antwoorden-bijwerken`, last in the schedule: after the day's bookings, every investor whose
 * pages' standard answers (the overview, the returns over the standard periods) are not kept at
 * their current version for D gets them computed and kept (contexts/portfolio/kept-answers), so
 * their pages open from one row. Safe to repeat: a second run finds nothing stale.
 */
export const keptAnswersJob: Job = {
  name: 'antwoorden-bijwerken',
  description:
    'houdt per belegger het overzicht en de rendementen over de standaardperiodes bij, zodat elke pagina uit één rij komt / keeps each investor’s overview and standard-period returns',
  run: (deps: JobDeps, date: CalendarDate) => keptAnswersRun(deps, date),
};

export async function keptAnswersRun(
  { db }: Pick<JobDeps, 'db'>,
  date: CalendarDate,
): Promise<JobResult> {
  const result = await refreshKeptAnswers(db, date);
  return {
    counts: { investors: result.investors, answers: result.answers, errors: result.errors.length },
    errors: result.errors,
  };
}
