import type { RecoveryCodes, TwoFactorSetup } from '@bp/api-schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { userTwoFactor, users, type UserRow } from '../../../db/schema';
import { MESSAGES } from '../../../http/messages';
import { conflict, tooManyRequests, unauthorized, unprocessable } from '../../../http/problem';
import { sealText } from '../../../security/sealed-text';
import { confirmPassword } from '../auth/confirm-password';
import { LOGIN_PER_IP } from '../rate-limit/rules';
import type { IssuedSession } from '../sessions/service';
import type { AuthenticatedUser } from '../sessions/service';
import { sealedSecretOf, useSecondFactor, TWO_FACTOR_MESSAGES } from './check';
import { recordSecurityEvent, type RequestOrigin } from './events';
import { twoFactorDisabledMail, twoFactorEnabledMail } from './mails';
import { pendingLoginKey, pendingUserOf, verifyPending } from './pending-login';
import { removeTwoFactor, storeRecoveryCodes, twoFactorOf } from './store';
import {
  groupedSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUriOf,
  qrCodeDataUrl,
  recoveryCodeKey,
} from './totp';

export type TwoFactorContext = Pick<
  AppContext,
  'db' | 'clock' | 'config' | 'limiter' | 'hasher' | 'mailOutbox' | 'mailContext' | 'sessions'
>;

/**
 * Starts turning two-step verification on: a new secret (replacing one not yet confirmed),
 * sealed at rest, and what the app needs to add it. Refused while it is on.
 */
export async function startTwoFactor(
  ctx: TwoFactorContext,
  user: AuthenticatedUser,
): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  const sealed = sealText(ctx.config.dataEncryptionKey, secret, sealedSecretOf(user.id));
  const now = ctx.clock.now();
  const stored = await ctx.db
    .insert(userTwoFactor)
    .values({ userId: user.id, secretSealed: sealed, createdAt: now })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretSealed: sealed, createdAt: now, lastUsedStep: null },
      // A confirmed secret is never replaced: that row stays as it is.
      setWhere: isNull(userTwoFactor.confirmedAt),
    })
    .returning({ userId: userTwoFactor.userId });
  if (stored.length === 0) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const otpauthUri = otpauthUriOf(secret, ctx.mailContext.productName, user.email);
  return { secret: groupedSecret(secret), otpauthUri, qrCode: await qrCodeDataUrl(otpauthUri) };
}

/**
 * The first code proves the app holds the secret: two-step verification is on, with ten new
 * recovery codes (returned this once; stored hashed), recorded and mailed, in one transaction.
 */
export async function confirmTwoFactor(
  ctx: TwoFactorContext,
  user: AuthenticatedUser,
  code: string,
  origin: RequestOrigin,
): Promise<RecoveryCodes> {
  const row = await twoFactorOf(ctx.db, user.id);
  if (!row) throw unprocessable(TWO_FACTOR_MESSAGES.notStarted);
  if (row.confirmedAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const codes = newRecoveryCodes();
  const key = recoveryCodeKey(ctx.config.dataEncryptionKey);
  await useSecondFactor(ctx, user.id, code, 'code', origin, async (tx) => {
    const now = ctx.clock.now();
    const confirmed = await tx
      .update(userTwoFactor)
      .set({ confirmedAt: now })
      .where(and(eq(userTwoFactor.userId, user.id), isNull(userTwoFactor.confirmedAt)))
      .returning({ userId: userTwoFactor.userId });
    if (confirmed.length === 0) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    await storeRecoveryCodes(
      tx,
      user.id,
      codes.map((c) => hashRecoveryCode(key, user.id, c)),
    );
    await recordSecurityEvent(tx, user.id, 'two_factor_enabled', now, origin);
    await ctx.mailOutbox.enqueue(tx, {
      kind: 'two-factor-enabled',
      ...twoFactorEnabledMail(user.email, ctx.mailContext),
    });
  });
  ctx.mailOutbox.wake();
  return { recoveryCodes: codes };
}

/** Turning it off: the password, then a code (or a recovery code); recorded and mailed. */
export async function disableTwoFactor(
  ctx: TwoFactorContext,
  user: AuthenticatedUser,
  input: { password: string; code: string },
  origin: RequestOrigin,
): Promise<void> {
  await confirmPassword(ctx, user.id, input.password, 'password');
  const row = await twoFactorOf(ctx.db, user.id);
  if (!row?.confirmedAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
  await useSecondFactor(ctx, user.id, input.code, 'code', origin, async (tx) => {
    await removeTwoFactor(tx, user.id);
    await recordSecurityEvent(tx, user.id, 'two_factor_disabled', ctx.clock.now(), origin);
    await ctx.mailOutbox.enqueue(tx, {
      kind: 'two-factor-disabled',
      ...twoFactorDisabledMail(user.email, ctx.mailContext),
    });
  });
  ctx.mailOutbox.wake();
}

/**
 * POST /api/login/totp: the pending login (its cookie) and a code complete the login. The
 * session is issued exactly as a login without two-step verification issues it; the code is
 * used up in the same transaction. Counted against the address like every login attempt.
 */
export async function completeLogin(
  ctx: TwoFactorContext,
  pendingToken: string | undefined,
  code: string,
  origin: RequestOrigin,
): Promise<{ user: UserRow; session: IssuedSession; recoveryCodesLeft: number | null }> {
  const perIp = await ctx.limiter.hit(`login:ip:${origin.ip}`, LOGIN_PER_IP);
  if (perIp.limited) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, perIp.retryAfterSeconds);
  const userId = pendingUserOf(pendingToken, ctx.clock.now());
  const [user] = userId ? await ctx.db.select().from(users).where(eq(users.id, userId)) : [];
  const key = pendingLoginKey(ctx.config.jwtSecret);
  if (!user || !pendingToken || !verifyPending(key, pendingToken, user.passwordHash)) {
    throw unauthorized(TWO_FACTOR_MESSAGES.noPendingLogin);
  }
  if (user.status !== 'active') throw unauthorized(TWO_FACTOR_MESSAGES.noPendingLogin);
  return useSecondFactor(ctx, user.id, code, 'code', origin, async (tx, outcome) => {
    const session = await ctx.sessions.start(user, origin.userAgent, tx);
    return { user, session, recoveryCodesLeft: outcome.recoveryCodesLeft };
  });
}
