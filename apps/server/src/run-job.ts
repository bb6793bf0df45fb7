/**
 * npm run job -- <name> [--date YYYY-MM-DD] [--force "reden"] — runs one job (contexts/money/jobs) by
 * hand for a business date, on the database the server would use (DATABASE_URL, else the
 * embedded one under DATA_DIR), recorded in job_runs like a scheduled run and under the same
 * lock. A date outside the supported range, or more than a month after today without --force
 * and a reason, is refused before anything opens. Exit code 0 when the run succeeded (or another
 * instance was running the job), 1 when contracts failed, 2 when the run could not start (bad
 * arguments or date, no database, the data folder held by a server).
 */
import { existsSync } from 'node:fs';
import { todayInAmsterdam } from '@bp/domain';
import { buildApp } from './app';
import { loadConfig } from './config';
import { secureDataDir } from './data-dir';
import { openDatabase } from './db/client';
import { DataFolderInUseError } from './db/data-folder-lock';
import { MIGRATIONS_FOLDER } from './db/migrations-folder';
import { resolveDataEncryptionKey } from './data-encryption-key';
import { resolveJwtSecret } from './jwt-secret';
import { parseJobCommand } from './contexts/money';
import type { JobRunOutcome } from './contexts/money';

const STATUS_TEXT: Record<JobRunOutcome['status'], string> = {
  succeeded: 'geslaagd / succeeded',
  'partly-failed': 'deels mislukt / partly failed',
  failed: 'mislukt / failed',
  skipped: 'overgeslagen: de taak loopt al elders / skipped: the job is already running elsewhere',
};

/** What a held embedded data folder means here: the server is running on it. */
const SERVER_HOLDS_DATA_DIR = [
  'Een draaiende server houdt deze ingebedde database vast: stop de server en start de taak dan opnieuw, of laat het schema van de server de taak doen (SCHEDULED_JOBS=1).',
  'A running server holds this embedded database: stop the server and run the job again, or let the server’s schedule run it (SCHEDULED_JOBS=1).',
].join('\n');

async function main(): Promise<number> {
  const command = parseJobCommand(process.argv.slice(2), todayInAmsterdam(new Date()));
  if (!command.ok) {
    console.error(command.message);
    return 2;
  }
  // Run through npm -w, the working directory is apps/server: a relative DATA_DIR means the
  // folder the operator typed the command in, as for `npm start`.
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const target = config.database;
  const embeddedFolder = target.kind === 'pglite' && target.dataDir !== 'memory://';
  if (embeddedFolder && !existsSync(target.dataDir)) {
    throw new Error(
      `Geen database in / no database in ${target.dataDir}: start de server eerst / start the server first`,
    );
  }
  if (embeddedFolder) await secureDataDir(config.dataDir);
  // The sandbox mandate provider's keys come from the server's secret: the same one.
  const jwtSecret = await resolveJwtSecret(config);
  const dataEncryptionKey = await resolveDataEncryptionKey(config);
  let database;
  try {
    database = await openDatabase(target);
  } catch (error) {
    if (error instanceof DataFolderInUseError) {
      console.error(`${error.message}\n\n${SERVER_HOLDS_DATA_DIR}`);
      return 2;
    }
    throw error;
  }
  try {
    await database.migrate(MIGRATIONS_FOLDER);
    const app = await buildApp({
      config: { ...config, jwtSecret, dataEncryptionKey },
      db: database.db,
      embedded: database.embedded,
      logger: { level: process.env.LOG_LEVEL ? config.logLevel : 'warn' },
    });
    try {
      const outcome = await app.jobs.run(command.job, command.date, command.forcedReason);
      console.log(`${command.job.name} ${command.date}: ${STATUS_TEXT[outcome.status]}`);
      if (outcome.status === 'skipped') return 0;
      const counts = Object.entries(outcome.counts).map(([name, count]) => `${name} ${count}`);
      console.log(`  run ${outcome.runId}: ${counts.join(', ')}`);
      for (const error of outcome.errors) console.log(`  fout / error: ${error}`);
      return outcome.status === 'succeeded' ? 0 : 1;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A configuration problem (ConfigError) and the rest are printed without a stack trace.
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
