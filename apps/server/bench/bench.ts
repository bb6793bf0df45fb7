/**
 * npm run bench: the production server (apps/server/dist/main.js, as `npm start` builds it)
 * under load, against bare Fastify in its own process, with autocannon in a third process. On
 * the embedded database always, on PostgreSQL as well when DATABASE_URL is set (a throwaway
 * database, created and dropped here). Each row's req/s is shown as a ratio to bare Fastify in
 * the same run, against the targets of issue 7, and the tables go to bench/results/latest.md.
 *
 * BENCH_CONNECTIONS (50), BENCH_DURATION (seconds per target, 8) and BENCH_WARMUP (seconds,
 * 1) tune it; BENCH_LOG_LEVEL (warn) is the server's LOG_LEVEL. For profiling:
 * BENCH_PROFILE_DIR starts the server with --cpu-prof into that folder, and BENCH_ONLY=text
 * keeps only the rows whose name contains it (and the baseline).
 *
 * BENCH_WORKERS=n (with DATABASE_URL) instead compares the server with WORKERS=1 and WORKERS=n
 * on PostgreSQL for GET /healthz and GET /api/users/me, into bench/results/workers.md.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addYears } from '@bp/domain';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { BENCH_INVESTOR } from './bench-investor';
import { type BenchDatabase, embeddedBenchDatabase, postgresBenchDatabase } from './bench-database';
import { type LoadSettings, loadTarget, type Target } from './load-generator';
import { freePort, type RunningProcess, startNodeProcess } from './processes';
import {
  anyFailed,
  type DatabaseRun,
  meanBaseline,
  resultsDocument,
  type Row,
  type RunSettings,
  textTable,
} from './report';
import { workersDocument, type WorkersRow } from './workers-report';
import { login } from './scale/http';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER_MAIN = path.resolve(here, '../dist/main.js');
const BASELINE_SERVER = path.resolve(here, 'baseline-server.ts');
const RESULTS_FILE = path.resolve(here, '../../../bench/results/latest.md');
const WORKERS_RESULTS_FILE = path.resolve(here, '../../../bench/results/workers.md');
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const DEMO_INVESTOR = DEMO_ACCOUNTS.find((account) => account.email === 'belegger@example.com');
const ADMIN = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
/** Issue 21: the admin's search is held to its p99 at this many connections. */
const ADMIN_SEARCH_CONNECTIONS = 10;
const DEMO_CONTRACT_ID = 1001;

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
}

/** Profiling a few rows: they are printed, bench/results/latest.md keeps the last full run. */
const only = process.env.BENCH_ONLY;

/** BENCH_WORKERS=n: 1 against n server processes (node:cluster) on PostgreSQL; 0: the tables. */
const benchWorkers = positiveNumber('BENCH_WORKERS', 0);

const settings: LoadSettings = {
  connections: positiveNumber('BENCH_CONNECTIONS', 50),
  durationSeconds: positiveNumber('BENCH_DURATION', 8),
  warmUpSeconds: positiveNumber('BENCH_WARMUP', 1),
};

/** The production server on the given database, listening on 127.0.0.1. */
async function startProductionServer(
  database: BenchDatabase,
  workers = 1,
): Promise<RunningProcess> {
  const port = await freePort();
  const profileDir = process.env.BENCH_PROFILE_DIR;
  return startNodeProcess({
    label: `The server on ${database.name}`,
    nodeArgs: [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), SERVER_MAIN],
    env: {
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      JWT_SECRET,
      SEED_DEMO: '1',
      WORKERS: String(workers),
      // A measurement that crosses 06:30 Amsterdam must not run the day's jobs beside its load.
      SCHEDULED_JOBS: '0',
    },
    port,
    readyPath: '/readyz',
    // A cluster prints its banner once every worker listens.
    ...(workers > 1 ? { readyOutput: 'draait op' } : {}),
  });
}

async function startBaseline(): Promise<RunningProcess> {
  const port = await freePort();
  return startNodeProcess({
    label: 'Bare Fastify',
    nodeArgs: ['--import', 'tsx', BASELINE_SERVER],
    env: { PORT: String(port) },
    port,
    readyPath: '/',
  });
}

