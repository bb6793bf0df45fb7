// What a kept answer is checked against (migration 0034; docs/ARCHITECTURE.md, "Kept answers"):
// per investor a counter that every write to what their pages show raises in its own
// transaction, by trigger, so no write path can forget it.
import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

export const investorVersions = pgTable('investor_versions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'bigint' }).notNull(),
});
