// The money context's tables, part five: distributions under four eyes (issue 22, migration 0032).
import { DISTRIBUTION_DECLARATION_STATUSES } from '@bp/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { calendarDate, euros, navs, timestamptz, units } from './columns';
import { fourEyesColumns } from './four-eyes-columns';
import {
  contracts,
  distributionPolicy,
  distributions,
  funds,
  transactionKind,
  transactions,
} from './portfolio';

export const distributionDeclarationStatus = pgEnum(
  'distribution_declaration_status',
  DISTRIBUTION_DECLARATION_STATUSES,
);

/**
 * A distribution as one administrator declared it and a second approved it (contexts/money/
 * distributions). Only approval writes the `distributions` row that fund returns read
 * (`distribution_id`). One open or approved declaration per fund and ex-date. A trigger of
 * migration 0032 refuses deletes and lets an update change only the approval: the rows are the
 * four-eyes record.
 */
export const distributionDeclarations = pgTable(
  'distribution_declarations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    exDate: calendarDate('ex_date').notNull(),
    payDate: calendarDate('pay_date').notNull(),
    amountPerUnit: navs('amount_per_unit').notNull(),
    status: distributionDeclarationStatus('status').notNull().default('voorgesteld'),
    ...fourEyesColumns(),
    distributionId: integer('distribution_id')
      .unique()
      .references(() => distributions.id),
  },
  (table) => [
    uniqueIndex('distribution_declarations_open_unique')
      .on(table.fundId, table.exDate)
      .where(sql`${table.status} in ('voorgesteld', 'goedgekeurd')`),
    check('distribution_declarations_amount_positive', sql`${table.amountPerUnit} > 0`),
    check('distribution_declarations_pay_after_ex', sql`${table.payDate} >= ${table.exDate}`),
    check('distribution_declarations_four_eyes', sql`${table.approvedBy} <> ${table.proposedBy}`),
    check(
      'distribution_declarations_approved',
      sql`(${table.status} = 'goedgekeurd') = (${table.approvedBy} is not null and ${table.approvedAt} is not null)`,
    ),
    check(
      'distribution_declarations_distribution_when_approved',
      sql`${table.distributionId} is null or ${table.status} = 'goedgekeurd'`,
    ),
  ],
);

/**
 * One contract's part of an approved distribution: written once per (distribution, contract)
 * before it is booked (`INSERT … ON CONFLICT DO NOTHING`), so racing runs book it once. The
 * booking's id goes into `transaction_id`; a paid-out part (`uitkering`) gets `paid_out_at` when
 * its payout batch is handed to the bank. A trigger refuses deletes and any other change.
 */
export const distributionPayments = pgTable(
  'distribution_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    distributionId: integer('distribution_id')
      .notNull()
      .references(() => distributions.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    unitsHeld: units('units_held').notNull(),
    amount: euros('amount').notNull(),
    policy: distributionPolicy('policy').notNull(),
    kind: transactionKind('kind').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .unique()
      .references(() => transactions.id),
    nav: navs('nav'),
    navDate: calendarDate('nav_date'),
    bookedAt: timestamptz('booked_at').notNull(),
    paidOutAt: timestamptz('paid_out_at'),
  },
  (table) => [
    unique('distribution_payments_once').on(table.distributionId, table.contractId),
    index('distribution_payments_contract_idx').on(table.contractId),
    check('distribution_payments_amount_positive', sql`${table.amount} > 0`),
    check(
      'distribution_payments_kind',
      sql`${table.kind} in ('uitkering', 'herbelegging') and (${table.paidOutAt} is null or ${table.kind} = 'uitkering')`,
    ),
  ],
);

export type DistributionDeclarationRow = typeof distributionDeclarations.$inferSelect;
export type DistributionPaymentRow = typeof distributionPayments.$inferSelect;
