import { FUND_DOCUMENT_KINDS } from '@bp/domain';
import { z } from './zod-nl';

/** Database ids are 32-bit integers; a larger number cannot be a fund. */
const MAX_ID = 2_147_483_647;

export const fundDocumentKindSchema = z.enum(FUND_DOCUMENT_KINDS);

/** A document's version: the sha256 of its PDF bytes, lower-case hex. */
export const documentHashSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: 'Dit is geen geldige documentversie.' });

export const fundIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(MAX_ID),
});

/** GET /api/funds/{id}/documents/{kind}: an unknown kind is a 404 like an unknown fund. */
export const fundDocumentParamsSchema = fundIdParamsSchema.extend({
  kind: z.string().min(1).max(64),
});

export const fundDocumentSchema = z.object({
  kind: fundDocumentKindSchema,
  titel: z.string(),
  /** The PDF's public address (@bp/domain fundDocumentPath). */
  url: z.string(),
  /** sha256 of the PDF: what an application names as the version the investor accepted. */
  hash: documentHashSchema,
  /** The date the document's figures run to (its last year-end NAV). */
  peildatum: z.iso.date(),
});
export type FundDocument = z.infer<typeof fundDocumentSchema>;

/** GET /api/funds/{id}/documents → { data: FundDocument[] } in FUND_DOCUMENT_KINDS order. */
export const fundDocumentsResponseSchema = z.object({ data: z.array(fundDocumentSchema) });
export type FundDocumentsResponse = z.infer<typeof fundDocumentsResponseSchema>;

/**
 * In an application: the version (hash) of each of the fund's documents the investor accepted
 * (the conditions) and confirmed to have received and read (the KID, the memorandum).
 */
export const acceptedDocumentsSchema = z.record(fundDocumentKindSchema, documentHashSchema);
export type AcceptedDocuments = z.infer<typeof acceptedDocumentsSchema>;
