import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { MESSAGES } from '../../http/messages';
import { unprocessable } from '../../http/problem';
import { alreadyRegisteredMail, confirmationMail } from '../../mail/templates';

type RegistrationContext = Pick<
  AppContext,
  'db' | 'hasher' | 'oneTimeTokens' | 'mailOutbox' | 'mailContext' | 'clock'
>;

/**
 * Creates a pending investor and mails a confirmation link. Registering an address that is still
 * pending starts over: the new password replaces the earlier one and only the new link works, so
 * whoever registered someone else's address first cannot wait for its owner to confirm it. When
 * the address has an active account, its owner gets a notice instead and nothing changes; the
 * caller's reply is the same in every case.
 */
export async function register(
  ctx: RegistrationContext,
  email: string,
  password: string,
): Promise<void> {
  // Hash before looking anything up, so both outcomes cost the same time.
  const passwordHash = await ctx.hasher.hash(password);
  await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, role: 'investor', status: 'pending' })
      .onConflictDoUpdate({
        target: users.email,
        set: { passwordHash },
        setWhere: eq(users.status, 'pending'),
      })
      .returning({ id: users.id });
    // issue() supersedes the earlier confirmation link of a pending account; the mail is part of
    // the registration: both are stored, or neither.
    if (!created) {
      await ctx.mailOutbox.enqueue(tx, {
        kind: 'already-registered',
        ...alreadyRegisteredMail(email, ctx.mailContext),
      });
      return;
    }
    const token = await ctx.oneTimeTokens.issue(tx, created.id, 'email_confirmation');
    await ctx.mailOutbox.enqueue(tx, {
      kind: 'registration-confirmation',
      ...confirmationMail(email, token, ctx.mailContext),
    });
  });
  ctx.mailOutbox.wake();
}

/** Activates the account behind a confirmation token; the token works once, for 48 hours. */
export async function confirmRegistration(ctx: RegistrationContext, token: string): Promise<void> {
  const confirmed = await ctx.db.transaction(async (tx) => {
    const userId = await ctx.oneTimeTokens.consume(tx, token, 'email_confirmation');
    if (!userId) return false;
    await tx
      .update(users)
      .set({ status: 'active', confirmedAt: ctx.clock.now() })
      .where(and(eq(users.id, userId), eq(users.status, 'pending')));
    return true;
  });
  if (!confirmed) throw unprocessable(MESSAGES.confirmationInvalid);
}
