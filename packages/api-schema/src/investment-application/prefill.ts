import { GENDERS, IDENTITY_DOCUMENT_TYPES, RELATION_KINDS } from '@bp/domain';
import { calendarDateSchema } from '../portfolio';
import { z } from '../zod-nl';

/**
 * What the applicant step may show again of what the investor gave before. Never a BSN or a
 * document number in full (AVG: masked, `•••••2782`), never an upload: those are typed and sent
 * again with each application. Fields the investor never gave are null.
 */
const knownPersonFields = {
  initialen: z.string().nullable(),
  tussenvoegsel: z.string().nullable(),
  achternaam: z.string().nullable(),
  geslacht: z.enum(GENDERS).nullable(),
  geboortedatum: calendarDateSchema.nullable(),
  /** The stored BSN masked, for recognition only; null when none is stored. */
  bsnMasked: z.string().nullable(),
  identiteitsbewijs: z.enum(IDENTITY_DOCUMENT_TYPES).nullable(),
};

/** The address fields, flat as on the application's `mijn` (spec §3). */
const knownAddressFields = {
  postcode: z.string().nullable(),
  huisnummer: z.string().nullable(),
  straatnaam: z.string().nullable(),
  woonplaats: z.string().nullable(),
  land: z.string().nullable(),
};

/** The investor's own stored details (`mijn`). */
export const knownInvestorSchema = z.object({
  ...knownPersonFields,
  ...knownAddressFields,
  nationaliteit: z.string().nullable(),
  telefoonnummer: z.string().nullable(),
  mobiel: z.string().nullable(),
  iban: z.string().nullable(),
});
export type KnownInvestor = z.infer<typeof knownInvestorSchema>;

/** A partner or child the investor applied for before (GET /api/relations has the same ids). */
export const knownRelationSchema = z.object({
  id: z.number().int().positive(),
  relation: z.enum(RELATION_KINDS),
  ...knownPersonFields,
});
export type KnownRelation = z.infer<typeof knownRelationSchema>;

/**
 * GET /api/investment-applications/prefill: `mijn` null for a new investor (personal
 * information Id 0), who fills in everything; `relations` the known partners and children.
 */
export const applicationPrefillResponseSchema = z.object({
  mijn: knownInvestorSchema.nullable(),
  relations: z.array(knownRelationSchema),
});
export type ApplicationPrefillResponse = z.infer<typeof applicationPrefillResponseSchema>;
