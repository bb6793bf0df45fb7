import { GENDERS, IDENTITY_DOCUMENT_TYPES, RELATION_KINDS } from '@bp/domain';
import { z } from './zod-nl';

/**
 * GET /api/relations/me: the investor's personal information. Capitalised like the spec's
 * Contract fields. Id 0 means the user has not given personal information yet (new user).
 */
export const personalInfoSchema = z.object({
  Id: z.number().int().nonnegative(),
  Initialen: z.string().nullable(),
  Tussenvoegsel: z.string().nullable(),
  Achternaam: z.string().nullable(),
  Geboortedatum: z.string().nullable(),
  Email: z.string(),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

/** A person related to the investor (partner or child), for applications in their name. */
export const relatedPersonSchema = z.object({
  Id: z.number().int().positive(),
  Relatie: z.enum(RELATION_KINDS),
  Initialen: z.string(),
  Tussenvoegsel: z.string().nullable(),
  Achternaam: z.string(),
  Geboortedatum: z.string(),
  /** Null for a relation from before the applications asked it. */
  Geslacht: z.enum(GENDERS).nullable(),
  /** Masked ("•••••6789"), null when none was given. */
  Bsn: z.string().nullable(),
  Identiteitsbewijs: z.enum(IDENTITY_DOCUMENT_TYPES).nullable(),
  /** Masked, null when none was given. */
  Documentnummer: z.string().nullable(),
  GeldigTot: z.string().nullable(),
  /** The numbers of the contracts this relation holds (partner of a joint contract, child). */
  Contracten: z.array(z.string()),
  /** False while the relation holds a contract; `RedenNietVerwijderbaar` says why. */
  Verwijderbaar: z.boolean(),
  RedenNietVerwijderbaar: z.string().nullable(),
});
export type RelatedPerson = z.infer<typeof relatedPersonSchema>;

/** GET /api/relations: the investor's own personal info and the related persons. */
export const relationsResponseSchema = z.object({
  me: personalInfoSchema,
  relaties: z.array(relatedPersonSchema),
});
export type RelationsResponse = z.infer<typeof relationsResponseSchema>;
