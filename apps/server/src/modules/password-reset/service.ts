import { passwordProblems } from '@bp/api-schema';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { MESSAGES } from '../../http/messages';
import { fieldProblems, unprocessable } from '../../http/problem';
import { passwordResetMail } from '../../mail/templates';
import { findUserByEmail, findUserById } from '../users/repository';

type ResetContext = Pick<
  AppContext,
  'db' | 'hasher' | 'oneTimeTokens' | 'mailOutbox' | 'mailContext' | 'clock' | 'sessions'
>;

/** Mails a reset link when the address has an account; callers answer the same either way. */
export async function requestPasswordReset(ctx: ResetContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  await ctx.db.transaction(async (tx) => {
    // issue() supersedes any earlier reset link of this user; the link and its mail commit together.
    const token = await ctx.oneTimeTokens.issue(tx, user.id, 'password_reset');
    await ctx.mailOutbox.enqueue(tx, {
      kind: 'password-reset',
      ...passwordResetMail(user.email, token, ctx.mailContext),
    });
  });
  ctx.mailOutbox.wake();
}

/**
 * Sets a new password with a reset token: the token is used up, every session of the user
 * ends, and a pending account becomes active (the mail link proves the mailbox).
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
    return true;
  });
  if (!done) throw unprocessable(MESSAGES.resetInvalid);
}
