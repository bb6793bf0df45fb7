import { type CalendarDate } from '@bp/domain';
import { sql } from 'drizzle-orm';
import { systemClock } from '../../src/clock';
import { refreshInvestorFigures } from '../../src/contexts/administration';
import type { Database } from '../../src/db/client';
import { personalInfo, users } from '../../src/db/schema';
import { PasswordHasher } from '../../src/security/passwords';
import { inBatches } from '../../src/seed/large-contracts';
import { seedContracts, seedFunds, type SeedContract } from '../../src/seed/portfolio-seed';
import { seedDemoData } from '../../src/seed/seed';
import { type ScaleInvestor, scaleInvestors } from './people';

/** Every scale investor logs in with this password; the bench mints sessions instead. */
export const SCALE_PASSWORD = 'Schaal-bench-2026';
/** Checked at no login of the bench: the cheapest argon2id parameters (as bench-database.ts). */
const BENCH_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
/** Contracts per seedContracts call: one transaction of a few hundred thousand bookings. */
const CONTRACT_BATCH = 200;
/** Calls in flight at once: the database works while Node plays the next ledgers. */
const PARALLEL = 3;

/**
 * The demo data (its administrators log in for the search and the month-end run), the funds
 * with their NAV history, and the scale investors: users and personal data in multi-row
 * inserts, then their contracts through seedContracts, the demo seed's own path (playContract,
 * bookContracts — the one write path of positions and month rows —, the deposits' purchase
 * links and the mandates), a few batches in parallel. Then the admin's investor figures.
 */
export async function seedScale(
  db: Database,
  count: number,
  today: CalendarDate,
  log: (line: string) => void,
): Promise<void> {
  if (!(await seedDemoData(db, new PasswordHasher(), systemClock))) {
    throw new Error('The new scale database was not empty');
  }
  const funds = await seedFunds(db, today);
  const investors = scaleInvestors(count, today);
  await insertInvestors(db, investors);
  log(`  ${count} investors with personal data`);

  const contracts = investors.flatMap((investor) => investor.contracts);
  const batches: SeedContract[][] = [];
  for (let start = 0; start < contracts.length; start += CONTRACT_BATCH) {
    batches.push(contracts.slice(start, start + CONTRACT_BATCH));
  }
  const started = performance.now();
  let done = 0;
  let next = 0;
  const worker = async () => {
    for (;;) {
      const batch = batches[next];
      next += 1;
      if (!batch) return;
      await seedContracts(db, funds, batch, today);
      done += batch.length;
      const seconds = (performance.now() - started) / 1000;
      const left = (seconds / done) * (contracts.length - done);
      log(
        `  ${done}/${contracts.length} contracts, ${seconds.toFixed(0)} s, ~${left.toFixed(0)} s left`,
      );
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  log('  investor figures and statistics');
  await refreshInvestorFigures(db, today);
  await db.execute(sql`analyze`);
}

async function insertInvestors(db: Database, investors: readonly ScaleInvestor[]): Promise<void> {
  const passwordHash = await new PasswordHasher(BENCH_HASHING).hash(SCALE_PASSWORD);
  const now = systemClock.now();
  await inBatches(investors, (batch) =>
    db.insert(users).values(
      batch.map((investor) => ({
        id: investor.id,
        email: investor.person.email,
        passwordHash,
        role: 'investor' as const,
        status: 'active' as const,
        createdAt: now,
        confirmedAt: now,
      })),
    ),
  );
  await inBatches(investors, (batch) =>
    db.insert(personalInfo).values(
      batch.map(({ id, person: { voornaam: _voornaam, email: _email, ...person } }) => ({
        userId: id,
        ...person,
        land: 'NL',
        nationaliteit: 'NL',
        createdAt: now,
      })),
    ),
  );
}
