import {
  APPLICANT_TYPES,
  COLLECTION_STATUSES,
  CONTRACT_STATUSES,
  DISTRIBUTION_POLICIES,
  FUND_FLOWS,
  FUND_PRODUCT_CODES,
  GENDERS,
  IDENTITY_DOCUMENT_TYPES,
  MANDATE_STATUSES,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  PRODUCT_CODES,
  RELATION_KINDS,
  RISK_PROFILE_CODES,
  TRANSACTION_KINDS,
  WEALTH_ORIGINS,
  type FundDocumentKind,
} from '@bp/domain';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@bp/api-schema';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  boolean,
  customType,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { chunkCountOf, SEALED_CHUNK_MAX_BYTES } from '../security/sealed-chunks';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Raw bytes. node-postgres answers a Buffer, PGlite a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const userRole = pgEnum('user_role', ['admin', 'investor']);
export const userStatus = pgEnum('user_status', ['pending', 'active']);
export const oneTimeTokenPurpose = pgEnum('one_time_token_purpose', [
  'password_reset',
  'email_confirmation',
]);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('investor'),
    username: text('username'),
    status: userStatus('status').notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // Lookups compare lower-cased input, so a mixed-case row would be unreachable.
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    renewedFrom: uuid('renewed_from'),
    /** When the user logged in; renewals inherit it, and the absolute lifetime counts from it. */
    authenticatedAt: timestamptz('authenticated_at').notNull(),
    /** Set once the session was renewed: it is never renewed a second time. */
    renewedAt: timestamptz('renewed_at'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    uniqueIndex('one_time_tokens_token_hash_unique').on(table.tokenHash),
    index('one_time_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

export const personalInfo = pgTable(
  'personal_info',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    userId: uuid('user_id')
      .notNull()
      .unique('personal_info_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    initialen: text('initialen'),
    tussenvoegsel: text('tussenvoegsel'),
    achternaam: text('achternaam'),
    geboortedatum: date('geboortedatum', { mode: 'string' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    // Migration 0010: what the application route keeps for the next application's prefill.
    geslacht: text('geslacht', { enum: GENDERS }),
    postcode: text('postcode'),
    huisnummer: text('huisnummer'),
    straatnaam: text('straatnaam'),
    woonplaats: text('woonplaats'),
    land: text('land'),
    nationaliteit: text('nationaliteit'),
    telefoonnummer: text('telefoonnummer'),
    mobiel: text('mobiel'),
    iban: text('iban'),
    /** Encrypted (security/sealed-text.ts), never plaintext. */
    bsnSealed: bytea('bsn_sealed'),
    identiteitsbewijs: text('identiteitsbewijs', { enum: IDENTITY_DOCUMENT_TYPES }),
    /** Encrypted (security/sealed-text.ts), never plaintext. */
    documentNumberSealed: bytea('document_number_sealed'),
    geldigTot: date('geldig_tot', { mode: 'string' }),
    updatedAt: timestamptz('updated_at'),
    /**
     * Migration 0016: keyed hash of the BSN (security/bsn-lookup.ts), to find the one account
     * that holds it; null for rows from before (their sealed BSN is opened to compare).
     */
    bsnHash: bytea('bsn_hash'),
  },
  (table) => [
    uniqueIndex('personal_info_bsn_hash_unique').on(table.bsnHash),
    check(
      'personal_info_geslacht',
      sql`${table.geslacht} is null or ${table.geslacht} in ('man', 'vrouw', 'onbekend')`,
    ),
    check(
      'personal_info_identiteitsbewijs',
      sql`${table.identiteitsbewijs} is null or ${table.identiteitsbewijs} in ('paspoort', 'identiteitskaart', 'rijbewijs')`,
    ),
    check(
      'personal_info_address_whole',
      sql`(${table.postcode} is null) = (${table.land} is null)`,
    ),
  ],
);

// The enums take the domain's lists (packages/domain): one definition of each list of values.
export const relationKind = pgEnum('relation_kind', RELATION_KINDS);

/** Persons related to an investor (partner, children), for applications in their name. */
export const relatedPersons = pgTable(
  'related_persons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relation: relationKind('relation').notNull(),
    initialen: text('initialen').notNull(),
    tussenvoegsel: text('tussenvoegsel'),
    achternaam: text('achternaam').notNull(),
    geboortedatum: date('geboortedatum', { mode: 'string' }).notNull(),
    // Migration 0010: given with an application (null for relations from before).
    geslacht: text('geslacht', { enum: GENDERS }),
    /** Encrypted (security/sealed-text.ts), never plaintext. */
    bsnSealed: bytea('bsn_sealed'),
    identiteitsbewijs: text('identiteitsbewijs', { enum: IDENTITY_DOCUMENT_TYPES }),
    /** Encrypted (security/sealed-text.ts), never plaintext. */
    documentNumberSealed: bytea('document_number_sealed'),
    geldigTot: date('geldig_tot', { mode: 'string' }),
  },
  (table) => [
    index('related_persons_user_id_idx').on(table.userId),
    check(
      'related_persons_geslacht',
      sql`${table.geslacht} is null or ${table.geslacht} in ('man', 'vrouw', 'onbekend')`,
    ),
    check(
      'related_persons_identiteitsbewijs',
      sql`${table.identiteitsbewijs} is null or ${table.identiteitsbewijs} in ('paspoort', 'identiteitskaart', 'rijbewijs')`,
    ),
  ],
);

/**
 * Migration 0016: what an application changed of known personal information (name, date of
 * birth), confirmed by the investor: whose (the account, and the relation when it is a partner
 * or child), who changed it, when, old → new.
 */
export const personalDataChanges = pgTable(
  'personal_data_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relatedPersonId: integer('related_person_id').references(() => relatedPersons.id, {
      onDelete: 'cascade',
    }),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    changedAt: timestamptz('changed_at').notNull(),
  },
  (table) => [index('personal_data_changes_user_id_idx').on(table.userId)],
);