/** The rows of one database: the baseline, the health check and each investor's reads. */
function targets(baseline: string, server: string, database: BenchDatabase, cookies: Cookies) {
  const { today, contractIds } = database.portfolio;
  const period = `van=${addYears(today, -5)}&tot=${today}`;
  const [benchContract] = contractIds;
  if (benchContract === undefined) throw new Error('The bench investor has no contracts');
  const reads = (who: string, cookie: string, contractId: number): Target[] => [
    { name: `GET /api/users/me (${who})`, kind: 'api', url: `${server}/api/users/me`, cookie },
    {
      name: `GET /api/contracts/summaries (${who})`,
      kind: 'api',
      url: `${server}/api/contracts/summaries`,
      cookie,
    },
    {
      name: `GET /api/contracts/${contractId}/rendement 5 y (${who})`,
      kind: 'api',
      url: `${server}/api/contracts/${contractId}/rendement?${period}`,
      cookie,
    },
  ];
  return [
    { name: 'bare Fastify GET / (baseline)', kind: 'baseline', url: `${baseline}/` },
    { name: 'GET /healthz', kind: 'health', url: `${server}/healthz` },
    ...reads('demo', cookies.demo, DEMO_CONTRACT_ID),
    ...reads('bench', cookies.bench, benchContract),
    // The large seed's 5.000 investors: a surname many share, and the whole table by value.
    {
      name: 'admin search (5.000 beleggers) ?q=jansen',
      kind: 'admin-search',
      url: `${server}/api/admin/investors?q=jansen`,
      cookie: cookies.admin,
      connections: ADMIN_SEARCH_CONNECTIONS,
    },
    {
      name: 'admin search (5.000 beleggers) ?sort=-totaleWaarde',
      kind: 'admin-search',
      url: `${server}/api/admin/investors?sort=-totaleWaarde`,
      cookie: cookies.admin,
      connections: ADMIN_SEARCH_CONNECTIONS,
    },
  ] satisfies Target[];
}

interface Cookies {
  demo: string;
  bench: string;
  admin: string;
}

async function measureRow(target: Target): Promise<Row> {
  const row = await loadTarget(target, settings);
  console.log(
    `  ${row.name}: ${row.requestsPerSecond.toFixed(0)} req/s, p99 ${row.p99Ms} ms, ${row.failures} failed`,
  );
  return row;
}

async function benchDatabase(prepare: () => Promise<BenchDatabase>): Promise<DatabaseRun> {
  const seedStarted = performance.now();
  const database = await prepare();
  try {
    const seconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
    const note = `Demo investor (belegger@example.com, contract ${DEMO_CONTRACT_ID}), bench investor (${database.portfolio.contractIds.length} contracts, ${database.portfolio.bookings} bookings in all) and the large demo seed (5.000 investors, for the admin's search), seeded in ${seconds} s.`;
    console.log(`\n${database.name}: ${note}`);
    const baseline = await startBaseline();
    try {
      const server = await startProductionServer(database);
      try {
        if (!DEMO_INVESTOR || !ADMIN) throw new Error('The demo accounts are missing');
        const cookies = {
          demo: await login(server.baseUrl, DEMO_INVESTOR),
          bench: await login(server.baseUrl, BENCH_INVESTOR),
          admin: await login(server.baseUrl, ADMIN),
        };
        const chosen = targets(baseline.baseUrl, server.baseUrl, database, cookies).filter(
          (target) => !only || target.kind === 'baseline' || target.name.includes(only),
        );
        const measured: Row[] = [];
        for (const target of chosen) measured.push(await measureRow(target));
        const [before, ...others] = measured;
        const bareFastify = chosen[0];
        if (!before || !bareFastify) throw new Error('Nothing was measured');
        const after = await measureRow({ ...bareFastify, name: `${bareFastify.name}, again` });
        const baselineRow = meanBaseline(before, after);
        const rows = [baselineRow, ...others];
        const fullNote = `${note} Bare Fastify: ${before.requestsPerSecond.toFixed(0)} req/s before the other rows, ${after.requestsPerSecond.toFixed(0)} after; the ratios divide by the mean.`;
        console.log(`\n${textTable(rows, baselineRow, database.name)}`);
        return { database: database.name, note: fullNote, rows, baseline: baselineRow };
      } finally {
        await server.stop();
      }
    } finally {
      await baseline.stop();
    }
  } finally {
    await database.remove();
  }
}

