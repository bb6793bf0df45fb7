// The onboarding context's tables (contexts/onboarding): questionnaire answers, uploads and the
// investment applications that claim them.
import {
  APPLICANT_TYPES,
  type FundDocumentKind,
  RISK_PROFILE_CODES,
  WEALTH_ORIGINS,
} from '@bp/domain';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@bp/api-schema';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  boolean,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { chunkCountOf, SEALED_CHUNK_MAX_BYTES } from '../../security/sealed-chunks';
import { timestamptz, bytea } from './columns';
import { users } from './identity';
import { contracts, fundFlow } from './portfolio';

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
/**
 * Uploaded documents for an investment application (contexts/onboarding/uploads), encrypted at rest with
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

export type UploadRow = typeof uploads.$inferSelect;
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
