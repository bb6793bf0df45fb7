// The NAV corrections (issue 22, contexts/money/nav-correction): what a correction run changed.
// transactions.nav_correction_id points here (its foreign key is in migration 0033 only, so this
// file and portfolio.ts do not import each other).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { calendarDate, navs, timestamptz } from './columns';
import { users } from './identity';
import { navProposals } from './money-nav-publication';
import { funds } from './portfolio';

/**
 * A correction of a published NAV (issue 22, contexts/money/nav-correction): the bookings priced
 * at the previous NAV were reversed and booked again at the corrected one in the same database
 * transaction, and both carry this row. Append-only (a trigger of migration 0033). The proposal
 * that approved it (four eyes) when there was one.
 */
export const navCorrections = pgTable(
  'nav_corrections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'restrict' }),
    valuationDate: calendarDate('valuation_date').notNull(),
    previousNav: navs('previous_nav').notNull(),
    correctedNav: navs('corrected_nav').notNull(),
    reason: text('reason').notNull(),
    correctedBy: uuid('corrected_by')
      .notNull()
      .references(() => users.id),
    correctedAt: timestamptz('corrected_at').notNull(),
    proposalId: uuid('proposal_id').references(() => navProposals.id),
  },
  (table) => [
    index('nav_corrections_fund_date_idx').on(table.fundId, table.valuationDate),
    check(
      'nav_corrections_navs_positive',
      sql`${table.previousNav} > 0 and ${table.correctedNav} > 0`,
    ),
    check('nav_corrections_nav_changed', sql`${table.previousNav} <> ${table.correctedNav}`),
    check('nav_corrections_reason', sql`length(btrim(${table.reason})) > 0`),
  ],
);