/** Bare Fastify before and after, /healthz and the demo investor's /api/users/me. */
async function measureWithWorkers(database: BenchDatabase, workers: number) {
  const baseline = await startBaseline();
  try {
    const server = await startProductionServer(database, workers);
    try {
      if (!DEMO_INVESTOR) throw new Error('The demo accounts are missing');
      const cookie = await login(server.baseUrl, DEMO_INVESTOR);
      console.log(`\nWORKERS=${workers}:`);
      const bare: Target = {
        name: 'bare Fastify GET / (baseline)',
        kind: 'baseline',
        url: `${baseline.baseUrl}/`,
      };
      const before = await measureRow(bare);
      const health = await measureRow({
        name: 'GET /healthz',
        kind: 'health',
        url: `${server.baseUrl}/healthz`,
      });
      const me = await measureRow({
        name: 'GET /api/users/me (demo)',
        kind: 'api',
        url: `${server.baseUrl}/api/users/me`,
        cookie,
      });
      const after = await measureRow({ ...bare, name: `${bare.name}, again` });
      return { baseline: meanBaseline(before, after), rows: [health, me] };
    } finally {
      await server.stop();
    }
  } finally {
    await baseline.stop();
  }
}

async function benchWorkerCounts(run: RunSettings, postgresUrl: string): Promise<void> {
  const loadAverage = loadavg()[0] ?? 0;
  const database = await postgresBenchDatabase(postgresUrl);
  try {
    const one = await measureWithWorkers(database, 1);
    const many = await measureWithWorkers(database, benchWorkers);
    const rows: WorkersRow[] = one.rows.map((row, index) => {
      const other = many.rows[index];
      if (!other) throw new Error(`No figure with ${benchWorkers} workers for ${row.name}`);
      return {
        name: row.name,
        one: row,
        many: other,
        baselineOne: one.baseline,
        baselineMany: many.baseline,
      };
    });
    const document = workersDocument(run, benchWorkers, rows, loadAverage);
    console.log(`\n${document}`);
    await mkdir(path.dirname(WORKERS_RESULTS_FILE), { recursive: true });
    await writeFile(WORKERS_RESULTS_FILE, document);
    console.log(`Written to ${path.relative(process.cwd(), WORKERS_RESULTS_FILE)}.`);
    if (rows.some((row) => row.one.failures > 0 || row.many.failures > 0)) {
      throw new Error('Some requests failed: the figures above are not valid');
    }
  } finally {
    await database.remove();
  }
}

async function main(): Promise<void> {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(`${SERVER_MAIN} is missing: run npm run build first (npm run bench does).`);
  }
  const run: RunSettings = {
    date: new Date(),
    nodeVersion: process.version,
    cores: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
    ...settings,
  };
  console.log(
    `Bench: ${settings.connections} connections, ${settings.durationSeconds} s per target after ${settings.warmUpSeconds} s warm-up; Node ${run.nodeVersion}, ${run.cores} cores.`,
  );
  const postgresUrl = process.env.DATABASE_URL;
  if (benchWorkers > 0) {
    if (!postgresUrl)
      throw new Error('BENCH_WORKERS needs DATABASE_URL: WORKERS>1 runs on PostgreSQL only');
    await benchWorkerCounts(run, postgresUrl);
    return;
  }
  const runs = [await benchDatabase(embeddedBenchDatabase)];
  if (postgresUrl) runs.push(await benchDatabase(() => postgresBenchDatabase(postgresUrl)));

  if (only) {
    console.log(`\nBENCH_ONLY: not written to ${path.relative(process.cwd(), RESULTS_FILE)}.`);
  } else {
    await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
    await writeFile(RESULTS_FILE, resultsDocument(run, runs));
    console.log(`\nWritten to ${path.relative(process.cwd(), RESULTS_FILE)}.`);
  }
  if (runs.some((database) => anyFailed(database.rows))) {
    throw new Error('Some requests failed: the figures above are not valid');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
