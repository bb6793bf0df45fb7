import { passwordProblems } from '@bp/api-schema';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { users } from '../../../db/schema';
import { MESSAGES } from '../../../http/messages';
import { fieldProblems, unprocessable } from '../../../http/problem';
import { passwordResetMail } from '../../../mail/templates';
import { clearLoginLimits } from '../auth/service';
import { RESET_MAILS_PER_ADDRESS } from '../rate-limit/rules';
import { findUserById } from '../users/repository';

type ResetContext = Pick<
  AppContext,
  | 'db'
  | 'hasher'
  | 'oneTimeTokens'
  | 'limiter'
  | 'mailOutbox'
  | 'mailContext'
  | 'clock'
  | 'sessions'
>;

/**
 * Mails a reset link when the address has an account; callers answer the same either way. Known
 * and unknown addresses take the same path: the request is counted against the address (a write
 * either way, so both commits cost the same), a token is generated and the same statements run;
 * the mail is stored by one statement that finds the account or not, and goes out after
 * the reply. Neither the answer nor its timing tells them apart.
 */
export async function requestPasswordReset(ctx: ResetContext, email: string): Promise<void> {
  const queued = await ctx.db.transaction(async (tx) => {
    const perAddress = await ctx.limiter.hit(
      `forgot-password:address:${email}`,
      RESET_MAILS_PER_ADDRESS,
      tx,
    );
    if (perAddress.limited) return false;
    // Supersedes any earlier reset link of this account; the link and its mail commit together.
    const { token } = await ctx.oneTimeTokens.issueForEmail(tx, email, 'password_reset');
    await ctx.mailOutbox.enqueueForAccount(tx, email, {
      kind: 'password-reset',
      ...passwordResetMail(email, token, ctx.mailContext),
    });
    return true;
  });
  if (queued) ctx.mailOutbox.wake();
}

/**
 * Sets a new password with a reset token: the token is used up, every session of the user
 * ends, its login locks are lifted, and a pending account becomes active (the mail link proves
 * the mailbox).
 */
export async function resetPassword(
  ctx: ResetContext,
  token: string,
  password: string,
): Promise<void> {
  const holder = await ctx.oneTimeTokens.peek(ctx.db, token, 'password_reset');
  const user = holder ? await findUserById(ctx.db, holder) : null;
  if (!user) throw unprocessable(MESSAGES.resetInvalid);
  const problems = passwordProblems(password, user.email);
  if (problems.length > 0) throw fieldProblems('password', problems);

  const passwordHash = await ctx.hasher.hash(password);
  const done = await ctx.db.transaction(async (tx) => {
    const userId = await ctx.oneTimeTokens.consume(tx, token, 'password_reset');
    if (userId !== user.id) return false;
    await tx
      .update(users)
      .set({
        passwordHash,
        status: 'active',
        confirmedAt: sql`coalesce(${users.confirmedAt}, ${ctx.clock.now().toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, user.id));
    await ctx.oneTimeTokens.invalidateOpen(tx, user.id, 'password_reset');
    await ctx.sessions.revokeAllOfUser(user.id, tx);
    await clearLoginLimits(ctx, user.email, tx);
    return true;
  });
  if (!done) throw unprocessable(MESSAGES.resetInvalid);
}
