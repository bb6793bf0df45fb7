// The money context's tables (contexts/money), part one: mandates, payments, the sandbox providers'
// own records, and the deposits that wait for their purchase.
import { MANDATE_STATUSES, PAYMENT_PURPOSES, PAYMENT_STATUSES } from '@bp/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz, euros, calendarDate } from './columns';
import { users } from './identity';
import { contracts, transactions } from './portfolio';

export const mandateStatus = pgEnum('mandate_status', MANDATE_STATUSES);

/**
 * SEPA direct-debit mandates for a contract's monthly deposit (contexts/money/mandates). The full IBAN
 * stays here for the record (like contracts.iban); the API only ever shows it masked.
 */
export const mandates = pgTable(
  'mandates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider that holds the mandate: 'twikey' or 'sandbox'. */
    provider: text('provider').notNull(),
    /** The provider's number for it (Twikey's `mndtId`), what its webhooks and exit URLs name. */
    providerMandateNumber: text('provider_mandate_number').notNull(),
    status: mandateStatus('status').notNull().default('prepared'),
    iban: text('iban').notNull(),
    accountHolder: text('account_holder').notNull(),
    signUrl: text('sign_url').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    signedAt: timestamptz('signed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    suspendedAt: timestamptz('suspended_at'),
  },
  (table) => [
    uniqueIndex('mandates_provider_number_unique').on(table.provider, table.providerMandateNumber),
    uniqueIndex('mandates_one_prepared_per_contract')
      .on(table.contractId)
      .where(sql`${table.status} = 'prepared'`),
    index('mandates_contract_id_idx').on(table.contractId),
    check(
      'mandates_signed_has_date',
      sql`${table.status} <> 'signed' or ${table.signedAt} is not null`,
    ),
    check(
      'mandates_cancelled_has_date',
      sql`${table.status} <> 'cancelled' or ${table.cancelledAt} is not null`,
    ),
  ],
);

export type MandateRow = typeof mandates.$inferSelect;

/**
 * The sandbox mandate provider's own records (contexts/money/mandates/sandbox): what Twikey keeps on
 * its side, for when no Twikey key is configured. Nothing outside the sandbox reads them.
 */
export const sandboxMandates = pgTable('sandbox_mandates', {
  mandateNumber: text('mandate_number').primaryKey(),
  /** Our mandate's id, as Twikey keeps it as the customer number. */
  reference: text('reference').notNull(),
  iban: text('iban').notNull(),
  debtorName: text('debtor_name').notNull(),
  state: mandateStatus('state').notNull().default('prepared'),
  redirectUrl: text('redirect_url').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export const SANDBOX_COLLECTION_STATUSES = ['paid', 'failed', 'reversed'] as const;

export const sandboxCollections = pgTable(
  'sandbox_collections',
  {
    id: text('id').primaryKey(),
    mandateNumber: text('mandate_number')
      .notNull()
      .references(() => sandboxMandates.mandateNumber, { onDelete: 'cascade' }),
    amount: euros('amount').notNull(),
    message: text('message').notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: SANDBOX_COLLECTION_STATUSES }).notNull(),
    /** The SEPA reason code of a failed or reversed collection (AM04, MD06). */
    reason: text('reason'),
    createdAt: timestamptz('created_at').notNull(),
    /** Its place in the sandbox's transaction feed: renumbered on every change. */
    feedSeq: bigint('feed_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('sandbox_collection_feed_seq')`),
  },
  (table) => [
    check('sandbox_collections_status', sql`${table.status} in ('paid', 'failed', 'reversed')`),
  ],
);

export const paymentPurpose = pgEnum('payment_purpose', PAYMENT_PURPOSES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

/**
 * Payments by iDEAL (contexts/money/payments). A paid payment points at its one `storting` booking
 * (`transaction_id`, unique); the provider's payment id is unique per provider, and at most one
 * payment per contract and purpose is in progress (open or pending) at a time.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: paymentPurpose('purpose').notNull(),
    amount: euros('amount').notNull(),
    status: paymentStatus('status').notNull().default('open'),
    /** 'mollie' or 'sandbox': a webhook is only believed from the provider that made it. */
    provider: text('provider').notNull(),
    /** Null only while the provider is being asked to create the payment. */
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    createdAt: timestamptz('created_at').notNull(),
    paidAt: timestamptz('paid_at'),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id, {
      onDelete: 'restrict',
    }),
  },
  (table) => [
    uniqueIndex('payments_provider_payment_unique').on(table.provider, table.providerPaymentId),
    uniqueIndex('payments_transaction_unique').on(table.transactionId),
    uniqueIndex('payments_one_in_progress')
      .on(table.contractId, table.purpose)
      .where(sql`${table.status} in ('open', 'pending')`),
    index('payments_user_id_idx').on(table.userId),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check(
      'payments_paid_booked',
      sql`(${table.status} = 'paid') = (${table.transactionId} is not null and ${table.paidAt} is not null)`,
    ),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/** The sandbox iDEAL provider's own records: what a provider keeps, apart from `payments`. */
export const sandboxIdealPayments = pgTable('sandbox_ideal_payments', {
  id: text('id').primaryKey(),
  amount: euros('amount').notNull(),
  description: text('description').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  metadataPaymentId: text('metadata_payment_id').notNull(),
  status: paymentStatus('status').notNull().default('open'),
  createdAt: timestamptz('created_at').notNull(),
  paidAt: timestamptz('paid_at'),
});

/**
 * Deposits received without units yet (contexts/money/purchases): a paid iDEAL payment or a monthly
 * collection books its `storting` / `periodieke-storting` at once, and the purchase job buys
 * the units at the NAV of `valuation_date` once the fund has it. `purchase_id` points at the
 * `aankoop` that did; while it is null the deposit waits. One row per deposit (the key), so a
 * deposit is bought once.
 */
export const depositPurchases = pgTable(
  'deposit_purchases',
  {
    depositId: bigint('deposit_id', { mode: 'number' })
      .primaryKey()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** nextValuationDate of the deposit's date: whose NAV buys its units. */
    valuationDate: calendarDate('valuation_date').notNull(),
    purchaseId: bigint('purchase_id', { mode: 'number' }).references(() => transactions.id, {
      onDelete: 'restrict',
    }),
    purchasedAt: timestamptz('purchased_at'),
  },
  (table) => [
    uniqueIndex('deposit_purchases_purchase_unique').on(table.purchaseId),
    // The contract reads and the purchase job only look for what still waits.
    index('deposit_purchases_awaiting_idx')
      .on(table.contractId, table.valuationDate)
      .where(sql`${table.purchaseId} is null`),
    check(
      'deposit_purchases_purchased_has_date',
      sql`(${table.purchaseId} is null) = (${table.purchasedAt} is null)`,
    ),
  ],
);
