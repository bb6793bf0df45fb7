import type { Database } from '../../../db/client';
import { personalInfo } from '../../../db/schema';
import { bsnLookupHash, bsnLookupKey } from '../../../security/bsn-lookup';
import { sealText } from '../../../security/sealed-text';
import { sealedFieldOf } from '../../../security/sealed-fields';
import type { Mijn } from './application-parts';

/*
 * What an application keeps about the investor, for the next application's prefill. The BSN
 * and the document number only sealed (security/sealed-text.ts), bound to their row. Partners
 * and children are stored by identity's one writer (`saveRelation`), which the relations page
 * uses too.
 */

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
