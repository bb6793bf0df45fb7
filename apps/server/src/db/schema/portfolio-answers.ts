// What a kept answer is checked against (migration 0034; docs/ARCHITECTURE.md, "Kept answers"):
// per investor a counter that every write to what their pages show raises in its own
// transaction, by trigger, so no write path can forget it.
import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

export const investorVersions = pgTable('investor_versions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'bigint' }).notNull(),
});

/**
 * The standard answers of an investor's pages, as the route serialized them, each under the stamp
 * (version@day) it was computed at; one that no longer matches is never served.
 */
export const keptAnswers = pgTable(
  'kept_answers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    stamp: text('stamp').notNull(),
    body: text('body').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.path] })],
);
