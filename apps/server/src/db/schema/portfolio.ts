// The portfolio context's tables (contexts/portfolio): funds, NAVs and distributions, contracts,
// their bookings, the positions kept from them, and who holds a contract besides its investor.
import {
  CONTRACT_STATUSES,
  DISTRIBUTION_POLICIES,
  FUND_FLOWS,
  FUND_PRODUCT_CODES,
  TRANSACTION_KINDS,
} from '@bp/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  type AnyPgColumn,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  boolean,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz, euros, units, navs, rate, calendarDate } from './columns';
import { relatedPersons, users } from './identity';

export const fundProductCode = pgEnum('fund_product_code', FUND_PRODUCT_CODES);
export const fundFlow = pgEnum('fund_flow', FUND_FLOWS);

export const funds = pgTable(
  'funds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    productCode: fundProductCode('product_code').notNull(),
    /** The add-investment flow of a real-estate fund; null for SB funds. */
    flow: fundFlow('flow'),
    currency: text('currency').notNull(),
    inceptionDate: calendarDate('inception_date').notNull(),
    ongoingCosts: rate('ongoing_costs').notNull(),
    entryCosts: rate('entry_costs').notNull(),
    expectedReturn: rate('expected_return').notNull(),
    volatility: rate('volatility').notNull(),
    questionnaireId: smallint('questionnaire_id').notNull(),
  },
  (table) => [
    uniqueIndex('funds_code_unique').on(table.code),
    check('funds_questionnaire_id', sql`${table.questionnaireId} between 1 and 3`),
    check('funds_currency', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('funds_entry_costs', sql`${table.entryCosts} >= 0 and ${table.entryCosts} < 1`),
  ],
);

/** The monthly NAV per unit; valid from its date until the next one. */
export const fundPrices = pgTable(
  'fund_prices',
  {
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    valuationDate: calendarDate('valuation_date').notNull(),
    nav: navs('nav').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fundId, table.valuationDate] }),
    // The latest NAV date of any fund (the admin's kept figures, migration 0028).
    index('fund_prices_valuation_date_idx').on(table.valuationDate),
    check('fund_prices_nav_positive', sql`${table.nav} > 0`),
  ],
);

/** A distribution per unit to holders at the end of the ex-date, paid on the pay date. */
export const distributions = pgTable(
  'distributions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    exDate: calendarDate('ex_date').notNull(),
    payDate: calendarDate('pay_date').notNull(),
    amountPerUnit: navs('amount_per_unit').notNull(),
  },
  (table) => [
    uniqueIndex('distributions_fund_ex_date_unique').on(table.fundId, table.exDate),
    check('distributions_amount_positive', sql`${table.amountPerUnit} > 0`),
    check('distributions_pay_after_ex', sql`${table.payDate} >= ${table.exDate}`),
  ],
);

export const contractStatus = pgEnum('contract_status', CONTRACT_STATUSES);
export const distributionPolicy = pgEnum('distribution_policy', DISTRIBUTION_POLICIES);

export const contracts = pgTable(
  'contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    contractNumber: text('contract_number').notNull(),
    description: text('description').notNull(),
    startDate: calendarDate('start_date').notNull(),
    endDate: calendarDate('end_date'),
    status: contractStatus('status').notNull(),
    /** The first deposit agreed; for a contract awaiting payment, what is due. */
    initialDeposit: euros('initial_deposit').notNull(),
    periodicDeposit: euros('periodic_deposit'),
    periodicDepositDay: smallint('periodic_deposit_day'),
    iban: text('iban'),
    distributionPolicy: distributionPolicy('distribution_policy').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contracts_contract_number_unique').on(table.contractNumber),
    index('contracts_user_id_idx').on(table.userId),
    check('contracts_initial_deposit', sql`${table.initialDeposit} >= 0`),
    check(
      'contracts_periodic_deposit',
      sql`(${table.periodicDeposit} is null and ${table.periodicDepositDay} is null) or (${table.periodicDeposit} > 0 and ${table.periodicDepositDay} between 1 and 28)`,
    ),
    check(
      'contracts_end_date',
      sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
  ],
);

export const transactionKind = pgEnum('transaction_kind', TRANSACTION_KINDS);

/**
 * The contract's ledger (see packages/domain fund-administration/ledger.ts): amounts are
 * positive, the kind gives the direction; units are signed and only on the kinds that move
 * units. The units a contract holds are the sum of this column, never stored elsewhere.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    tradeDate: calendarDate('trade_date').notNull(),
    kind: transactionKind('kind').notNull(),
    amount: euros('amount').notNull(),
    units: units('units'),
    nav: navs('nav'),
    /** A reversal (NAV correction): the booking it undoes, mirrored (at most one each). */
    reversalOf: bigint('reversal_of', { mode: 'number' }).references(
      (): AnyPgColumn => transactions.id,
      { onDelete: 'restrict' },
    ),
    /** The correction that reversed or rebooked this booking (nav_corrections, FK of 0033). */
    navCorrectionId: bigint('nav_correction_id', { mode: 'number' }),
  },
  (table) => [
    index('transactions_contract_trade_date_idx').on(table.contractId, table.tradeDate),
    uniqueIndex('transactions_reversal_of_unique').on(table.reversalOf),
    check('transactions_amount_not_negative', sql`${table.amount} >= 0`),
    check(
      'transactions_reversal_corrected',
      sql`${table.reversalOf} is null or ${table.navCorrectionId} is not null`,
    ),
    // A reversal mirrors the units of its original.
    check(
      'transactions_units_by_kind',
      sql`case when ${table.kind} in ('aankoop', 'herbelegging') then ${table.nav} > 0 and (case when ${table.reversalOf} is null then ${table.units} > 0 else ${table.units} < 0 end) when ${table.kind} = 'verkoop' then ${table.nav} > 0 and (case when ${table.reversalOf} is null then ${table.units} < 0 else ${table.units} > 0 end) else ${table.units} is null and ${table.nav} is null end`,
    ),
  ],
);

