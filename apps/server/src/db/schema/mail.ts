// The base's table (mail/): the transactional mail outbox.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const MAIL_OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailOutboxStatus = (typeof MAIL_OUTBOX_STATUSES)[number];

/**
 * The transactional outbox for mail (mail/outbox.ts): written in the transaction of the action
 * that causes the mail, sent afterwards by the outbox worker. `claimed_until` is a worker's
 * lease on a row while it sends; a worker that dies lets the lease run out and another (or the
 * same, restarted) sends the mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    /** What the mail is, for logs and tests: 'registration-confirmation', 'password-reset', … */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: MAIL_OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    claimedUntil: timestamptz('claimed_until'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check('mail_outbox_status', sql`${table.status} in ('pending', 'sent', 'failed')`),
    check('mail_outbox_attempts', sql`${table.attempts} >= 0`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
