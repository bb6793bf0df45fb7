import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox, users, type MailOutboxRow } from '../db/schema';
import type { MailMessage } from './mailer';

/** A mail to send, with what it is (for logs and tests), e.g. 'registration-confirmation'. */
export interface OutboxMail extends MailMessage {
  kind: string;
}

/** Writes a mail into the outbox on `db`, normally the transaction of the action causing it. */
export async function insertOutboxMail(db: Database, mail: OutboxMail, now: Date): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The mail was not stored in the outbox');
  return row.id;
}

/**
 * Writes a mail into the outbox only when `email` has an account, in one statement that runs the
 * same whether it has or not (an insert from a select that finds no row): a caller that must not
 * reveal whether an address is known does the same work either way.
 */
export async function insertOutboxMailForAccount(
  db: Database,
  email: string,
  mail: OutboxMail,
  now: Date,
): Promise<number> {
  const stamp = sql`${now.toISOString()}::timestamptz`;
  // drizzle's insert-from-select wants every column of the table, the identity included.
  const result = await db.execute(sql`
    insert into ${mailOutbox}
      (kind, recipient, subject, text_body, html_body, next_attempt_at, created_at)
    select ${mail.kind}, ${users.email}, ${mail.subject}, ${mail.text}, ${mail.html}, ${stamp}, ${stamp}
    from ${users} where ${users.email} = ${email}
    returning ${mailOutbox.id}`);
  // node-postgres and PGlite both answer { rows: [...] }.
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Claims up to `limit` due mails for one worker until `leaseUntil`, counting the attempt. The
 * rows are chosen FOR UPDATE SKIP LOCKED: two instances on one PostgreSQL claiming at the same
 * moment get different rows, and a row claimed (and committed) by another is not due while its
 * lease runs.
 */
export async function claimDueMails(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ claimedUntil: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, claimedUntil: null })
    .where(eq(mailOutbox.id, id));
}

/** After a failed attempt: try again at `retryAt`, or give up (status failed) when null. */
export async function markFailedAttempt(
  db: Database,
  id: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: retryAt ? 'pending' : 'failed',
      ...(retryAt ? { nextAttemptAt: retryAt } : {}),
      claimedUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * Ends every lease at once: only for the embedded database, which one process owns, so at its
 * start no other worker can be sending (a crashed predecessor's claims are void).
 */
export async function releaseAllClaims(db: Database): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ claimedUntil: null })
    .where(and(eq(mailOutbox.status, 'pending'), sql`${mailOutbox.claimedUntil} is not null`));
}
