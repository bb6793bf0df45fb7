// The identity context's tables (contexts/identity): accounts, sessions, one-time tokens, rate-limit
// counters, and the investor's personal data and related persons.
import { GENDERS, IDENTITY_DOCUMENT_TYPES, RELATION_KINDS } from '@bp/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz, bytea } from './columns';

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
    /** Null for the investor's own data, and once the relation is removed (migration 0024). */
    relatedPersonId: integer('related_person_id').references(() => relatedPersons.id, {
      onDelete: 'set null',
    }),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    changedAt: timestamptz('changed_at').notNull(),
  },
  (table) => [index('personal_data_changes_user_id_idx').on(table.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
