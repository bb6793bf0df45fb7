import type { ApplicationPrefillResponse, KnownInvestor, KnownRelation } from '@bp/api-schema';
import { maskBsn } from '@bp/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { mandates, personalInfo, relatedPersons } from '../../../db/schema';
import { openText } from '../../../security/sealed-text';
import { sealedFieldOf } from '../../../security/sealed-fields';

/**
 * The IBAN of the user's own most recently signed mandate: the account they already pay their
 * monthly deposits from, for an investor whose personal information has none (issue 17).
 */
async function latestMandateIban(db: Database, userId: string): Promise<string | null> {
  const [mandate] = await db
    .select({ iban: mandates.iban })
    .from(mandates)
    .where(and(eq(mandates.userId, userId), eq(mandates.status, 'signed')))
    .orderBy(desc(mandates.signedAt), desc(mandates.createdAt))
    .limit(1);
  return mandate?.iban ?? null;
}

/**
 * GET /api/investment-applications/prefill: what the applicant step may show again. The BSN
 * only masked (opened here to mask it, never sent), no document number, no upload.
 */
export async function prefillOf(
  db: Database,
  key: Buffer,
  userId: string,
): Promise<ApplicationPrefillResponse> {
  const [own] = await db.select().from(personalInfo).where(eq(personalInfo.userId, userId));
  const relations = await db
    .select()
    .from(relatedPersons)
    .where(eq(relatedPersons.userId, userId))
    .orderBy(asc(relatedPersons.id));
  const masked = (sealed: Buffer | null, associatedData: string) =>
    sealed === null ? null : maskBsn(openText(key, sealed, associatedData));

  const mijn: KnownInvestor | null = own
    ? {
        initialen: own.initialen,
        tussenvoegsel: own.tussenvoegsel,
        achternaam: own.achternaam,
        geslacht: own.geslacht,
        geboortedatum: own.geboortedatum,
        bsnMasked: masked(own.bsnSealed, sealedFieldOf.personalInfo(userId, 'bsn')),
        identiteitsbewijs: own.identiteitsbewijs,
        postcode: own.postcode,
        huisnummer: own.huisnummer,
        straatnaam: own.straatnaam,
        woonplaats: own.woonplaats,
        land: own.land,
        nationaliteit: own.nationaliteit,
        telefoonnummer: own.telefoonnummer,
        mobiel: own.mobiel,
        iban: own.iban ?? (await latestMandateIban(db, userId)),
      }
    : null;
  return {
    mijn,
    relations: relations.map((row): KnownRelation => ({
      id: row.id,
      relation: row.relation,
      initialen: row.initialen,
      tussenvoegsel: row.tussenvoegsel,
      achternaam: row.achternaam,
      geslacht: row.geslacht,
      geboortedatum: row.geboortedatum,
      bsnMasked: masked(row.bsnSealed, sealedFieldOf.relatedPerson(row.id, 'bsn')),
      identiteitsbewijs: row.identiteitsbewijs,
    })),
  };
}
