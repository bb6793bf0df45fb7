// The identity context's e-mail changes (contexts/identity/email-change, migration 0023).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './identity';

/**
 * A new e-mail address waiting for the link mailed to it: the token only as its SHA-256 hash,
 * bound to the address. A newer request of the account sets `used_at` on the open ones;
 * confirming sets both `used_at` and `confirmed_at`. Kept afterwards as the account's history.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (table) => [
    uniqueIndex('email_changes_token_hash_unique').on(table.tokenHash),
    index('email_changes_user_id_idx').on(table.userId),
    check('email_changes_new_email_lower_case', sql`${table.newEmail} = lower(${table.newEmail})`),
  ],
);
