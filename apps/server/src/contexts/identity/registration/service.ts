import { passwordProblems } from '@bp/api-schema';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { users } from '../../../db/schema';
import { MESSAGES } from '../../../http/messages';
import { fieldProblems, unprocessable } from '../../../http/problem';
import { alreadyRegisteredMail, confirmationMail } from '../../../mail/templates';
import { findUserById } from '../users/repository';

type RegistrationContext = Pick<
  AppContext,
  'db' | 'hasher' | 'oneTimeTokens' | 'mailOutbox' | 'mailContext' | 'clock'
>;

/**
 * Registration proves the address before any password exists, which holds against an account
 * pre-hijack in either order:
 *
 * - `register` takes only the address. A new address becomes a pending account whose password
 *   hash is of random bytes nobody knows, and gets a confirmation link by mail.
 * - Registering a pending address again changes nothing but mails one more link; earlier links
 *   keep working (so a stranger registering the address cannot void the owner's link).
 * - An active address gets the "already registered" notice and nothing changes.
 * - `confirmRegistration` takes a link and the password: whoever holds the mailbox chooses it,
 *   and only then the account is active. The first link used voids the others.
 *
 * The caller's reply to `register` is the same in every case.
 */
export async function register(ctx: RegistrationContext, email: string): Promise<void> {
  // Hash before looking anything up, so every outcome costs the same time.
  const unusablePasswordHash = await ctx.hasher.hash(randomBytes(32).toString('base64url'));
  await ctx.db.transaction(async (tx) => {
    const [pending] = await tx
      .insert(users)
      .values({ email, passwordHash: unusablePasswordHash, role: 'investor', status: 'pending' })
      .onConflictDoUpdate({
        target: users.email,
        // No change: the update only returns the pending account's id.
        set: { status: 'pending' },
        setWhere: eq(users.status, 'pending'),
      })
      .returning({ id: users.id });
    // The link and its mail are part of the registration: both are stored, or neither.
    if (!pending) {
      await ctx.mailOutbox.enqueue(tx, {
        kind: 'already-registered',
        ...alreadyRegisteredMail(email, ctx.mailContext),
      });
      return;
    }
    const token = await ctx.oneTimeTokens.issue(tx, pending.id, 'email_confirmation', {
      keepEarlier: true,
    });
    await ctx.mailOutbox.enqueue(tx, {
      kind: 'registration-confirmation',
      ...confirmationMail(email, token, ctx.mailContext),
    });
  });
  ctx.mailOutbox.wake();
}

/**
 * Sets the password of a pending account with a confirmation token and activates it: the token
 * works once, for 48 hours, and only while the account is pending (an account activated
 * otherwise, by a password reset, keeps its password). Every other open link of the account
 * stops working.
 */
export async function confirmRegistration(
  ctx: RegistrationContext,
  token: string,
  password: string,
): Promise<void> {
  const holder = await ctx.oneTimeTokens.peek(ctx.db, token, 'email_confirmation');
  const user = holder ? await findUserById(ctx.db, holder) : null;
  if (!user || user.status !== 'pending') throw unprocessable(MESSAGES.confirmationInvalid);
  const problems = passwordProblems(password, user.email);
  if (problems.length > 0) throw fieldProblems('password', problems);

  const passwordHash = await ctx.hasher.hash(password);
  const confirmed = await ctx.db.transaction(async (tx) => {
    const userId = await ctx.oneTimeTokens.consume(tx, token, 'email_confirmation');
    if (userId !== user.id) return false;
    const [activated] = await tx
      .update(users)
      .set({ passwordHash, status: 'active', confirmedAt: ctx.clock.now() })
      .where(and(eq(users.id, user.id), eq(users.status, 'pending')))
      .returning({ id: users.id });
    if (!activated) return false;
    await ctx.oneTimeTokens.invalidateOpen(tx, user.id, 'email_confirmation');
    return true;
  });
  if (!confirmed) throw unprocessable(MESSAGES.confirmationInvalid);
}