// Money, units and NAVs are exact decimals, never floats (drizzle gives numerics as strings).
const euros = (name: string) => numeric(name, { precision: 14, scale: 2 });
const units = (name: string) => numeric(name, { precision: 18, scale: 4 });
const navs = (name: string) => numeric(name, { precision: 12, scale: 4 });
/** Yearly rates and cost fractions: 0.0085 = 0,85%. */
const rate = (name: string) => numeric(name, { precision: 7, scale: 4 });
const calendarDate = (name: string) => date(name, { mode: 'string' });

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
  },
  (table) => [
    index('transactions_contract_trade_date_idx').on(table.contractId, table.tradeDate),
    check('transactions_amount_not_negative', sql`${table.amount} >= 0`),
    check(
      'transactions_units_by_kind',
      sql`case when ${table.kind} in ('aankoop', 'herbelegging') then ${table.units} > 0 and ${table.nav} > 0 when ${table.kind} = 'verkoop' then ${table.units} < 0 and ${table.nav} > 0 else ${table.units} is null and ${table.nav} is null end`,
    ),
  ],
);

/**
 * Position keeping (modules/positions): what a contract's bookings add up to, kept in the same
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

export const offerProductCode = pgEnum('offer_product_code', PRODUCT_CODES);

/** Saved calculations (offers) of an investor; filled by the calculation module. */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productCode: offerProductCode('product_code').notNull(),
    description: text('description').notNull().default(''),
    request: jsonb('request').notNull(),
    result: jsonb('result'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('offers_user_id_idx').on(table.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const riskProfileCode = pgEnum('risk_profile_code', RISK_PROFILE_CODES);

/**
 * The audit trail of the risk questionnaire (MiFID II): every set of answers a logged-in
 * investor submitted, with the questionnaire version, the scores and the advised profile as
 * they were at that moment. Rows are only added, never changed.
 */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaireId: smallint('questionnaire_id').notNull(),
    version: text('version').notNull(),
    /** [{questionId, answerId}] as submitted. */
    answers: jsonb('answers').notNull(),
    /** {firstStatement, secondStatement, thirdStatement, questionEleven}: all agreed. */
    statements: jsonb('statements').notNull(),
    scoreOne: smallint('score_one').notNull(),
    scoreTwo: smallint('score_two').notNull(),
    profile: riskProfileCode('profile').notNull(),
    /** Points per block and the knock-outs, so the scores can be traced back. */
    scoring: jsonb('scoring').notNull(),
    answeredAt: timestamptz('answered_at').notNull(),
  },
  (table) => [
    index('questionnaire_answers_user_answered_idx').on(table.userId, table.answeredAt),
    check('questionnaire_answers_questionnaire_id', sql`${table.questionnaireId} between 1 and 3`),
    check(
      'questionnaire_answers_scores',
      sql`${table.scoreOne} between 0 and 100 and ${table.scoreTwo} between 0 and 100`,
    ),
  ],
);

