// The money context's tables (contexts/money), part two: the monthly collections and what was sold
// back for reversed ones, the scheduled jobs' runs and the providers' feed positions.
import { COLLECTION_STATUSES, JOB_RUN_STATUSES } from '@bp/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz, euros, units, calendarDate } from './columns';
import { contracts, transactions } from './portfolio';
import { mandates } from './money';
import { users } from './identity';

export const collectionStatus = pgEnum('collection_status', COLLECTION_STATUSES);

/**
 * Monthly direct debits (contexts/money/collections), one per contract and month (the unique key):
 * the collection job claims the row before it asks the provider, so a second run of the month
 * finds it and asks nothing. `requested`: claimed, the provider's answer not in (or lost);
 * `pending`: the provider reports later; `paid` points at its `periodieke-storting`;
 * `failed` carries the bank's reason code; `teruggeboekt` (paid, then reclaimed by the debtor)
 * keeps its deposit, carries the reason and the day we learnt it, and points at its `storno`
 * once booked (at once, or with the sale of its units: `collection_sell_backs`).
 */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    mandateId: uuid('mandate_id')
      .notNull()
      .references(() => mandates.id, { onDelete: 'cascade' }),
    /** The first day of the month collected for. */
    month: calendarDate('month').notNull(),
    /** The business date the collection was asked on. */
    collectionDate: calendarDate('collection_date').notNull(),
    amount: euros('amount').notNull(),
    status: collectionStatus('status').notNull().default('requested'),
    provider: text('provider').notNull(),
    providerCollectionId: text('provider_collection_id'),
    /** SEPA reason code of a failed collection (AM04: insufficient funds). */
    reason: text('reason'),
    requestedAt: timestamptz('requested_at').notNull(),
    settledAt: timestamptz('settled_at'),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id, {
      onDelete: 'restrict',
    }),
    /** The business date the reversal was learnt on (teruggeboekt only). */
    reversedOn: calendarDate('reversed_on'),
    stornoId: bigint('storno_id', { mode: 'number' }).references(() => transactions.id, {
      onDelete: 'restrict',
    }),
  },
  (table) => [
    uniqueIndex('collections_contract_month_unique').on(table.contractId, table.month),
    uniqueIndex('collections_transaction_unique').on(table.transactionId),
    uniqueIndex('collections_storno_unique').on(table.stornoId),
    check('collections_amount_positive', sql`${table.amount} > 0`),
    check('collections_month_first', sql`extract(day from ${table.month}) = 1`),
    check(
      'collections_paid_booked',
      sql`(${table.status}::text in ('paid', 'teruggeboekt')) = (${table.transactionId} is not null)`,
    ),
    check(
      'collections_failed_has_reason',
      sql`${table.status}::text not in ('failed', 'teruggeboekt') or ${table.reason} is not null`,
    ),
    check(
      'collections_reversed_has_date',
      sql`(${table.status}::text = 'teruggeboekt') = (${table.reversedOn} is not null)`,
    ),
    check(
      'collections_storno_reversed',
      sql`${table.stornoId} is null or ${table.status}::text = 'teruggeboekt'`,
    ),
  ],
);

/**
 * Units bought for a collection that was reversed afterwards (contexts/money/collections): sold back
 * at the NAV of `valuation_date` (the next valuation date after the reversal) by the purchase
 * job, which books the `verkoop`, the `storno` and the administrator's settlement (bookSellBack)
 * and points `sale_id` at the sale.
 */
export const collectionSellBacks = pgTable(
  'collection_sell_backs',
  {
    collectionId: uuid('collection_id')
      .primaryKey()
      .references(() => collections.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    units: units('units').notNull(),
    valuationDate: calendarDate('valuation_date').notNull(),
    saleId: bigint('sale_id', { mode: 'number' }).references(() => transactions.id, {
      onDelete: 'restrict',
    }),
    soldAt: timestamptz('sold_at'),
  },
  (table) => [
    uniqueIndex('collection_sell_backs_sale_unique').on(table.saleId),
    index('collection_sell_backs_waiting_idx')
      .on(table.valuationDate)
      .where(sql`${table.saleId} is null`),
    check('collection_sell_backs_units_positive', sql`${table.units} > 0`),
    check(
      'collection_sell_backs_sold_has_date',
      sql`(${table.saleId} is null) = (${table.soldAt} is null)`,
    ),
  ],
);

export type CollectionRow = typeof collections.$inferSelect;

export type { JobRunStatus } from '@bp/domain';
export const jobRunStatus = pgEnum('job_run_status', JOB_RUN_STATUSES);

/**
 * Every run of a scheduled job (contexts/money/jobs), scheduled or by hand: what it ran for, when, how
 * it went, and who started it by hand on the admin's page. `partly-failed`: some contracts failed (named in `error`), the others were done.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    job: text('job').notNull(),
    businessDate: calendarDate('business_date').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    finishedAt: timestamptz('finished_at'),
    status: jobRunStatus('status').notNull().default('running'),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    error: text('error'),
    /** Why a date `npm run job` refuses was run anyway (`--force "reden"`); null otherwise. */
    forcedReason: text('forced_reason'),
    /** The administrator who started it on `/admin/taken`; null for the schedule and the command. */
    startedBy: uuid('started_by').references(() => users.id),
  },
  (table) => [
    index('job_runs_job_started_idx').on(table.job, table.startedAt),
    check(
      'job_runs_finished_has_date',
      sql`(${table.status} = 'running') = (${table.finishedAt} is null)`,
    ),
  ],
);

export type JobRunRow = typeof jobRuns.$inferSelect;

/**
 * Where a provider's feed was last read (Twikey's `X-LAST`), so the next run resumes after it
 * (`X-RESUME-AFTER`). One row per feed, e.g. `twikey:mandate`; a feed never read has no row.
 */
export const providerFeedPositions = pgTable('provider_feed_positions', {
  feed: text('feed').primaryKey(),
  position: text('position').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});
