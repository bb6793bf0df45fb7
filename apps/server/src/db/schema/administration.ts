// The administration context's tables (contexts/administration): what the admin's investor search
// looks in, one row per investor, kept by the triggers of migration 0027, and the figures of the
// investors table, kept per investor (migration 0028; docs/ADMIN.md).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { calendarDate, euros, timestamptz } from './columns';
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
  (table) => [
    index('investor_search_sort_name_idx').on(table.sortName.asc().nullsFirst(), table.userId),
  ],
);

/**
 * The investors table's figures of one investor, as the investor's overview computes them:
 * contracts, those awaiting their first payment, the value (kept units at the latest NAV up to
 * `valuedOn`, plus money awaiting purchase) and the last login. Recomputed by the read path
 * (`refreshInvestorFigures` in contexts/administration/investors/figures.ts) for the investors marked in `investor_figures_stale`, and
 * for those whose value a NAV date passed since `valuedOn`.
 */
export const investorFigures = pgTable(
  'investor_figures',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    contracten: integer('contracten').notNull(),
    onbetaald: integer('onbetaald').notNull(),
    totaleWaarde: euros('totale_waarde').notNull(),
    laatsteLogin: timestamptz('laatste_login'),
    valuedOn: calendarDate('valued_on').notNull(),
  },
  (table) => [
    index('investor_figures_contracten_idx').on(table.contracten.asc().nullsFirst(), table.userId),
    index('investor_figures_onbetaald_idx').on(table.onbetaald.asc().nullsFirst(), table.userId),
    index('investor_figures_totale_waarde_idx').on(
      table.totaleWaarde.asc().nullsFirst(),
      table.userId,
    ),
    index('investor_figures_laatste_login_idx').on(
      table.laatsteLogin.asc().nullsFirst(),
      table.userId,
    ),
    index('investor_figures_valued_on_idx').on(table.valuedOn),
  ],
);

/** Investors whose figures a write changed (insert-only, so a write never waits on a lock). */
export const investorFiguresStale = pgTable('investor_figures_stale', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id').notNull(),
});

/** How many investors investor_figures holds (one row; the unfiltered table's total). */
export const investorFiguresTotal = pgTable(
  'investor_figures_total',
  {
    only: boolean('only').primaryKey().default(true),
    investors: integer('investors').notNull(),
  },
  (table) => [check('investor_figures_total_one_row', sql`${table.only}`)],
);
