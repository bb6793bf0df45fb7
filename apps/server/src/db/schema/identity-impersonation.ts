// The identity context's tables for viewing the portal as an investor (issue 21, migration
// 0026): the impersonations, every request made during one, and the investor's consent codes.
import { IMPERSONATION_END_REASONS, IMPERSONATION_MODES } from '@bp/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './identity';

export const impersonationMode = pgEnum('impersonation_mode', IMPERSONATION_MODES);
export const impersonationEndReason = pgEnum('impersonation_end_reason', IMPERSONATION_END_REASONS);

/**
 * An administrator viewing the portal as an investor. Bound to the administrator's login (the
 * user and the login moment that every renewal of that session keeps), so another login of the
 * same administrator does not carry it. It runs while `ended_at` is null and `expires_at` lies
 * ahead; one that expired keeps `ended_at` null and reads as ended `verlopen` at `expires_at`.
 * A trigger of migration 0026 lets an update change only the mode, the consent and the end, and
 * refuses deletes: the row is the audit log's.
 */
export const impersonations = pgTable(
  'impersonations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    adminLoggedInAt: timestamptz('admin_logged_in_at').notNull(),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    mode: impersonationMode('mode').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** When the investor's consent code switched it to `namens`. */
    consentedAt: timestamptz('consented_at'),
    endedAt: timestamptz('ended_at'),
    endReason: impersonationEndReason('end_reason'),
  },
  (table) => [
    index('impersonations_admin_login_idx').on(table.adminId, table.adminLoggedInAt),
    index('impersonations_investor_started_idx').on(table.investorId, table.startedAt),
    index('impersonations_started_idx').on(table.startedAt),
    check(
      'impersonations_ended_has_reason',
      sql`(${table.endedAt} is null) = (${table.endReason} is null)`,
    ),
    check(
      'impersonations_namens_has_consent',
      sql`(${table.mode} = 'namens') = (${table.consentedAt} is not null)`,
    ),
    check('impersonations_reason_given', sql`length(btrim(${table.reason})) between 1 and 500`),
  ],
);

/** Every request made while an impersonation ran (insert only: a trigger refuses the rest). */
export const impersonationRequests = pgTable(
  'impersonation_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    impersonationId: uuid('impersonation_id')
      .notNull()
      .references(() => impersonations.id),
    method: text('method').notNull(),
    /** The path without its query string. */
    path: text('path').notNull(),
    status: integer('status').notNull(),
    at: timestamptz('at').notNull(),
  },
  (table) => [
    index('impersonation_requests_impersonation_idx').on(table.impersonationId, table.at),
  ],
);

/**
 * The code an investor reads out to let an administrator act on their behalf: one per investor
 * (a new one replaces it), kept as a keyed hash, valid ten minutes, used once.
 */
export const consentCodes = pgTable('consent_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

export type ImpersonationRow = typeof impersonations.$inferSelect;
