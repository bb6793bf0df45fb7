import type { EmailChangeRequest, EmailStatus } from '@bp/api-schema';
import { EMAIL_CHANGE_LINK_HOURS, EMAIL_CHANGE_MESSAGES } from '@bp/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { emailChanges, users } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { conflict, fieldProblems, unprocessable } from '../../../http/problem';
import { hashOneTimeToken, newOneTimeToken } from '../../../security/one-time-token';
import { confirmPasswordAndCode } from '../two-factor/check';
import { recordProfileChanges } from '../personal-info/service';
import type { AuthenticatedUser } from '../sessions/service';
import { emailChangeLinkMail, emailChangeNoticeMail, emailInUseMail } from './mails';

const LINK_LIFETIME_MS = EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000;

type EmailChangeContext = Pick<
  AppContext,
  | 'db'
  | 'config'
  | 'hasher'
  | 'limiter'
  | 'clock'
  | 'mailOutbox'
  | 'mailContext'
  | 'oneTimeTokens'
  | 'sessions'
>;

/** Every open request of the account stops working (a newer one, or the address changed). */
async function voidOpenRequests(tx: Database, userId: string, now: Date): Promise<void> {
  await tx
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

/**
 * POST /api/users/me/email: after the password and the code of two-step verification when it is
 * on (`confirmPasswordAndCode`, their throttles), the new
 * address gets a link valid one day, stored as its hash with the address it was sent to; the
 * account's earlier links stop working; the old address is told, without the link. When the
 * new address already has an account, it gets registration's "already registered" kind of
 * notice instead of the link, and the caller's answer, the pending state and the other mails
 * are the same as otherwise: nobody learns here whether an address has an account.
 */
export async function requestEmailChange(
  ctx: EmailChangeContext,
  user: AuthenticatedUser,
  request: EmailChangeRequest,
): Promise<void> {
  if (request.email === user.email) {
    throw fieldProblems('email', [EMAIL_CHANGE_MESSAGES.sameAsCurrent]);
  }
  await confirmPasswordAndCode(ctx, user.id, request, { password: 'password' });
  const now = ctx.clock.now();
  const { token, tokenHash } = newOneTimeToken();
  await ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!account) throw unprocessable(EMAIL_CHANGE_MESSAGES.linkInvalid);
    await voidOpenRequests(tx, user.id, now);
    await tx.insert(emailChanges).values({
      userId: user.id,
      newEmail: request.email,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
    });
    const [holder] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, request.email));
    await ctx.mailOutbox.enqueue(
      tx,
      holder
        ? { kind: 'email-in-use', ...emailInUseMail(request.email, ctx.mailContext) }
        : {
            kind: 'email-change-confirmation',
            ...emailChangeLinkMail(request.email, token, ctx.mailContext),
          },
    );
    await ctx.mailOutbox.enqueue(tx, {
      kind: 'email-change-notice',
      ...emailChangeNoticeMail(account.email, request.email, ctx.mailContext),
    });
  });
  ctx.mailOutbox.wake();
}

/**
 * POST /api/email-change/confirm: the link's address becomes the account's, once, within the
 * day, and only while it is the account's latest request. An address another account took
 * meanwhile is refused (409) and the link stays as it was. The change is recorded; open
 * password-reset links (mailed to the old address) stop working; sessions stay.
 */
export async function confirmEmailChange(ctx: EmailChangeContext, token: string): Promise<void> {
  const now = ctx.clock.now();
  let userId: string;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ usedAt: now, confirmedAt: now })
        .where(
          and(
            eq(emailChanges.tokenHash, hashOneTimeToken(token)),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, now),
          ),
        )
        .returning();
      if (!change) throw unprocessable(EMAIL_CHANGE_MESSAGES.linkInvalid);
      const [account] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, change.userId))
        .for('update');
      if (!account) throw unprocessable(EMAIL_CHANGE_MESSAGES.linkInvalid);
      const [holder] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, change.newEmail));
      if (holder && holder.id !== change.userId) throw conflict(EMAIL_CHANGE_MESSAGES.taken);
      await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, change.userId));
      await recordProfileChanges(
        tx,
        change.userId,
        [{ field: 'email', old: account.email, new: change.newEmail }],
        now,
      );
      await ctx.oneTimeTokens.invalidateOpen(tx, change.userId, 'password_reset');
      return change.userId;
    });
  } catch (error) {
    // Two accounts confirming the same address at once: the unique index decides.
    if (isUniqueViolation(error, 'users_email_unique')) throw conflict(EMAIL_CHANGE_MESSAGES.taken);
    throw error;
  }
  ctx.sessions.forgetUser(userId);
}

/** GET /api/users/me/email: the address in use and the latest request still waiting. */
export async function emailStatusOf(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
): Promise<EmailStatus> {
  const [account] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const [pending] = await ctx.db
    .select({ email: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, ctx.clock.now()),
      ),
    )
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return {
    email: account?.email ?? '',
    pending: pending ? { email: pending.email, expiresAt: pending.expiresAt.toISOString() } : null,
  };
}
