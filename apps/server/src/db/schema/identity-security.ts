// The identity context's tables for account security (migration 0022, issue 20): two-step
// verification (TOTP secret sealed at rest, one-time recovery codes stored hashed) and the
// record of security events (password changed, two-step verification on or off, …).
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns';
import { users } from './identity';

export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The base32 secret, sealed (security/sealed-text.ts, "user_two_factor:<user>:secret"). */
  secretSealed: bytea('secret_sealed').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  /** Null until the first code proved the app has the secret: until then it is not on. */
  confirmedAt: timestamptz('confirmed_at'),
  /** The RFC 6238 time step of the last accepted code: that step and earlier are refused. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of the normalised code with a key derived from DATA_ENCRYPTION_KEY. */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    uniqueIndex('two_factor_recovery_codes_user_hash_unique').on(table.userId, table.codeHash),
  ],
);

export const accountSecurityEvents = pgTable(
  'account_security_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ACCOUNT_SECURITY_EVENT_KINDS (contexts/identity/two-factor/events.ts). */
    kind: text('kind').notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('account_security_events_user_id_idx').on(table.userId, table.occurredAt)],
);

export type UserTwoFactorRow = typeof userTwoFactor.$inferSelect;
