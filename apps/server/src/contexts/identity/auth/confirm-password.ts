import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { users } from '../../../db/schema';

/**
 * Whether `password` is the logged-in user's current password: what a sensitive write (a new
 * IBAN, a sale) asks again. Takes as long for an unknown user as for a known one.
 */
export async function passwordConfirms(
  ctx: Pick<AppContext, 'db' | 'hasher'>,
  userId: string,
  password: string,
): Promise<boolean> {
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) {
    await ctx.hasher.verifyAgainstDummy(password);
    return false;
  }
  return ctx.hasher.verify(user.passwordHash, password);
}
