import { todayInAmsterdam } from '@bp/domain';
import { refreshKeptAnswers } from '../../src/contexts/portfolio';
import { openDatabase } from '../../src/db/client';

export interface KeptAnswersFigures {
  seconds: number;
  investors: number;
  answers: number;
  errors: number;
}

/**
 * The job antwoorden-bijwerken over the whole database, as the daily schedule runs it after a
 * night's bookings (or a new day): every investor's overview and standard-period returns kept.
 */
export async function keptAnswersRun(
  url: string,
  log: (line: string) => void,
): Promise<KeptAnswersFigures> {
  const handle = await openDatabase({ kind: 'postgres', url });
  try {
    log('Job antwoorden-bijwerken: every investor’s standard answers …');
    const started = performance.now();
    const result = await refreshKeptAnswers(handle.db, todayInAmsterdam(new Date()));
    const figures = {
      seconds: (performance.now() - started) / 1000,
      investors: result.investors,
      answers: result.answers,
      errors: result.errors.length,
    };
    log(
      `  ${figures.investors} investors, ${figures.answers} answers kept in ${figures.seconds.toFixed(1)} s, ${figures.errors} errors`,
    );
    for (const error of result.errors.slice(0, 10)) log(`    ${error}`);
    return figures;
  } finally {
    await handle.close();
  }
}