/**
 * Position keeping (contexts/portfolio/positions): what a contract's bookings add up to, kept in the same
 * database transaction as every booking, so the overview reads one row per contract instead of
 * re-adding the ledger. `transactions` stays the only source of truth: a change to the ledger
 * or to a fund's NAVs that does not go through the positions module marks the position stale
 * (triggers of migration 0003), and the next read rebuilds it from the ledger.
 */
export const contractPositions = pgTable('contract_positions', {
  contractId: integer('contract_id')
    .primaryKey()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  units: units('units').notNull(),
  deposits: euros('deposits').notNull(),
  withdrawals: euros('withdrawals').notNull(),
  distributions: euros('distributions').notNull(),
  costs: euros('costs').notNull(),
  /** Money received and not yet invested in units (migration 0011). */
  cash: euros('cash').notNull().default('0'),
  lastBookingDate: calendarDate('last_booking_date'),
  stale: boolean('stale').notNull().default(false),
});

/**
 * A contract's months, contiguous from the month of its first booking through the month of its
 * last booking or of its fund's last NAV: the units and value at the end of the month and what
 * the returns need of it (packages/domain returns/month-summary.ts), written by the positions
 * module when a booking or a NAV lands in the month or before it.
 */
export const contractMonths = pgTable(
  'contract_months',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: calendarDate('month').notNull(),
    units: units('units').notNull(),
    /** Units after the bookings of the 1st: the overview's value on the first of the month. */
    unitsOnFirst: units('units_on_first').notNull(),
    /** The NAV valid at the end of the month. */
    nav: navs('nav'),
    value: euros('value').notNull(),
    /** The month's last valuation (NAV date or booking date); null when it had none. */
    lastDate: calendarDate('last_date'),
    deposits: euros('deposits').notNull(),
    withdrawals: euros('withdrawals').notNull(),
    distributions: euros('distributions').notNull(),
    costs: euros('costs').notNull(),
    flowDates: smallint('flow_dates').notNull(),
    flowDays: numeric('flow_days', { precision: 20, scale: 2 }).notNull(),
    /** Product of the month's time-weighted sub-period factors, every digit kept. */
    growth: numeric('growth'),
    firstInflowDate: calendarDate('first_inflow_date'),
    firstInflowValue: euros('first_inflow_value'),
    firstInflowNetFlows: euros('first_inflow_net_flows'),
    firstInflowDistributed: euros('first_inflow_distributed'),
    firstInflowGrowth: numeric('first_inflow_growth'),
    earlyOutflowDate: calendarDate('early_outflow_date'),
    /** Money awaiting purchase at the end of the month and after the 1st (migration 0011). */
    cash: euros('cash').notNull().default('0'),
    cashOnFirst: euros('cash_on_first').notNull().default('0'),
  },
  (table) => [primaryKey({ columns: [table.contractId, table.month] })],
);

/** Who holds a contract besides its investor (migration 0010); none for the investor alone. */
export const CONTRACT_HOLDER_ROLES = ['partner', 'child', 'company'] as const;
export type ContractHolderRole = (typeof CONTRACT_HOLDER_ROLES)[number];

/**
 * The partner of a joint contract, the minor child (the investor signs as legal
 * representative), or the company, with its name, KvK number and RSIN (no personal data).
 */
export const contractHolders = pgTable(
  'contract_holders',
  {
    contractId: integer('contract_id')
      .primaryKey()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CONTRACT_HOLDER_ROLES }).notNull(),
    relatedPersonId: integer('related_person_id').references(() => relatedPersons.id, {
      onDelete: 'restrict',
    }),
    companyName: text('company_name'),
    kvk: text('kvk'),
    rsin: text('rsin'),
  },
  (table) => [
    index('contract_holders_related_person_id_idx').on(table.relatedPersonId),
    check('contract_holders_role', sql`${table.role} in ('partner', 'child', 'company')`),
    check(
      'contract_holders_by_role',
      sql`case when ${table.role} = 'company' then ${table.relatedPersonId} is null and ${table.companyName} is not null and ${table.kvk} ~ '^[0-9]{8}$' and ${table.rsin} ~ '^[0-9]{9}$' else ${table.relatedPersonId} is not null and ${table.companyName} is null and ${table.kvk} is null and ${table.rsin} is null end`,
    ),
  ],
);
