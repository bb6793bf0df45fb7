/**
 * npm run ledger:verify — rebuilds every kept contract position and month row from the ledger
 * (the same domain code as the write path) and compares it with what is stored, on the
 * database the server would use (DATABASE_URL, else the embedded one under DATA_DIR). Prints
 * every difference per contract; then computes the kept answers served today of a random sample
 * of investors again (all of them with --alle-antwoorden) and compares their text
 * (contexts/portfolio/kept-answers). Exit code 0 when everything agrees, 1 on any difference, 2
 * when the check could not run. Reads only.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from './config';
import { secureDataDir } from './data-dir';
import { openDatabase } from './db/client';
import { todayInAmsterdam } from '@bp/domain';
import {
  KEPT_ANSWER_SAMPLE,
  verifyKeptAnswers,
  verifyLedger,
  type LedgerDifference,
} from './contexts/portfolio';

async function main(): Promise<number> {
  // Run through npm -w, the working directory is apps/server: a relative DATA_DIR means the
  // folder the operator typed the command in, as for `npm start`.
  // The check signs no session and calls no provider, so the server's rules that a PostgreSQL
  // deployment needs its shared JWT_SECRET and names the sandbox providers do not apply to it.
  const env = {
    ...process.env,
    JWT_SECRET: process.env.JWT_SECRET || 'x'.repeat(32),
    ALLOW_SANDBOX_PROVIDERS: '1',
  };
  const config = loadConfig(env, process.env.INIT_CWD ?? process.cwd());
  const target = config.database;
  if (target.kind === 'pglite' && target.dataDir !== 'memory://' && !existsSync(target.dataDir)) {
    // Opening would create an empty database: there is nothing to check.
    throw new Error(`Geen database in / no database in ${target.dataDir}`);
  }
  // Opening the embedded database may write to it (a checkpoint): owner-only, as the server.
  if (target.kind === 'pglite' && target.dataDir !== 'memory://') {
    await secureDataDir(config.dataDir);
  }
  const database = await openDatabase(target);
  try {
    const started = performance.now();
    const result = await verifyLedger(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byContract = new Map<string, LedgerDifference[]>();
    for (const difference of result.differences) {
      const list = byContract.get(difference.contractNumber) ?? [];
      list.push(difference);
      byContract.set(difference.contractNumber, list);
    }
    for (const [contractNumber, differences] of byContract) {
      console.log(`${contractNumber} (contract ${differences[0]?.contractId}):`);
      for (const difference of differences) {
        console.log(
          `  ${difference.field}: opgeslagen / stored ${difference.stored ?? '—'}, uit het grootboek / from the ledger ${difference.expected ?? '—'}`,
        );
      }
    }
    if (result.pending.length > 0) {
      console.log(
        `${result.pending.length} contract(en) wachten op herberekening bij de volgende lezing / awaiting a rebuild on their next read: ${result.pending.join(', ')}`,
      );
    }
    const verdict =
      byContract.size === 0
        ? 'alles klopt / everything agrees'
        : `${byContract.size} contract(en) wijken af / differ`;
    console.log(`${result.contracts} contracten gecontroleerd in ${seconds} s: ${verdict}.`);
    const answersStarted = performance.now();
    const everyone = process.argv.includes('--alle-antwoorden');
    const answers = await verifyKeptAnswers(database.db, todayInAmsterdam(new Date()), {
      sample: everyone ? undefined : KEPT_ANSWER_SAMPLE,
    });
    for (const difference of answers.differences) {
      console.log(
        `bewaard antwoord wijkt af / kept answer differs: ${difference.userId} ${difference.path}`,
      );
    }
    const answerSeconds = ((performance.now() - answersStarted) / 1000).toFixed(1);
    console.log(
      `${answers.answers} bewaarde antwoorden van ${answers.investors} beleggers${everyone ? '' : ' (steekproef)'} opnieuw berekend in ${answerSeconds} s / kept answers recomputed: ${
        answers.differences.length === 0
          ? 'alles klopt / everything agrees'
          : `${answers.differences.length} wijken af / differ`
      }.`,
    );
    return byContract.size === 0 && answers.differences.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