export const MAIL_OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailOutboxStatus = (typeof MAIL_OUTBOX_STATUSES)[number];

/**
 * The transactional outbox for mail (mail/outbox.ts): written in the transaction of the action
 * that causes the mail, sent afterwards by the outbox worker. `claimed_until` is a worker's
 * lease on a row while it sends; a worker that dies lets the lease run out and another (or the
 * same, restarted) sends the mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    /** What the mail is, for logs and tests: 'registration-confirmation', 'password-reset', … */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: MAIL_OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    claimedUntil: timestamptz('claimed_until'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check('mail_outbox_status', sql`${table.status} in ('pending', 'sent', 'failed')`),
    check('mail_outbox_attempts', sql`${table.attempts} >= 0`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

export const mandateStatus = pgEnum('mandate_status', MANDATE_STATUSES);

/**
 * SEPA direct-debit mandates for a contract's monthly deposit (modules/mandates). The full IBAN
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
 * The sandbox mandate provider's own records (modules/mandates/sandbox): what Twikey keeps on
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
 * Payments by iDEAL (modules/payments). A paid payment points at its one `storting` booking
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
 * Deposits received without units yet (modules/purchases): a paid iDEAL payment or a monthly
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

export const collectionStatus = pgEnum('collection_status', COLLECTION_STATUSES);

/**
 * Monthly direct debits (modules/collections), one per contract and month (the unique key):
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
 * Units bought for a collection that was reversed afterwards (modules/collections): sold back
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

/**
 * Uploaded documents for an investment application (modules/uploads), encrypted at rest with
 * AES-256-GCM (security/encryption.ts; associated data "upload:<id>"). Owner-only; an
 * application claims an upload by setting `reference`; unclaimed ones go after a day.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The file name as sent, made safe to show (no path, no control characters). */
    originalName: text('original_name').notNull(),
    /** Bytes of the plaintext. */
    size: integer('size').notNull(),
    /** Recognised from the bytes, never from the name or the Content-Type header. */
    contentType: text('content_type', { enum: UPLOAD_CONTENT_TYPES }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
    referencedAt: timestamptz('referenced_at'),
    /** What claimed it (e.g. "application:<id>"); null while unclaimed. */
    reference: text('reference'),
    /**
     * Chunks of the sealed file (security/sealed-chunks.ts): rows of `upload_chunks` on
     * PostgreSQL, a file under DATA_DIR/uploads on the embedded database (migration 0018). Null
     * for an upload stored before, whose file is the one value in iv, auth_tag and ciphertext.
     */
    chunkCount: integer('chunk_count'),
    iv: bytea('iv'),
    authTag: bytea('auth_tag'),
    ciphertext: bytea('ciphertext'),
  },
  (table) => [
    index('uploads_user_id_idx').on(table.userId),
    index('uploads_unreferenced_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.reference} is null`),
    check(
      'uploads_content_type',
      sql`${table.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
    check('uploads_size', sql`${table.size} between 1 and 10485760`),
    check(
      'uploads_reference_has_date',
      sql`(${table.reference} is null) = (${table.referencedAt} is null)`,
    ),
    check(
      'uploads_one_form',
      sql`(${table.chunkCount} is null) = (${table.iv} is not null and ${table.authTag} is not null and ${table.ciphertext} is not null)`,
    ),
    check(
      'uploads_chunk_count',
      sql`${table.chunkCount} between 1 and ${sql.raw(String(chunkCountOf(UPLOAD_MAX_BYTES)))}`,
    ),
  ],
);

/**
 * The sealed chunks of an upload on PostgreSQL (migration 0018): each at most 256 KiB of the
 * file, sealed with its index and "more follow" or (the last) the chunk count in the associated
 * data (security/sealed-chunks.ts). On the
 * embedded database the chunks are a file under DATA_DIR/uploads instead.
 */
export const uploadChunks = pgTable(
  'upload_chunks',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    sealed: bytea('sealed').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.uploadId, table.chunkIndex] }),
    check(
      'upload_chunks_index',
      sql`${table.chunkIndex} between 0 and ${sql.raw(String(chunkCountOf(UPLOAD_MAX_BYTES) - 1))}`,
    ),
    check(
      'upload_chunks_size',
      sql`octet_length(${table.sealed}) <= ${sql.raw(String(SEALED_CHUNK_MAX_BYTES))}`,
    ),
  ],
);

export type CollectionRow = typeof collections.$inferSelect;

export const JOB_RUN_STATUSES = ['running', 'succeeded', 'partly-failed', 'failed'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];
export const jobRunStatus = pgEnum('job_run_status', JOB_RUN_STATUSES);

/**
 * Every run of a scheduled job (modules/jobs), scheduled or by hand: what it ran for, when, how
 * it went. `partly-failed`: some contracts failed (named in `error`), the others were done.
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

export type UploadRow = typeof uploads.$inferSelect;

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

/** The checks of migration 0017 on the due diligence answers of investment_applications. */
function dueDiligenceChecks(table: {
  pep: AnyPgColumn;
  pepFunctie: AnyPgColumn;
  herkomstVermogen: AnyPgColumn;
  herkomstToelichting: AnyPgColumn;
}) {
  const origins = sql.raw(WEALTH_ORIGINS.map((origin) => `'${origin}'`).join(', '));
  return [
    check(
      'investment_applications_herkomst_vermogen',
      sql`${table.herkomstVermogen} is null or ${table.herkomstVermogen} in (${origins})`,
    ),
    check(
      'investment_applications_due_diligence_whole',
      sql`(${table.pep} is null) = (${table.herkomstVermogen} is null)`,
    ),
    check(
      'investment_applications_pep_functie',
      sql`(${table.pepFunctie} is not null) = coalesce(${table.pep}, false)`,
    ),
    check(
      'investment_applications_herkomst_toelichting',
      sql`(${table.herkomstToelichting} is not null) = coalesce(${table.herkomstVermogen} = 'anders', false)`,
    ),
  ];
}

/** One claimed upload of an application: the request field it was sent in and its id. */
export interface ApplicationUploadRef {
  field: string;
  id: string;
}

/**
 * An investment application (migration 0010), one per contract it created: the questionnaire
 * result it rests on and the applicant's data as encrypted JSON (BSNs, document numbers, TINs).
 */
export const investmentApplications = pgTable(
  'investment_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    flow: fundFlow('flow').notNull(),
    applicantType: text('applicant_type', { enum: APPLICANT_TYPES }).notNull(),
    questionnaireId: smallint('questionnaire_id').notNull(),
    questionnaireVersion: text('questionnaire_version').notNull(),
    /** [{questionId, answerId}] as submitted. */
    answers: jsonb('answers').notNull(),
    scoreOne: smallint('score_one').notNull(),
    scoreTwo: smallint('score_two').notNull(),
    profile: riskProfileCode('profile').notNull(),
    /** The fund's required profile at the time: a lower `profile` needed the acknowledgement. */
    requiredProfile: riskProfileCode('required_profile').notNull(),
    riskAcknowledged: boolean('risk_acknowledged').notNull(),
    /** Points per block and the knock-outs, as questionnaire_answers keeps them. */
    scoring: jsonb('scoring').notNull(),
    /** The applicant block as JSON, encrypted (security/sealed-text.ts). */
    applicantSealed: bytea('applicant_sealed').notNull(),
    uploads: jsonb('uploads').$type<ApplicationUploadRef[]>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** Wwft due diligence (migration 0017); null in applications from before it asked. */
    pep: boolean('pep'),
    pepFunctie: text('pep_functie'),
    herkomstVermogen: text('herkomst_vermogen', { enum: WEALTH_ORIGINS }),
    herkomstToelichting: text('herkomst_toelichting'),
    /**
     * The fund documents' versions the investor accepted, {kind: sha256} (migration 0019); null
     * before it was asked and for a client that does not send them.
     */
    acceptedDocuments: jsonb('accepted_documents').$type<Record<FundDocumentKind, string>>(),
  },
  (table) => [
    ...dueDiligenceChecks(table),
    uniqueIndex('investment_applications_contract_id_unique').on(table.contractId),
    index('investment_applications_user_id_idx').on(table.userId),
    check(
      'investment_applications_applicant_type',
      sql`${table.applicantType} in ('mijn', 'partner', 'child', 'company')`,
    ),
    check(
      'investment_applications_questionnaire_id',
      sql`${table.questionnaireId} between 1 and 3`,
    ),
  ],
);
