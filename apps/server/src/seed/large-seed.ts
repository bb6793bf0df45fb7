import { addDays, CONTRACT_STATUS, todayInAmsterdam } from '@bp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { refreshInvestorFigures } from '../contexts/administration';
import type { Database } from '../db/client';
import { personalInfo, sessions, users, userTwoFactor } from '../db/schema';
import type { PasswordHasher } from '../security/passwords';
import { sealText } from '../security/sealed-text';
import { inBatches, type PlannedContract, seedLargeContracts } from './large-contracts';
import { between, largePeople, pick, seededRandom, seededUuid } from './large-people';
import { seedFunds } from './portfolio-seed';

/** How many investors SEED_DEMO=groot adds to the demo (docs/ADMIN.md). */
export const LARGE_SEED_INVESTORS = 5000;
/** Every investor of the large seed logs in with this password (hashed once). */
export const LARGE_SEED_PASSWORD = 'Groot-demo-2026';
/** The base32 TOTP secret of the investors with two-step verification on. */
export const LARGE_SEED_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The PRNG's seed: the same 5.000 investors on every database. */
const SEED = 21;
/** Funds with NAVs for at least the last six years, so any start date has a price. */
const FUNDS = [
  ['VG-NL', 'NL'],
  ['VG-DE', 'DE'],
  ['VG-US', 'US'],
  ['VG-FIN', 'LF'],
  ['SB-OBL', 'SB'],
  ['SB-VGD', 'SB'],
] as const;
/** How many contracts an investor holds: 0–4, most one or two. */
const CONTRACT_COUNTS = [0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4] as const;

const YEAR_SECONDS = 365 * 86_400;

/** The first e-mail address the seed draws: present means the large seed is in. */
export function largeSeedMarker(): string {
  const [first] = largePeople(seededRandom(SEED), 1);
  if (!first) throw new Error('The large seed draws no one');
  return first.email;
}

/**
 * SEED_DEMO=groot: 5.000 investors on top of the demo data (docs/ADMIN.md), drawn by a seeded
 * PRNG, inserted in multi-row batches in one transaction: personal data, 0–4 contracts each
 * with their bookings (an initial deposit, its purchase, the fund's distributions) and a
 * position, some awaiting their first payment, some accounts pending, some with two-step on,
 * last logins spread over a year. Returns whether it seeded: a second start finds them there.
 */
export async function seedLargeDemo(
  db: Database,
  hasher: PasswordHasher,
  clock: Clock,
  dataEncryptionKey: Buffer,
): Promise<boolean> {
  const marker = largeSeedMarker();
  const present = async (executor: Database) =>
    (await executor.select({ id: users.id }).from(users).where(eq(users.email, marker))).length > 0;
  if (await present(db)) return false;
  const passwordHash = await hasher.hash(LARGE_SEED_PASSWORD);
  const now = clock.now();
  const today = todayInAmsterdam(now);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${users} in share row exclusive mode`);
    if (await present(tx)) return false;
    const funds = await seedFunds(tx, today);
    const random = seededRandom(SEED);
    const people = largePeople(random, LARGE_SEED_INVESTORS);
    const accounts = people.map((person) => ({
      person,
      id: seededUuid(random),
      pending: random() < 0.04,
      twoStep: random() < 0.1,
      lastLogin:
        random() < 0.85
          ? {
              sessionId: seededUuid(random),
              at: new Date(now.getTime() - between(random, 60, YEAR_SECONDS) * 1000),
            }
          : null,
      contractCount: pick(random, CONTRACT_COUNTS),
    }));
    await inBatches(accounts, (batch) =>
      tx.insert(users).values(
        batch.map((account) => ({
          id: account.id,
          email: account.person.email,
          passwordHash,
          role: 'investor' as const,
          status: account.pending ? ('pending' as const) : ('active' as const),
          createdAt: now,
          confirmedAt: account.pending ? null : now,
        })),
      ),
    );
    await inBatches(accounts, (batch) =>
      tx.insert(personalInfo).values(
        batch.map(({ id, person: { voornaam: _voornaam, email: _email, ...person } }) => ({
          userId: id,
          ...person,
          land: 'NL',
          nationaliteit: 'NL',
          createdAt: now,
        })),
      ),
    );
    await inBatches(
      accounts.filter((account) => account.twoStep),
      (batch) =>
        tx.insert(userTwoFactor).values(
          batch.map((account) => ({
            userId: account.id,
            secretSealed: sealText(
              dataEncryptionKey,
              LARGE_SEED_TOTP_SECRET,
              // identity's sealedSecretOf (two-factor/check.ts), which its door does not export
              `user_two_factor:${account.id}:secret`,
            ),
            createdAt: now,
            confirmedAt: now,
          })),
        ),
    );
    await inBatches(
      accounts.flatMap((account) =>
        account.lastLogin ? [{ userId: account.id, ...account.lastLogin }] : [],
      ),
      (batch) =>
        tx.insert(sessions).values(
          batch.map((login) => ({
            id: login.sessionId,
            userId: login.userId,
            createdAt: login.at,
            authenticatedAt: login.at,
            expiresAt: new Date(login.at.getTime() + 30 * 60_000),
          })),
        ),
    );
    let serial = 500_000;
    const planned = accounts.flatMap((account) =>
      Array.from({ length: account.contractCount }, (): PlannedContract => {
        const [code, prefix] = pick(random, FUNDS);
        const fund = funds.get(code);
        if (!fund) throw new Error(`Fund ${code} is not seeded`);
        const startDate = addDays(today, -between(random, 20, 6 * 365));
        serial += 1;
        return {
          userId: account.id,
          fund,
          contractNumber: `${prefix}-${startDate.slice(0, 4)}-${serial}`,
          status: random() < 0.08 ? CONTRACT_STATUS.awaitingPayment : CONTRACT_STATUS.active,
          startDate,
          initialDeposit: `${between(random, 20, 2000) * 50}.00`,
          policy: random() < 0.5 ? 'herbeleggen' : 'uitkeren',
          iban: account.person.iban,
        };
      }),
    );
    await seedLargeContracts(tx, planned, today);
    return true;
  });
  // The investors table's figures, then fresh statistics for the planner: PGlite runs no
  // autovacuum, and without them a search over 5.000 investors is planned as if the tables were
  // empty (hundreds of ms, not a few).
  if (seeded) {
    await refreshInvestorFigures(db, todayInAmsterdam(now));
    await db.execute(sql`analyze`);
  }
  return seeded;
}
