/**
 * /healthz while 8 forty-year calculations run at once (a measurement, not a test):
 * `npx tsx apps/server/src/contexts/calculation/healthz-under-load.script.ts [rounds]`.
 *
 * The real app (fresh in-memory PGlite with the funds, or PostgreSQL when DATABASE_URL is set,
 * in a throwaway database) listens with its worker pool sized to the cores. Each round sends 8
 * forty-year SB calculations at once, each from its own address (TRUST_PROXY=1), and probes
 * /healthz every 5 ms over a connection of its own until they are all answered; one round
 * first warms the workers and the server. It prints per round and over all rounds the
 * /healthz latency (median, p99, max) and the event loop's delay (p99, max); the goal is a
 * /healthz p99 under 20 ms. The probes and the calculations come from this process, so the
 * loop's figures include the client's own work: they overstate the server's delay.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import { todayInAmsterdam } from '@bp/domain';
import pg from 'pg';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseTarget } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/migrations-folder';
import { seedFunds } from '../../seed/portfolio-seed';
import { fortyYearSbRequest } from '../../test/forty-year-request';
import { newEncryptionKey } from '../../security/encryption';

const rounds = Number(process.argv[2] ?? 10);
const CONCURRENT = 8;
const PROBE_INTERVAL_MS = 5;

const FORTY_YEARS = JSON.stringify(fortyYearSbRequest({ description: 'Meting' }));

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

function probeHealth(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

/** A throwaway database on the PostgreSQL server of DATABASE_URL, or in-memory PGlite. */
async function scratchDatabase(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { target: { kind: 'pglite', dataDir: 'memory://' }, drop: async () => {} };
  const name = `bp_measure_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function measure(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bp-healthz-load-'));
  const scratch = await scratchDatabase();
  const database = await openDatabase(scratch.target);
  try {
    await database.migrate(MIGRATIONS_FOLDER);
    await seedFunds(database.db, todayInAmsterdam(new Date()));
    const config = loadConfig({
      DATABASE_URL: scratch.target.kind === 'postgres' ? scratch.target.url : 'memory://',
      ALLOW_SANDBOX_PROVIDERS: '1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-app'),
      JWT_SECRET: 'measurement-secret-that-is-long-enough-for-hs256',
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
      embedded: database.embedded,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('The server has no address');
    const base = `http://127.0.0.1:${address.port}`;
    let visitor = 0;
    const calculate = async () => {
      visitor += 1;
      const response = await fetch(`${base}/api/calculation`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(visitor >> 8) & 255}.${visitor & 255}.1`,
        },
        body: FORTY_YEARS,
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`A calculation failed: ${response.status}`);
    };
    const batch = () => Promise.all(Array.from({ length: CONCURRENT }, calculate));

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    console.log(
      `/healthz tijdens ${CONCURRENT} gelijktijdige berekeningen (SB 40 jaar, 1000 paden) op ${scratch.target.kind}, ${config.calculationWorkers} workers op ${availableParallelism()} kernen, Node ${process.version}:`,
    );
    await batch();
    const all: number[] = [];
    const loop = monitorEventLoopDelay({ resolution: 1 });
    for (let round = 1; round <= rounds; round += 1) {
      const roundLoop = monitorEventLoopDelay({ resolution: 1 });
      roundLoop.enable();
      loop.enable();
      let running = true;
      const started = performance.now();
      const calculations = batch().finally(() => {
        running = false;
      });
      const probes: number[] = [];
      while (running) {
        const sent = performance.now();
        if ((await probeHealth(`${base}/healthz`, agent)) !== 200) throw new Error('/healthz');
        probes.push(performance.now() - sent);
        await setTimeout(PROBE_INTERVAL_MS);
      }
      await calculations;
      const batchMs = performance.now() - started;
      roundLoop.disable();
      loop.disable();
      all.push(...probes);
      console.log(
        `  ronde ${String(round).padStart(2)}: ${batchMs.toFixed(0)} ms voor ${CONCURRENT} berekeningen; /healthz mediaan ${percentile(probes, 0.5).toFixed(1)} ms, p99 ${percentile(probes, 0.99).toFixed(1)} ms (${probes.length} metingen); event loop p99 ${(roundLoop.percentile(99) / 1e6).toFixed(1)} ms, max ${(roundLoop.max / 1e6).toFixed(1)} ms`,
      );
    }
    agent.destroy();
    console.log(
      `  alle rondes: /healthz mediaan ${percentile(all, 0.5).toFixed(1)} ms, p99 ${percentile(all, 0.99).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms (${all.length} metingen); event loop p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
    );
    await app.close();
  } finally {
    await database.close();
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

measure().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
