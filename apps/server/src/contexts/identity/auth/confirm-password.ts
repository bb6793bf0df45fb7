import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { users } from '../../../db/schema';
import { fieldProblems, tooManyRequests, unprocessable } from '../../../http/problem';
import { PASSWORD_CONFIRMATIONS_PER_USER } from '../rate-limit/rules';

export const PASSWORD_CONFIRMATION_MESSAGES = {
  wrongPassword: 'Het wachtwoord klopt niet. Vul het wachtwoord in waarmee u inlogt.',
  tooManyAttempts:
    'U heeft te vaak een verkeerd wachtwoord ingevuld. Probeer het over 15 minuten opnieuw.',
} as const;

const keyOf = (userId: string) => `password-confirmation:user:${userId}`;

/**
 * A sensitive write (a sale, a new IBAN) asks the logged-in investor for the password again.
 * A wrong one is a 422 (not a 401: the session is fine, and the web app ends the session on a
 * 401). Each attempt takes a slot before argon2 runs and a right one frees them, as at login,
 * so a burst of guesses gets no further than PASSWORD_CONFIRMATIONS_PER_USER. With `field`, the
 * refusal names the form's password field (a form beside other fields); without, it is the
 * request's message.
 */
export async function confirmPassword(
  ctx: Pick<AppContext, 'db' | 'hasher' | 'limiter'>,
  userId: string,
  password: string,
  field?: string,
): Promise<void> {
  const slot = await ctx.limiter.reserve(keyOf(userId), PASSWORD_CONFIRMATIONS_PER_USER);
  if (slot.limited) {
    throw tooManyRequests(PASSWORD_CONFIRMATION_MESSAGES.tooManyAttempts, slot.retryAfterSeconds);
  }
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  // An unknown user (an account deleted under a live session) takes as long as a known one.
  const matches = user
    ? await ctx.hasher.verify(user.passwordHash, password)
    : (await ctx.hasher.verifyAgainstDummy(password), false);
  if (!matches) {
    const message = PASSWORD_CONFIRMATION_MESSAGES.wrongPassword;
    throw field ? fieldProblems(field, [message]) : unprocessable(message);
  }
  await ctx.limiter.reset(keyOf(userId));
}
