import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users, type UserRow } from '../../db/schema';
import { MESSAGES } from '../../http/messages';
import { tooManyRequests, unauthorized } from '../../http/problem';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_PER_IP } from '../rate-limit/rules';
import type { IssuedSession } from '../sessions/service';
import { findUserByEmail } from '../users/repository';

export interface LoginAttempt {
  email: string;
  password: string;
  ip: string;
  userAgent: string | undefined;
}

export interface LoginResult {
  user: UserRow;
  session: IssuedSession;
}

type LoginContext = Pick<AppContext, 'db' | 'hasher' | 'limiter' | 'sessions'>;

const accountKey = (email: string) => `login:account:${email}`;

/**
 * Checks a password login. Unknown address, wrong password and an unconfirmed account all fail
 * the same way and take the same time, so the answer never tells whether an account exists.
 */
export async function logIn(ctx: LoginContext, attempt: LoginAttempt): Promise<LoginResult> {
  const perIp = await ctx.limiter.hit(`login:ip:${attempt.ip}`, LOGIN_PER_IP);
  if (perIp.limited) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, perIp.retryAfterSeconds);

  // Counted per address whether or not it has an account, for the same reason as above.
  const lock = await ctx.limiter.peek(accountKey(attempt.email), LOGIN_FAILURES_PER_ACCOUNT);
  if (lock.limited) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, lock.retryAfterSeconds);

  const user = await findUserByEmail(ctx.db, attempt.email);
  let passwordMatches = false;
  if (user) {
    passwordMatches = await ctx.hasher.verify(user.passwordHash, attempt.password);
  } else {
    await ctx.hasher.verifyAgainstDummy(attempt.password);
  }

  if (!user || !passwordMatches || user.status !== 'active') {
    await ctx.limiter.hit(accountKey(attempt.email), LOGIN_FAILURES_PER_ACCOUNT);
    throw unauthorized(MESSAGES.invalidCredentials);
  }

  // Hashed before the transaction opens: argon2 takes long and needs no database.
  const rehashed = ctx.hasher.needsRehash(user.passwordHash)
    ? await ctx.hasher.hash(attempt.password)
    : null;
  // Counter reset, rehash and the new session: all of them or none.
  const session = await ctx.db.transaction(async (tx) => {
    await ctx.limiter.reset(accountKey(attempt.email), tx);
    if (rehashed !== null) {
      await tx.update(users).set({ passwordHash: rehashed }).where(eq(users.id, user.id));
    }
    return ctx.sessions.start(user, attempt.userAgent, tx);
  });
  return { user, session };
}
