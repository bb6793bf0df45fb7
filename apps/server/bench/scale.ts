/**
 * npm run bench:scale (issue 23, "At the size of a real fund"): the production server on
 * PostgreSQL with 10.000 investors, 40.000 contracts and ten years of monthly bookings. Seeds a
 * throwaway database (timed), loads the investors' reads with random investors and the admin's
 * search, runs the month-end NAV publication through the API under four eyes and
 * ledger:verify over everything, and writes the figures to bench/results/scale.md. Not a test:
 * it takes half an hour at full size. README ("Benchmarks") lists its settings:
 *
 * DATABASE_URL (the PostgreSQL server; the bench makes its own database on it),
 * BENCH_SCALE_INVESTORS (10000), BENCH_SCALE_DB (reuse that database: migrated, not seeded; it
 * is kept), BENCH_SCALE_KEEP=1 (keep the new database), BENCH_SCALE_DURATION (seconds per load
 * row, 15), BENCH_SCALE_SESSIONS (2000), `--dump <file>` or BENCH_SCALE_DUMP (every investor's
 * reads as JSON lines instead of the measurements), BENCH_SCALE_DUMP_EVERY (dump every n-th
 * investor), BENCH_SCALE_SERVER (another build's dist/main.js, e.g. the code before a change).
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { todayInAmsterdam } from '@bp/domain';
import { openDatabase } from '../src/db/client';
import { MIGRATIONS_FOLDER } from '../src/db/migrations-folder';
import {
  databaseFacts,
  dropDatabase,
  openScaleDatabase,
  type ScaleDatabase,
} from './scale/database';
import { keptAnswersRun } from './scale/kept-answers-run';
import { dumpInvestors } from './scale/dump';
import { monthEndAndVerify } from './scale/ledger-check';
import { count, everyNth, scaleOptions, type ScaleOptions } from './scale/options';
import { loadRows, measureReads } from './scale/reads';
import { type ScaleReport, scaleDocument } from './scale/report';
import { seedScale } from './scale/seed';
import { SERVER_MAIN, startScaleServer } from './scale/server';
import {
  investorsWithContracts,
  mintSessions,
  removeMintedSessions,
  sample,
} from './scale/sessions';

const here = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_FILE = path.resolve(here, '../../../bench/results/scale.md');
const TABLES = [
  'users',
  'personal_info',
  'contracts',
  'transactions',
  'deposit_purchases',
  'contract_positions',
  'contract_months',
  'investor_figures',
  'mandates',
  'fund_prices',
];

const log = (line: string) => console.log(line);

/** Migrates (the current code's migrations) and seeds a new database; the seed's seconds. */
async function prepare(database: ScaleDatabase, options: ScaleOptions): Promise<number | null> {
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  try {
    await handle.migrate(MIGRATIONS_FOLDER);
    if (!database.created) return null;
    log(`Seeding ${count(options.investors)} investors into ${database.name} …`);
    const started = performance.now();
    await seedScale(handle.db, options.investors, todayInAmsterdam(new Date()), log);
    const seconds = (performance.now() - started) / 1000;
    log(`Seeded in ${seconds.toFixed(0)} s.`);
    return seconds;
  } finally {
    await handle.close();
  }
}

/** The server on the seeded database: the dump, or the three load rows. */
async function reads(database: ScaleDatabase, options: ScaleOptions) {
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  try {
    await removeMintedSessions(handle.db);
    const investors = await investorsWithContracts(handle.db);
    const chosen = options.dumpFile
      ? everyNth(investors, options.dumpEvery)
      : sample(investors, options.sessions);
    const sessions = await mintSessions(handle.db, chosen);
    log(`${count(sessions.length)} sessions minted; starting the server …`);
    const server = await startScaleServer(database.url, [], options.server ?? SERVER_MAIN);
    const today = todayInAmsterdam(new Date());
    try {
      if (options.dumpFile) {
        await dumpInvestors(server.baseUrl, sessions, today, options.dumpFile, log);
        log(`Dumped ${count(sessions.length)} investors to ${options.dumpFile} (today ${today}).`);
        return [];
      }
      const rows = await loadRows(handle.db, server.baseUrl, sessions, today);
      log(`Load: ${options.durationSeconds} s per row`);
      return await measureReads(server.baseUrl, rows, options.durationSeconds, log);
    } finally {
      await server.stop();
      await removeMintedSessions(handle.db);
    }
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const options = scaleOptions(process.env, process.argv.slice(2));
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL (a PostgreSQL server) is required');
  const serverMain = options.server ?? SERVER_MAIN;
  if (!existsSync(serverMain)) {
    throw new Error(
      `${serverMain} is missing: run node scripts/build.mjs (npm run bench:scale from the root does)`,
    );
  }
  const loadAverage = loadavg()[0] ?? 0;
  const database = await openScaleDatabase(adminUrl, options.reuseDatabase);
  const keep = options.keep || !database.created;
  try {
    const seedSeconds = await prepare(database, options);
    const facts = await databaseFacts(database.url, TABLES);
    for (const row of facts.rows) log(`  ${row.table}: ${count(row.rows)}`);
    log(`  database size ${facts.databaseSize}`);
    // A dump compares pages as a server answers them: the kept answers are its own business.
    const keptAnswers = options.dumpFile ? null : await keptAnswersRun(database.url, log);
    const load = await reads(database, options);
    if (options.dumpFile || !keptAnswers) return;
    const checked = await monthEndAndVerify(adminUrl, database.name, log);
    const report: ScaleReport = {
      date: new Date(),
      machine: {
        cores: cpus().length,
        cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
        memoryGb: totalmem() / 2 ** 30,
        node: process.version,
        postgres: facts.postgresVersion,
      },
      loadAverage,
      database: { name: database.name, size: facts.databaseSize, kept: keep },
      investors: facts.rows.find((row) => row.table === 'personal_info')?.rows ?? options.investors,
      seedSeconds,
      keptAnswers,
      rows: facts.rows,
      load,
      loadSeconds: options.durationSeconds,
      sessions: Math.min(
        options.sessions,
        facts.rows.find((row) => row.table === 'personal_info')?.rows ?? 0,
      ),
      monthEnd: {
        seconds: checked.monthEnd.seconds,
        published: checked.monthEnd.published.length,
        refused: checked.monthEnd.refused,
        waitingBefore: checked.monthEnd.waitingBefore,
        waitingAfter: checked.monthEnd.waitingAfter,
      },
      keptAfterMonthEnd: checked.keptAfter,
      verify: checked.verify,
    };
    const document = scaleDocument(report);
    log(`\n${document}`);
    await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
    await writeFile(RESULTS_FILE, document);
    log(`Written to ${path.relative(process.cwd(), RESULTS_FILE)}.`);
  } finally {
    if (keep) log(`Database kept: ${database.name} (BENCH_SCALE_DB=${database.name} reuses it).`);
    else await dropDatabase(adminUrl, database.name);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
