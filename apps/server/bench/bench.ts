/**
 * npm run bench: throughput and p99 latency of the portfolio's heaviest reads for an investor
 * with 50 contracts and ten years of monthly bookings, against a trivial Fastify route in the
 * same run (same process, same machine), on a fresh in-memory PGlite database.
 *
 * BENCH_DURATION (seconds per target, default 10) and BENCH_CONNECTIONS (default 10) tune it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addYears } from '@bp/domain';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { MIGRATIONS_FOLDER } from '../src/db/migrations-folder';
import { PasswordHasher } from '../src/security/passwords';
import { BENCH_INVESTOR, seedBenchPortfolio } from './bench-investor';
import { measure, report, type Measurement, type Target } from './measure';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// The bench measures reading, not password hashing: cheap argon2id parameters.
const hasher = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bp-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    await database.migrate(MIGRATIONS_FOLDER);
    const seedStart = performance.now();
    const portfolio = await seedBenchPortfolio(
      database.db,
      new PasswordHasher(hasher),
      systemClock.now(),
    );
    console.log(
      `Belegger met ${portfolio.contractIds.length} contracten en ${portfolio.bookings} boekingen aangemaakt in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
    );

    const config = loadConfig({
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-app'),
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'warn',
    });
    const app = await buildApp({
      config: { ...config, jwtSecret: config.jwtSecret ?? '' },
      db: database.db,
      passwordHashing: hasher,
    });
    // Only in this process: the baseline of what Fastify itself costs per request.
    app.get('/bench/trivial', async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('The server has no address');
    const baseUrl = `http://127.0.0.1:${address.port}`;

    try {
      const login = await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BENCH_INVESTOR),
      });
      const cookie = login.headers.get('set-cookie')?.split(';')[0];
      if (!login.ok || !cookie) throw new Error(`Login failed: ${login.status}`);

      const [contractId] = portfolio.contractIds;
      const van = addYears(portfolio.today, -5);
      const targets: Target[] = [
        { name: 'GET /bench/trivial', path: '/bench/trivial' },
        { name: 'GET /api/contracts/summaries', path: '/api/contracts/summaries' },
        {
          name: `GET /api/contracts/${contractId}/rendement (5 jaar)`,
          path: `/api/contracts/${contractId}/rendement?van=${van}&tot=${portfolio.today}`,
        },
      ];
      console.log(
        `${durationSeconds} s per doel, ${connections} verbindingen, ${baseUrl} (Node ${process.version}).`,
      );
      const measurements: Measurement[] = [];
      for (const target of targets) {
        measurements.push(await measure(baseUrl, target, { durationSeconds, connections, cookie }));
      }
      const [baseline] = measurements;
      if (!baseline) throw new Error('Nothing was measured');
      console.log(`\n${report(measurements, baseline)}`);
      if (measurements.some((measurement) => measurement.failures > 0)) {
        throw new Error('Some requests failed: the figures above are not valid');
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
