// The money context's tables, part three (contexts/money/contract-changes): the changes an investor
// makes to a contract (wijzigen/{option}) and the effective-dated versions of the monthly deposit.
import { CONTRACT_CHANGE_OPTIONS, MONTHLY_DEPOSIT_ACTIONS } from '@bp/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { calendarDate, euros, timestamptz } from './columns';
import { users } from './identity';
import { mandates } from './money';
import { contracts } from './portfolio';

export const contractChangeOption = pgEnum('contract_change_option', CONTRACT_CHANGE_OPTIONS);
export const monthlyDepositAction = pgEnum('monthly_deposit_action', MONTHLY_DEPOSIT_ACTIONS);

/**
 * One change an investor asked for, as the history and the changes page tell it. `effectiveFrom`
 * is the date it takes effect; null while a new IBAN waits for its mandate (`mandateId`).
 */
export const contractChanges = pgTable(
  'contract_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    option: contractChangeOption('option').notNull(),
    action: monthlyDepositAction('action'),
    /** What changed, in Dutch, as the investor reads it ("€ 100,00 → € 150,00 per maand"). */
    summary: text('summary').notNull(),
    effectiveFrom: calendarDate('effective_from'),
    mandateId: uuid('mandate_id').references(() => mandates.id),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('contract_changes_contract_idx').on(table.contractId, table.createdAt)],
);

/**
 * The monthly deposit from `effectiveFrom` on (packages/domain contract-changes/deposit-versions):
 * the collection job collects what the version in force on the collection date says. Before a
 * contract's first version, its own columns (`contracts.periodic_deposit`/`_day`) hold; those
 * columns always hold the latest agreed amount and day.
 */
export const contractDepositVersions = pgTable(
  'contract_deposit_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** Null for the arrangement the contract had before its first change (its start date). */
    changeId: integer('change_id').references(() => contractChanges.id, { onDelete: 'cascade' }),
    effectiveFrom: calendarDate('effective_from').notNull(),
    amount: euros('amount'),
    day: smallint('day'),
    pausedUntil: calendarDate('paused_until'),
    createdAt: timestamptz('created_at').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('contract_deposit_versions_contract_idx').on(table.contractId, table.effectiveFrom),
    check(
      'contract_deposit_versions_arrangement',
      sql`(${table.amount} is null and ${table.day} is null and ${table.pausedUntil} is null) or (${table.amount} > 0 and ${table.day} between 1 and 28)`,
    ),
  ],
);

export type ContractChangeRow = typeof contractChanges.$inferSelect;
export type ContractDepositVersionRow = typeof contractDepositVersions.$inferSelect;
