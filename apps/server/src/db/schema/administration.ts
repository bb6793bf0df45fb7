// The administration context's table (contexts/administration): what the admin's investor search
// looks in, one row per investor, kept by the triggers of migration 0027 (docs/ADMIN.md).
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

export const investorSearch = pgTable(
  'investor_search',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * One line each, lower case: the name (initials, tussenvoegsel, achternaam), the e-mail
     * address, the contract numbers; postcode and every IBAN (personal data, contracts,
     * mandates) without spaces. Under a trigram (pg_trgm) GIN index.
     */
    haystack: text('haystack').notNull(),
    /** achternaam and initials, lower case (the e-mail address while no name is known). */
    sortName: text('sort_name').notNull(),
  },
  (table) => [index('investor_search_sort_name_idx').on(table.sortName, table.userId)],
);
