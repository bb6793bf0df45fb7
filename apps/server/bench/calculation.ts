/**
 * npm run bench:calculation (also the second part of npm run bench): calculations per second
 * for a 40-year monthly SB calculation (bedrag beleggen: a sum plus a monthly deposit into the
 * neutral model mix of three funds, 480 months × the server's 1000 Monte Carlo paths),
 *
 * 1. the engine of packages/domain called directly, on one core, and
 * 2. POST /api/calculation on a listening server (fresh in-memory PGlite with the funds), which
 *    adds validation, the rate limiter's queries, the fund lookup and JSON both ways.
 *
 * The projection is CPU-bound and the server runs as many at once as it has calculation workers
 * (one per core), so more connections only queue: BENCH_CALCULATION_CONNECTIONS defaults to 2. BENCH_DURATION (seconds per part, default 10)
 * bounds both parts. The load comes from calculation-load.ts in a process of its own, every
 * request from its own address (TRUST_PROXY=1 and X-Forwarded-For), as from many visitors, so
 * the per-IP limit of 30 a minute measures itself rather than refusing the load.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SB_FUNDS, todayInAmsterdam } from '@bp/domain';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { MIGRATIONS_FOLDER } from '../src/db/migrations-folder';
import {
  runEngine,
  type EngineSettings,
  type SbFundAssumptions,
} from '../src/contexts/calculation';
import { CALCULATION_PATHS } from '../src/contexts/calculation';
import { seedFunds } from '../src/seed/portfolio-seed';
import type { CalculationLoad } from './calculation-load';
import { runNode } from './load-generator';
import { fortyYearSbRequest } from '../src/test/forty-year-request';
import { newEncryptionKey } from '../src/security/encryption';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CALCULATION_CONNECTIONS ?? 2);

const BENCH_REQUEST = fortyYearSbRequest({ description: 'Bench' });

interface EngineFigures {
  calculations: number;
  perSecond: number;
  meanMs: number;
}

/** The engine as the server calls it, in a loop for the given time (after a warm-up). */
function benchEngine(seconds: number): EngineFigures {
  const funds: SbFundAssumptions[] = SB_FUNDS.map((fund, index) => ({ ...fund, id: index + 1 }));
  const today = todayInAmsterdam(new Date());
  const settings: EngineSettings = { interestRate: '0.025', paths: CALCULATION_PATHS, today };
  const input = { ...BENCH_REQUEST, start: today };
  const run = () => {
    const outcome = runEngine(input, funds, settings);
    if (!outcome.ok) throw new Error(outcome.errors.join(' '));
  };
  for (let warmUp = 0; warmUp < 3; warmUp += 1) run();
  let calculations = 0;
  const started = performance.now();
  while (calculations < 5 || performance.now() - started < seconds * 1000) {
    run();
    calculations += 1;
  }
  const elapsedMs = performance.now() - started;
  return {
    calculations,
    perSecond: (calculations * 1000) / elapsedMs,
    meanMs: elapsedMs / calculations,
  };
}

const LOAD_SCRIPT = fileURLToPath(new URL('./calculation-load.ts', import.meta.url));
const RESULTS_FILE = fileURLToPath(
  new URL('../../../bench/results/calculation.md', import.meta.url),
);

async function benchHttp(baseUrl: string, seconds: number): Promise<CalculationLoad> {
  const body = JSON.stringify(BENCH_REQUEST);
  const probe = await fetch(`${baseUrl}/api/calculation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
    body,
  });
  if (!probe.ok) throw new Error(`The calculation failed: ${probe.status} ${await probe.text()}`);

  // The load comes from a process of its own (calculation-load.ts), never this event loop.
  const output = await runNode([
    '--import',
    'tsx',
    LOAD_SCRIPT,
    `${baseUrl}/api/calculation`,
    String(connections),
    String(seconds),
    body,
  ]);
  const line = output.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as CalculationLoad;
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths?.[column] ?? 0) : cell.padStart(widths?.[column] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}

async function runCalculationBench(): Promise<void> {
  const heading = `Berekening bedrag beleggen: 40 jaar maandelijks, ${CALCULATION_PATHS} scenario's, modelmix neutraal (3 fondsen); ${durationSeconds} s per meting (Node ${process.version}).`;
  console.log(`\n${heading}`);
  const engine = benchEngine(durationSeconds);

  const dataDir = await mkdtemp(path.join(tmpdir(), 'bp-bench-calculation-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    await database.migrate(MIGRATIONS_FOLDER);
    await seedFunds(database.db, todayInAmsterdam(systemClock.now()));
    const config = loadConfig({
      DATABASE_URL: 'memory://',
      ALLOW_SANDBOX_PROVIDERS: '1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-app'),
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
    });
    const app = await buildApp({
      config: {
        ...config,
        jwtSecret: config.jwtSecret ?? '',
        // Nothing is uploaded in a measurement: a key for this run only.
        dataEncryptionKey: config.dataEncryptionKey ?? newEncryptionKey(),
      },
      db: database.db,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('The server has no address');
    try {
      const http = await benchHttp(`http://127.0.0.1:${address.port}`, durationSeconds);
      const figures = `${table([
        ['meting', 'berekeningen', 'per s', 'gem. ms', 'p99 ms', 'fouten'],
        [
          'engine direct (1 kern)',
          String(engine.calculations),
          engine.perSecond.toFixed(1),
          engine.meanMs.toFixed(1),
          '–',
          '0',
        ],
        [
          `POST /api/calculation (${connections} verbindingen)`,
          String(http.calculations),
          http.perSecond.toFixed(1),
          http.meanMs.toFixed(1),
          http.p99Ms.toFixed(1),
          String(http.failures),
        ],
      ])}\n\nPOST ÷ engine: ${(http.perSecond / engine.perSecond).toFixed(2)}`;
      console.log(`\n${figures}`);
      await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
      await writeFile(
        RESULTS_FILE,
        `# Calculation bench\n\n${new Date().toISOString()}, ${heading}\n\n\`\`\`\n${figures}\n\`\`\`\n`,
      );
      if (http.failures > 0) throw new Error('Some calculations failed: the figures are not valid');
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runCalculationBench().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
