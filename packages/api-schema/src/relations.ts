import { GENDERS, IDENTITY_DOCUMENT_TYPES, RELATION_KINDS } from '@bp/domain';
import { z } from './zod-nl';

/**
 * GET /api/relations/me: the investor's personal information. Capitalised like the spec's
 * Contract fields. Id 0 means the user has not given personal information yet (new user).
 * PATCH /api/relations/me answers it too (profile.ts has the request). Null: not known.
 */
export const personalInfoSchema = z.object({
  Id: z.number().int().nonnegative(),
  Initialen: z.string().nullable(),
  Tussenvoegsel: z.string().nullable(),
  Achternaam: z.string().nullable(),
  /** Masked, for recognition only ("••-••-1968", `maskBirthDate`); the administration changes it. */
  Geboortedatum: z.string().nullable(),
  Email: z.string(),
  // Issue 20 (Mijn instellingen): the address, phone numbers, the header's name, the BSN masked.
  Postcode: z.string().nullable(),
  Huisnummer: z.string().nullable(),
  Straatnaam: z.string().nullable(),
  Woonplaats: z.string().nullable(),
  /** ISO 3166 alpha-2 ("NL"). */
  Land: z.string().nullable(),
  /** E.164 ("+31201234567"). */
  Telefoonnummer: z.string().nullable(),
  Mobiel: z.string().nullable(),
  /** `GET /api/users/me`'s `username`: the name in the header (null: the e-mail shows). */
  Gebruikersnaam: z.string().nullable(),
  /** Masked ("•••••1234", `maskBsn`), opened only to mask it; the administration changes it. */
  Bsn: z.string().nullable(),
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
