// The money context's tables, part five: NAV publication under four eyes (issue 22, migration 0031).
import { NAV_PROPOSAL_KINDS, NAV_PROPOSAL_STATUSES } from '@bp/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { calendarDate, navs, timestamptz } from './columns';
import { fourEyesColumns } from './four-eyes-columns';
import { funds } from './portfolio';

export const navProposalStatus = pgEnum('nav_proposal_status', NAV_PROPOSAL_STATUSES);
export const navProposalKind = pgEnum('nav_proposal_kind', NAV_PROPOSAL_KINDS);

/**
 * A NAV proposed by one administrator (contexts/money/nav-publication), published only when
 * another approves it: the rows are the four-eyes audit (who, when, why), so a trigger of
 * migration 0031 refuses deletes and lets an update only decide an open proposal (status,
 * approved_*, approval_reason, superseded_at). The database refuses an approval by the proposer.
 */
export const navProposals = pgTable(
  'nav_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    valuationDate: calendarDate('valuation_date').notNull(),
    nav: navs('nav').notNull(),
    /** The previous month end's NAV when proposed (published or an earlier row of the request). */
    previousNav: navs('previous_nav'),
    /** (nav − previous) / previous, six decimals. */
    change: numeric('change', { precision: 12, scale: 6 }),
    kind: navProposalKind('kind').notNull(),
    status: navProposalStatus('status').notNull().default('voorgesteld'),
    flagged: boolean('flagged').notNull(),
    ...fourEyesColumns(),
    supersededAt: timestamptz('superseded_at'),
  },
  (table) => [
    uniqueIndex('nav_proposals_open_unique')
      .on(table.fundId, table.valuationDate)
      .where(sql`${table.status} = 'voorgesteld'`),
    index('nav_proposals_fund_date_idx').on(table.fundId, table.valuationDate),
    check('nav_proposals_nav_positive', sql`${table.nav} > 0`),
    check('nav_proposals_four_eyes', sql`${table.approvedBy} <> ${table.proposedBy}`),
    check(
      'nav_proposals_published_has_approval',
      sql`(${table.status} = 'gepubliceerd') = (${table.approvedBy} is not null and ${table.approvedAt} is not null)`,
    ),
    check(
      'nav_proposals_superseded_has_date',
      sql`(${table.status} = 'vervangen') = (${table.supersededAt} is not null)`,
    ),
    check(
      'nav_proposals_reason',
      sql`(not ${table.flagged} and ${table.kind} = 'nieuw') or length(btrim(${table.proposalReason})) > 0`,
    ),
  ],
);

export type NavProposalRow = typeof navProposals.$inferSelect;
