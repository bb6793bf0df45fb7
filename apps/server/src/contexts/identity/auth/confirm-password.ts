import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { users } from '../../../db/schema';
import { tooManyRequests } from '../../../http/problem';
import { PASSWORD_CONFIRMS_PER_USER } from '../rate-limit/rules';

const TOO_MANY = 'U heeft te vaak uw wachtwoord ingevuld. Probeer het over een kwartier opnieuw.';

/**
 * Whether `password` is the logged-in user's current password: what a sensitive write (a new
 * IBAN, a sale) asks again. Takes as long for an unknown user as for a known one. Every
 * attempt counts against PASSWORD_CONFIRMS_PER_USER; past it, a 429.
 */
export async function passwordConfirms(
  ctx: Pick<AppContext, 'db' | 'hasher' | 'limiter'>,
  userId: string,
  password: string,
): Promise<boolean> {
  const limit = await ctx.limiter.hit(
    `password-confirm:user:${userId}`,
    PASSWORD_CONFIRMS_PER_USER,
  );
  if (limit.limited) throw tooManyRequests(TOO_MANY, limit.retryAfterSeconds);
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
