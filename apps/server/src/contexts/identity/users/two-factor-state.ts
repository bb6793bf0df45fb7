import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { userTwoFactor } from '../../../db/schema';

/**
 * True when two-step verification is on: a secret confirmed with a first code (two-factor/).
 * Here, in the base of identity, because GET /api/users/me tells it (`twoFactorEnabled`).
 */
export async function isTwoFactorOn(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.confirmedAt)));
  return row !== undefined;
}
