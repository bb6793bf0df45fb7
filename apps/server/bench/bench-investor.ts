import { addYears, dateParts, todayInAmsterdam, type CalendarDate } from '@bp/domain';
import type { Database } from '../src/db/client';
import { transactions, users } from '../src/db/schema';
import type { PasswordHasher } from '../src/security/passwords';
import { seedContracts, seedFunds, type SeedContract } from '../src/seed/portfolio-seed';

export const BENCH_INVESTOR = { email: 'bench@example.com', password: 'Bench-investor-2026' };

/** Funds with at least ten years of NAVs, so every contract can start ten years back. */
export const TEN_YEAR_FUNDS = ['VG-NL', 'VG-DE', 'SB-OBL', 'SB-VGD', 'SB-AAN'];

export interface BenchPortfolio {
  today: CalendarDate;
  contractIds: number[];
  bookings: number;
}

/**
 * The funds with their history, and an investor with 50 contracts that started ten years ago
 * and received a deposit every month since (plus the distributions of their funds), through the
 * same seeding code as the demo data.
 */
export async function seedBenchPortfolio(
  db: Database,
  hasher: PasswordHasher,
  now: Date,
  contractCount = 50,
): Promise<BenchPortfolio> {
  const today = todayInAmsterdam(now);
  const start = addYears(today, -10);
  const [investor] = await db
    .insert(users)
    .values({
      email: BENCH_INVESTOR.email,
      passwordHash: await hasher.hash(BENCH_INVESTOR.password),
      role: 'investor',
      status: 'active',
      confirmedAt: now,
    })
    .returning({ id: users.id });
  if (!investor) throw new Error('The bench investor was not created');

  const seededFunds = await seedFunds(db, today);
  const year = dateParts(start).year;
  const list: SeedContract[] = Array.from({ length: contractCount }, (_, index) => ({
    userId: investor.id,
    fundCode: TEN_YEAR_FUNDS[index % TEN_YEAR_FUNDS.length] ?? 'VG-NL',
    contractNumber: `BN-${year}-${String(index + 1).padStart(6, '0')}`,
    description: `Benchcontract ${index + 1}`,
    status: 'actief',
    iban: 'NL91ABNA0417164300',
    accountHolder: 'Benchbelegger',
    plan: {
      startDate: start,
      initialDeposit: `${5000 + 100 * index}.00`,
      periodic: {
        day: 1 + (index % 28),
        amounts: [{ from: start, amount: `${100 + 5 * index}.00` }],
      },
      policy: index % 2 === 0 ? 'herbeleggen' : 'uitkeren',
      saleDate: null,
    },
  }));
  const contractIds = await seedContracts(db, seededFunds, list, today);
  return { today, contractIds, bookings: await db.$count(transactions) };
}
