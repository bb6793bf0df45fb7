// The money context's tables, part four: payouts to the bank (issue 22, migration 0029).
import { PAYOUT_BATCH_STATUSES, PAYOUT_SOURCE_KINDS } from '@bp/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { calendarDate, euros, timestamptz } from './columns';
import { users } from './identity';
import { contracts } from './portfolio';

export const payoutBatchStatus = pgEnum('payout_batch_status', PAYOUT_BATCH_STATUSES);
export const payoutSourceKind = pgEnum('payout_source_kind', PAYOUT_SOURCE_KINDS);

/**
 * A payout batch (contexts/money/payouts): what was due when an administrator made it, with the
 * SEPA credit transfer file (pain.001.001.03) built then and kept, so every download gives the
 * same bytes. `number` (the highest plus one, under the batch lock) is shown as UB-000001. A trigger of migration 0029 lets an update only
 * mark it sent (status, sent_by, sent_at), freezes it after that and refuses deletes.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().unique(),
    status: payoutBatchStatus('status').notNull().default('aangemaakt'),
    itemCount: integer('item_count').notNull(),
    total: euros('total').notNull(),
    pain001: text('pain001').notNull(),
    pain001Sha256: text('pain001_sha256').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull(),
    sentBy: uuid('sent_by').references(() => users.id),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    check('payout_batches_items', sql`${table.itemCount} > 0 and ${table.total} > 0`),
    check(
      'payout_batches_sent_has_date',
      sql`(${table.status} = 'verzonden') = (${table.sentAt} is not null and ${table.sentBy} is not null)`,
    ),
  ],
);

/**
 * One credit transfer of a batch. (source_kind, source_id) is unique: a sell order's proceeds
 * (or a distribution payment) are paid in one batch ever. Insert only (a trigger refuses the rest).
 */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    sourceKind: payoutSourceKind('source_kind').notNull(),
    /** The sell order's id (or the distribution payment's). */
    sourceId: text('source_id').notNull(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    amount: euros('amount').notNull(),
    creditorName: text('creditor_name').notNull(),
    iban: text('iban').notNull(),
    remittance: text('remittance').notNull(),
    endToEndId: text('end_to_end_id').notNull().unique(),
    requestedExecutionDate: calendarDate('requested_execution_date').notNull(),
  },
  (table) => [
    unique('payout_items_source_unique').on(table.sourceKind, table.sourceId),
    index('payout_items_batch_idx').on(table.batchId),
    check('payout_items_amount_positive', sql`${table.amount} > 0`),
    check(
      'payout_items_sepa_lengths',
      sql`length(${table.creditorName}) between 1 and 70 and length(${table.remittance}) between 1 and 140 and length(${table.endToEndId}) <= 35`,
    ),
  ],
);

export type PayoutBatchRow = typeof payoutBatches.$inferSelect;
export type PayoutItemRow = typeof payoutItems.$inferSelect;
