/**
 * What the portfolio reads cost per request in this process (a micro-benchmark, not a test):
 * `npx tsx apps/server/src/contexts/portfolio/contracts/read-cost.script.ts [rounds]`, on PGlite in
 * memory, or on PostgreSQL with DATABASE_URL (a throwaway database is created and dropped).
 * It seeds the demo data and times the overview (every contract) and 5 years of returns of
 * the demo investor's first contract, one request after the other.
 */
import { performance } from 'node:perf_hooks';
import { addYears } from '@bp/domain';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { systemClock } from '../../../clock';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { MIGRATIONS_FOLDER } from '../../../db/migrations-folder';
import { contracts } from '../../../db/schema';
import { PasswordHasher } from '../../../security/passwords';
import { DEMO_INVESTOR_ID } from '../../../seed/demo-accounts';
import { seedDemoData } from '../../../seed/seed';
import { contractReturns } from '../contract-returns/service';
import { ownContract } from './ownership';
import { contractsOf, valuationDates } from './service';

const rounds = Number(process.argv[2] ?? 300);

async function measure(name: string, run: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < Math.min(50, rounds); i++) await run();
  const start = performance.now();
  for (let i = 0; i < rounds; i++) await run();
  const micros = ((performance.now() - start) * 1000) / rounds;
  console.log(`${name.padEnd(40)} ${micros.toFixed(0).padStart(7)} µs per request`);
}

async function withDatabase(run: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await run(handle);
    } finally {
      await handle.close();
    }
    return;
  }
  const name = `bp_read_cost_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: target.toString() });
  try {
    await run(handle);
  } finally {
    await handle.close();
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
}

await withDatabase(async (handle) => {
  await handle.migrate(MIGRATIONS_FOLDER);
  await seedDemoData(handle.db, new PasswordHasher(), systemClock);
  const { db } = handle;
  const dates = valuationDates(systemClock.now());
  const [first] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.userId, DEMO_INVESTOR_ID))
    .orderBy(contracts.id)
    .limit(1);
  if (!first) throw new Error('The demo investor has no contracts');
  const period = { from: addYears(dates.today, -5), to: dates.today };
  console.log(`${handle.kind}, ${rounds} rounds`);
  await measure('contracts (summaries)', () => contractsOf(db, DEMO_INVESTOR_ID, dates));
  // As the route does: the ownership check, then the returns.
  await measure('rendement 5 years', async () =>
    contractReturns(db, await ownContract(db, DEMO_INVESTOR_ID, first.id), period),
  );
});
