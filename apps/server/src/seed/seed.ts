import { todayInAmsterdam } from '@bp/domain';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { contractHolders, personalInfo, relatedPersons, users } from '../db/schema';
import type { PasswordHasher } from '../security/passwords';
import { DEMO_ACCOUNT_HOLDER, DEMO_ACCOUNTS, DEMO_INVESTOR_ID } from './demo-accounts';
import { DEMO_CHILD_CONTRACT_PREFIX, DEMO_RELATED_PERSONS, demoContracts } from './demo-portfolio';
import { seedContracts, seedFunds } from './portfolio-seed';

async function hasUsers(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Puts the demo accounts into an empty database (no users at all), with the funds and their
 * history up to the seed date and the demo investor's contracts. Returns whether it did; a
 * database somebody already uses is never touched.
 */
export async function seedDemoData(
  db: Database,
  hasher: PasswordHasher,
  clock: Clock,
): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const accounts = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => ({
      ...account,
      passwordHash: await hasher.hash(account.password),
    })),
  );
  const now = clock.now();
  return db.transaction(async (tx) => {
    // Several instances starting at once against one database: only the first one seeds.
    await tx.execute(sql`lock table ${users} in share row exclusive mode`);
    if (await hasUsers(tx)) return false;

    await tx.insert(users).values(
      accounts.map((account) => ({
        id: account.id,
        email: account.email,
        passwordHash: account.passwordHash,
        role: account.role,
        username: account.username,
        status: 'active' as const,
        createdAt: now,
        confirmedAt: now,
      })),
    );
    const withInfo = accounts.flatMap((account) =>
      account.personalInfo ? [{ userId: account.id, ...account.personalInfo, createdAt: now }] : [],
    );
    if (withInfo.length > 0) await tx.insert(personalInfo).values(withInfo);

    const today = todayInAmsterdam(now);
    const seededFunds = await seedFunds(tx, today);
    const contracts = demoContracts(today);
    const contractIds = await seedContracts(
      tx,
      seededFunds,
      contracts.map((contract) => ({
        ...contract,
        userId: DEMO_INVESTOR_ID,
        accountHolder: DEMO_ACCOUNT_HOLDER,
      })),
      today,
    );
    const relations = await tx
      .insert(relatedPersons)
      .values(DEMO_RELATED_PERSONS.map((person) => ({ ...person, userId: DEMO_INVESTOR_ID })))
      .returning({ id: relatedPersons.id, relation: relatedPersons.relation });
    // The child holds "Studie kinderen": the relations page shows a relation it cannot remove.
    const child = relations.find((relation) => relation.relation === 'kind');
    const childContract =
      contractIds[
        contracts.findIndex((c) => c.contractNumber.startsWith(DEMO_CHILD_CONTRACT_PREFIX))
      ];
    if (child && childContract !== undefined) {
      await tx
        .insert(contractHolders)
        .values({ contractId: childContract, role: 'child', relatedPersonId: child.id });
    }
    return true;
  });
}
