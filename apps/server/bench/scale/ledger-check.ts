import { todayInAmsterdam } from '@bp/domain';
import { KEPT_ANSWER_SAMPLE, verifyKeptAnswers, verifyLedger } from '../../src/contexts/portfolio';
import { openDatabase } from '../../src/db/client';
import { cloneDatabase, dropDatabase } from './database';
import { keptAnswersRun, type KeptAnswersFigures } from './kept-answers-run';
import { monthEndRun, type MonthEndFigures } from './month-end';
import { startScaleServer } from './server';

export interface LedgerCheckFigures {
  monthEnd: MonthEndFigures;
  /** The next morning's antwoorden-bijwerken: the month end made every holder's answers stale. */
  keptAfter: KeptAnswersFigures;
  verify: {
    seconds: number;
    contracts: number;
    differences: number;
    pending: number;
    answers: { seconds: number; investors: number; answers: number; differences: number };
  };
}

/**
 * The month-end run and ledger:verify, on a copy of the seeded database: the run publishes NAVs
 * and books purchases, and the seeded database must stay as it was for the next run of the bench
 * on it. verifyLedger then checks everything, the new purchases included, as
 * `npm run ledger:verify` does.
 */
export async function monthEndAndVerify(
  adminUrl: string,
  seeded: string,
  log: (line: string) => void,
): Promise<LedgerCheckFigures> {
  log('Copying the database for the month-end run …');
  const copy = await cloneDatabase(adminUrl, seeded);
  try {
    const server = await startScaleServer(copy.url);
    let monthEnd: MonthEndFigures;
    try {
      log('Month-end run: propose, approve, publication runs …');
      monthEnd = await monthEndRun(server.baseUrl, copy.url);
    } finally {
      await server.stop();
    }
    log(
      `  ${monthEnd.published.length} NAVs published, ${monthEnd.waitingBefore} deposits bought (${monthEnd.waitingAfter} still waiting) in ${monthEnd.seconds.toFixed(1)} s`,
    );
    const keptAfter = await keptAnswersRun(copy.url, log);
    log('ledger:verify (verifyLedger) over everything …');
    const database = await openDatabase({ kind: 'postgres', url: copy.url });
    try {
      const started = performance.now();
      const result = await verifyLedger(database.db);
      const seconds = (performance.now() - started) / 1000;
      const answersStarted = performance.now();
      const kept = await verifyKeptAnswers(database.db, todayInAmsterdam(new Date()), {
        sample: KEPT_ANSWER_SAMPLE,
      });
      const verify = {
        seconds,
        contracts: result.contracts,
        differences: result.differences.length,
        pending: result.pending.length,
        answers: {
          seconds: (performance.now() - answersStarted) / 1000,
          answers: kept.answers,
          investors: kept.investors,
          differences: kept.differences.length,
        },
      };
      log(
        `  ${verify.contracts} contracts in ${verify.seconds.toFixed(1)} s: ${verify.differences} differences, ${verify.pending} awaiting a rebuild; ${verify.answers.answers} kept answers in ${verify.answers.seconds.toFixed(1)} s: ${verify.answers.differences} differences`,
      );
      for (const difference of result.differences.slice(0, 20)) {
        log(
          `    ${difference.contractNumber} ${difference.field}: ${difference.stored} ≠ ${difference.expected}`,
        );
      }
      return { monthEnd, keptAfter, verify };
    } finally {
      await database.close();
    }
  } finally {
    await dropDatabase(adminUrl, copy.name);
  }
}
