import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { users, type UserRow } from '../../../db/schema';
import { MESSAGES } from '../../../http/messages';
import { tooManyRequests, unauthorized } from '../../../http/problem';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_PER_IP,
} from '../rate-limit/rules';
import type { IssuedSession } from '../sessions/service';
import { isTwoFactorOn } from '../two-factor/store';
import { findUserByEmail } from '../users/repository';

export interface LoginAttempt {
  email: string;
  password: string;
  ip: string;
  userAgent: string | undefined;
}

/**
 * The password checked out: either the session, or (two-step verification on) no session yet:
 * POST /api/login/totp completes the login with a code.
 */
export type LoginResult =
  | { user: UserRow; session: IssuedSession; twoFactorRequired: false }
  | { user: UserRow; session: null; twoFactorRequired: true };

type LoginContext = Pick<AppContext, 'db' | 'hasher' | 'limiter' | 'sessions'>;

/** The key prefix of the account's login failures from all addresses (see LOGIN_LOCK). */
export const LOGIN_ACCOUNT_KEY_PREFIX = 'login:account:';
const accountKey = (email: string) => `${LOGIN_ACCOUNT_KEY_PREFIX}${email}`;
const accountAndIpPrefix = (email: string) => `login:account-ip:${email}:`;
const accountAndIpKey = (email: string, ip: string) => `${accountAndIpPrefix(email)}${ip}`;

/**
 * Lifts every login lock of an account, from all addresses: after a password reset, whoever was
 * guessing is guessing at a password that no longer exists. Pass the reset's transaction.
 */
export async function clearLoginLimits(
  ctx: Pick<AppContext, 'limiter'>,
  email: string,
  db: Database,
): Promise<void> {
  await ctx.limiter.reset(accountKey(email), db);
  await ctx.limiter.resetStartingWith(accountAndIpPrefix(email), db);
}

/**
 * Takes a slot of the account's login failure limits (per account and address, and per
 * account), before a password of the account is checked: by a login, and by a password change
 * (a wrong current password counts as a failed login, so guessing there gets no further).
 * 429 when none is free. A right password frees them with freeLoginSlots.
 */
export async function reserveLoginSlots(
  ctx: Pick<AppContext, 'limiter'>,
  email: string,
  ip: string,
): Promise<void> {
  const pair = await ctx.limiter.reserve(
    accountAndIpKey(email, ip),
    LOGIN_FAILURES_PER_ACCOUNT_AND_IP,
  );
  if (pair.limited) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, pair.retryAfterSeconds);
  const account = await ctx.limiter.reserve(accountKey(email), LOGIN_FAILURES_PER_ACCOUNT);
  if (account.limited) {
    throw tooManyRequests(MESSAGES.tooManyLoginAttemptsOnAccount, account.retryAfterSeconds);
  }
}

/** The password proved right: the slots reserveLoginSlots took are free again (on `db`). */
export async function freeLoginSlots(
  ctx: Pick<AppContext, 'limiter'>,
  email: string,
  ip: string,
  db: Database,
): Promise<void> {
  await ctx.limiter.reset(accountAndIpKey(email, ip), db);
  await ctx.limiter.reset(accountKey(email), db);
}

/**
 * Checks a password login. Unknown address, wrong password and an unconfirmed account all fail
 * the same way and take the same time, so the answer never tells whether an account exists.
 *
 * Every attempt takes a slot of the account's limits before argon2 runs, and keeps it unless the
 * password proves right: simultaneous attempts are counted one by one, so a burst cannot get
 * more guesses through than the limit (rate-limit/rules.ts).
 */
export async function logIn(ctx: LoginContext, attempt: LoginAttempt): Promise<LoginResult> {
  const perIp = await ctx.limiter.hit(`login:ip:${attempt.ip}`, LOGIN_PER_IP);
  if (perIp.limited) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, perIp.retryAfterSeconds);
  // Counted per address whether or not it has an account, for the same reason as above.
  await reserveLoginSlots(ctx, attempt.email, attempt.ip);

  const user = await findUserByEmail(ctx.db, attempt.email);
  let passwordMatches = false;
  if (user) {
    passwordMatches = await ctx.hasher.verify(user.passwordHash, attempt.password);
  } else {
    await ctx.hasher.verifyAgainstDummy(attempt.password);
  }
  // A failure keeps the slots it took.
  if (!user || !passwordMatches || user.status !== 'active') {
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  // Hashed before the transaction opens: argon2 takes long and needs no database.
  const rehashed = ctx.hasher.needsRehash(user.passwordHash)
    ? await ctx.hasher.hash(attempt.password)
    : null;
  // Freeing the account's slots, rehash and the new session: all of them or none. With
  // two-step verification on, no session yet: the code completes the login (two-factor/).
  return ctx.db.transaction(async (tx): Promise<LoginResult> => {
    await freeLoginSlots(ctx, attempt.email, attempt.ip, tx);
    if (rehashed !== null) {
      await tx.update(users).set({ passwordHash: rehashed }).where(eq(users.id, user.id));
    }
    if (await isTwoFactorOn(tx, user.id)) {
      return {
        user: { ...user, passwordHash: rehashed ?? user.passwordHash },
        session: null,
        twoFactorRequired: true,
      };
    }
    const session = await ctx.sessions.start(user, attempt.userAgent, tx);
    return { user, session, twoFactorRequired: false };
  });
}
