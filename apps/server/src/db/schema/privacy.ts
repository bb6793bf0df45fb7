// The privacy context's tables (contexts/privacy): the investor's download of everything stored
// about them (AVG articles 15 and 20), its short-lived authorisation and its record.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './identity';

/**
 * A download of "Mijn gegevens" the investor authorised with the password (migration 0025): one
 * use, a few minutes, bound to the user and the session that asked. Only the token's SHA-256
 * hash is kept (security/one-time-token.ts), as for mail links.
 */
export const dataExportAuthorisations = pgTable(
  'data_export_authorisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session (its jti) that gave the password: another session cannot use the token. */
    sessionId: uuid('session_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    uniqueIndex('data_export_authorisations_token_hash_unique').on(table.tokenHash),
    index('data_export_authorisations_user_id_idx').on(table.userId),
  ],
);

/**
 * The record of every export (migration 0025): whose data, who downloaded it (the same user
 * today; an administrator acting for an investor later), when, from where, and how many bytes
 * the ZIP had once it was sent (null while streaming, or when the download broke off).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    completedAt: timestamptz('completed_at'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('data_exports_user_created_idx').on(table.userId, table.createdAt),
    check(
      'data_exports_completed_has_size',
      sql`(${table.completedAt} is null) = (${table.sizeBytes} is null)`,
    ),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
