import { passwordProblems } from '@bp/api-schema';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { users } from '../../../db/schema';
import { fieldProblems } from '../../../http/problem';
import { freeLoginSlots, reserveLoginSlots } from '../auth/service';
import type { Authentication } from '../sessions/service';
import { recordSecurityEvent, type RequestOrigin } from '../two-factor/events';
import { passwordChangedMail } from '../two-factor/mails';
import { findUserById } from '../users/repository';

export const PASSWORD_CHANGE_MESSAGES = {
  wrongCurrent: 'Het huidige wachtwoord klopt niet.',
} as const;

type ChangeContext = Pick<
  AppContext,
  'db' | 'clock' | 'hasher' | 'limiter' | 'sessions' | 'mailOutbox' | 'mailContext'
>;

/**
 * POST /api/users/me/password. The current password is checked as a login checks it: each
 * attempt takes a slot of the account's login failure limits first and keeps it unless the
 * password proves right, so guessing here is no way around the login's limits. Then, in one
 * transaction: the new hash, every other session of the user ended (this one stays), the
 * login locks lifted, the change recorded and a notice mailed.
 */
export async function changePassword(
  ctx: ChangeContext,
  auth: Authentication,
  input: { currentPassword: string; newPassword: string },
  origin: RequestOrigin,
): Promise<void> {
  const user = await findUserById(ctx.db, auth.user.id);
  if (!user) throw fieldProblems('currentPassword', [PASSWORD_CHANGE_MESSAGES.wrongCurrent]);
  const problems = passwordProblems(input.newPassword, user.email);
  if (problems.length > 0) throw fieldProblems('newPassword', problems);

  await reserveLoginSlots(ctx, user.email, origin.ip);
  if (!(await ctx.hasher.verify(user.passwordHash, input.currentPassword))) {
    throw fieldProblems('currentPassword', [PASSWORD_CHANGE_MESSAGES.wrongCurrent]);
  }
  const passwordHash = await ctx.hasher.hash(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await ctx.sessions.revokeOthersOfUser(user.id, auth.claims.jti, tx);
    await freeLoginSlots(ctx, user.email, origin.ip, tx);
    await recordSecurityEvent(tx, user.id, 'password_changed', ctx.clock.now(), origin);
    await ctx.mailOutbox.enqueue(tx, {
      kind: 'password-changed',
      ...passwordChangedMail(user.email, ctx.mailContext),
    });
  });
  ctx.mailOutbox.wake();
}
