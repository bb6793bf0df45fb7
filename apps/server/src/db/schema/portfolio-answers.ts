// What a kept answer is checked against (migration 0034; docs/ARCHITECTURE.md, "Kept answers"):
// per investor a counter that every write to what their pages show raises in its own
// transaction, by trigger, so no write path can forget it; once per transaction (0036).
import { bigint, customType, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** A transaction id with its epoch (64 bits, never wraps), as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

export const investorVersions = pgTable('investor_versions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'bigint' }).notNull(),
  /** The transaction that last raised the version: a second write in it raises nothing more. */
  raisedBy: xid8('raised_by'),
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
