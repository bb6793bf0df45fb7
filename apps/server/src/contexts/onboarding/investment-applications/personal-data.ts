import type { RelationKind } from '@bp/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { personalInfo, relatedPersons } from '../../../db/schema';
import { bsnLookupHash, bsnLookupKey } from '../../../security/bsn-lookup';
import { sealedFieldOf } from '../../../security/sealed-fields';
import { openText, sealText } from '../../../security/sealed-text';
import type { Mijn, Person } from './application-parts';

/*
 * What an application keeps about the people in it, for the next application's prefill. The
 * BSN and the document number only sealed (security/sealed-text.ts), bound to their row.
 */

export { sealedFieldOf } from '../../../security/sealed-fields';

/** Creates (a new investor, Id 0) or corrects the investor's own personal information. */
export async function saveInvestor(
  tx: Database,
  key: Buffer,
  userId: string,
  mijn: Mijn,
  now: Date,
): Promise<void> {
  const values = {
    initialen: mijn.initialen,
    tussenvoegsel: mijn.tussenvoegsel === '' ? null : mijn.tussenvoegsel,
    achternaam: mijn.achternaam,
    geboortedatum: mijn.geboortedatum,
    geslacht: mijn.geslacht,
    postcode: mijn.postcode,
    huisnummer: mijn.huisnummer,
    straatnaam: mijn.straatnaam,
    woonplaats: mijn.woonplaats,
    land: mijn.land,
    nationaliteit: mijn.nationaliteit,
    telefoonnummer: mijn.telefoonnummer ?? null,
    mobiel: mijn.mobiel,
    iban: mijn.iban,
    bsnSealed: sealText(key, mijn.bsn, sealedFieldOf.personalInfo(userId, 'bsn')),
    bsnHash: bsnLookupHash(bsnLookupKey(key), mijn.bsn),
    identiteitsbewijs: mijn.identiteitsbewijs,
    documentNumberSealed: sealText(
      key,
      mijn.identiteitsbewijsCard,
      sealedFieldOf.personalInfo(userId, 'document'),
    ),
    geldigTot: mijn.geldigTot,
    updatedAt: now,
  };
  await tx
    .insert(personalInfo)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: personalInfo.userId, set: values });
}

/**
 * The known partner or child of that kind with this BSN, if any. Relations from before
 * migration 0010 have no BSN and are never matched: a second row is safer than joining two
 * people.
 */
export async function findRelation(
  tx: Database,
  key: Buffer,
  userId: string,
  relation: RelationKind,
  bsn: string,
) {
  const known = await tx
    .select()
    .from(relatedPersons)
    .where(and(eq(relatedPersons.userId, userId), eq(relatedPersons.relation, relation)))
    .for('update');
  return known.find(
    (row) =>
      row.bsnSealed !== null &&
      openText(key, row.bsnSealed, sealedFieldOf.relatedPerson(row.id, 'bsn')) === bsn,
  );
}

/**
 * The partner or child as a related person: the known one (`knownId`, see `findRelation`) is
 * corrected, anyone else is added.
 */
export async function saveRelation(
  tx: Database,
  key: Buffer,
  userId: string,
  relation: RelationKind,
  person: Person,
  knownId: number | undefined,
): Promise<number> {
  const fields = {
    initialen: person.initialen,
    tussenvoegsel: person.tussenvoegsel === '' ? null : person.tussenvoegsel,
    achternaam: person.achternaam,
    geboortedatum: person.geboortedatum,
    geslacht: person.geslacht,
    identiteitsbewijs: person.identiteitsbewijs,
    geldigTot: person.geldigTot,
  };
  let id = knownId;
  if (id === undefined) {
    const [inserted] = await tx
      .insert(relatedPersons)
      .values({ userId, relation, ...fields })
      .returning({ id: relatedPersons.id });
    if (!inserted) throw new Error('The related person was not stored');
    id = inserted.id;
  }
  // Sealed once the row has its id: the associated data binds the values to this row.
  await tx
    .update(relatedPersons)
    .set({
      ...fields,
      bsnSealed: sealText(key, person.bsn, sealedFieldOf.relatedPerson(id, 'bsn')),
      documentNumberSealed: sealText(
        key,
        person.identiteitsbewijsCard,
        sealedFieldOf.relatedPerson(id, 'document'),
      ),
    })
    .where(eq(relatedPersons.id, id));
  return id;
}
