import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { twoFactorRecoveryCodes, userTwoFactor, type UserTwoFactorRow } from '../../../db/schema';

/** The user's two-step verification row (confirmed or still being set up), or null. */
export async function twoFactorOf(db: Database, userId: string): Promise<UserTwoFactorRow | null> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  return row ?? null;
}

export { isTwoFactorOn } from '../users/two-factor-state';

/**
 * Records `step` as the last one used, when it is later than the one stored: one statement, so
 * two requests with the same code cannot both pass. False when it was used (or an earlier one).
 */
export async function claimTimeStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return claimed.length > 0;
}

/** Uses up an unused recovery code with this hash; false when there is none. */
export async function claimRecoveryCode(
  db: Database,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return Number(row?.count ?? 0);
}

/** Replaces the user's recovery codes by these hashes. */
export async function storeRecoveryCodes(
  db: Database,
  userId: string,
  hashes: readonly string[],
): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Turns two-step verification off: the secret and the recovery codes go. */
export async function removeTwoFactor(db: Database, userId: string): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
}
