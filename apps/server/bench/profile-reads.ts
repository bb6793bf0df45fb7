/**
 * A CPU profile of one portfolio read for the bench investor: seeds a fresh in-memory PGlite
 * database, then calls the route PROFILE_REQUESTS times (300) through app.inject, and only then
 * starts the profiler, so the profile shows the read and not the seeding. Prints wall and CPU time
 * per request.
 *
 *   npx tsx bench/profile-reads.ts summaries|rendement [out.cpuprofile]
 *
 * A repeated URL is answered from the kept answers (plugins/kept-answers) after the first
 * request; PROFILE_PERIODS=custom makes every `rendement` request a period of its own (a start
 * one day earlier each time, about five years), so each one composes its returns afresh.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { addDays, addYears } from '@bp/domain';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { MIGRATIONS_FOLDER } from '../src/db/migrations-folder';
import { PasswordHasher } from '../src/security/passwords';
import { BENCH_INVESTOR, seedBenchPortfolio } from './bench-investor';
import { newEncryptionKey } from '../src/security/encryption';

const hasher = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const which = process.argv[2] === 'rendement' ? 'rendement' : 'summaries';
const out = process.argv[3] ?? `${which}.cpuprofile`;
const requests = Number(process.env.PROFILE_REQUESTS ?? 300);

const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
await database.migrate(MIGRATIONS_FOLDER);
const portfolio = await seedBenchPortfolio(
  database.db,
  new PasswordHasher(hasher),
  systemClock.now(),
);
const config = loadConfig({
  DATABASE_URL: 'memory://',
  ALLOW_SANDBOX_PROVIDERS: '1',
  DATA_DIR: '/tmp/bp-profile',
  WEB_DIST: '/tmp/bp-profile/no-web-app',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  LOG_LEVEL: 'warn',
});
const app = await buildApp({
  config: {
    ...config,
    jwtSecret: config.jwtSecret ?? '',
    // Nothing is uploaded in a measurement: a key for this run only.
    dataEncryptionKey: config.dataEncryptionKey ?? newEncryptionKey(),
  },
  db: database.db,
  passwordHashing: hasher,
});
const login = await app.inject({ method: 'POST', url: '/api/login', payload: BENCH_INVESTOR });
const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
const [contractId] = portfolio.contractIds;
const customPeriods = process.env.PROFILE_PERIODS === 'custom';
const urlOf = (index: number) => {
  if (which === 'summaries') return '/api/contracts/summaries';
  const from = addDays(addYears(portfolio.today, -5), customPeriods ? -index : 0);
  return `/api/contracts/${contractId}/rendement?van=${from}&tot=${portfolio.today}`;
};

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const started = performance.now();
const cpuBefore = process.cpuUsage();
for (let index = 0; index < requests; index += 1) {
  const url = urlOf(index);
  const response = await app.inject({ url, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
}
const elapsed = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const { profile } = await session.post('Profiler.stop');
await writeFile(out, JSON.stringify(profile));
// CPU time tells more than wall time on a shared machine: the whole read runs in this process.
const cpuMs = (cpu.user + cpu.system) / 1000 / requests;
console.log(
  `${urlOf(0)}${customPeriods ? ' (a period of its own each)' : ''}: ${requests} requests, ${(elapsed / requests).toFixed(2)} ms each, ${cpuMs.toFixed(2)} ms CPU → ${out}`,
);
await app.close();
await database.close();
