import type { Gender, IdentityDocumentType, RelationKind } from '@bp/domain';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { personalInfo, relatedPersons } from '../../../db/schema';
import { bsnLookupHash, bsnLookupKey } from '../../../security/bsn-lookup';
import { sealedFieldOf } from '../../../security/sealed-fields';
import { openText, sealText } from '../../../security/sealed-text';

/*
 * The one writer of related persons (partner, children) and of the sealed personal data the
 * portal keeps: an application (onboarding) and the relations page (Mijn instellingen) both
 * store through here. The BSN and the document number only sealed (security/sealed-text.ts),
 * bound to their row.
 */

/** Whether another account holds `bsn` as its own; rows from before 0016 are opened to see. */
export async function heldByAnotherAccount(
  tx: Database,
  key: Buffer,
  userId: string,
  bsn: string,
): Promise<boolean> {
  const byHash = await tx
    .select({ userId: personalInfo.userId })
    .from(personalInfo)
    .where(
      and(
        eq(personalInfo.bsnHash, bsnLookupHash(bsnLookupKey(key), bsn)),
        ne(personalInfo.userId, userId),
      ),
    )
    .limit(1);
  if (byHash.length > 0) return true;
  const older = await tx
    .select({ userId: personalInfo.userId, bsnSealed: personalInfo.bsnSealed })
    .from(personalInfo)
    .where(
      and(
        isNull(personalInfo.bsnHash),
        isNotNull(personalInfo.bsnSealed),
        ne(personalInfo.userId, userId),
      ),
    );
  return older.some(
    (row) =>
      row.bsnSealed !== null &&
      openText(key, row.bsnSealed, sealedFieldOf.personalInfo(row.userId, 'bsn')) === bsn,
  );
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
 * What is stored of a related person. An application gives every field; the relations page
 * leaves the BSN and the identity document out when they are not given (absent: unchanged).
 */
export interface RelatedPersonValues {
  initialen?: string;
  /** '' for none. */
  tussenvoegsel?: string;
  achternaam?: string;
  geboortedatum?: string;
  geslacht?: Gender;
  bsn?: string | null;
  identiteitsbewijs?: IdentityDocumentType | null;
  identiteitsbewijsCard?: string | null;
  geldigTot?: string | null;
}

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/**
 * The partner or child as a related person: the known one (`knownId`, see `findRelation`) is
 * corrected, anyone else is added. Fields absent from `person` stay as they are.
 */
export async function saveRelation(
  tx: Database,
  key: Buffer,
  userId: string,
  relation: RelationKind,
  person: RelatedPersonValues,
  knownId: number | undefined,
): Promise<number> {
  const fields = {
    initialen: person.initialen,
    tussenvoegsel:
      person.tussenvoegsel === undefined
        ? undefined
        : person.tussenvoegsel === ''
          ? null
          : person.tussenvoegsel,
    achternaam: person.achternaam,
    geboortedatum: person.geboortedatum,
    geslacht: person.geslacht,
    ...(given(person.identiteitsbewijs)
      ? { identiteitsbewijs: person.identiteitsbewijs, geldigTot: person.geldigTot ?? null }
      : {}),
  };
  let id = knownId;
  if (id === undefined) {
    const { initialen, achternaam, geboortedatum } = fields;
    if (initialen === undefined || achternaam === undefined || geboortedatum === undefined) {
      throw new Error('A new related person needs a name and a date of birth');
    }
    const [inserted] = await tx
      .insert(relatedPersons)
      .values({ userId, relation, ...fields, initialen, achternaam, geboortedatum })
      .returning({ id: relatedPersons.id });
    if (!inserted) throw new Error('The related person was not stored');
    id = inserted.id;
  }
  // Sealed once the row has its id: the associated data binds the values to this row.
  const rowId = id;
  await tx
    .update(relatedPersons)
    .set({
      ...fields,
      ...(given(person.bsn)
        ? { bsnSealed: sealText(key, person.bsn, sealedFieldOf.relatedPerson(rowId, 'bsn')) }
        : {}),
      ...(given(person.identiteitsbewijsCard)
        ? {
            documentNumberSealed: sealText(
              key,
              person.identiteitsbewijsCard,
              sealedFieldOf.relatedPerson(rowId, 'document'),
            ),
          }
        : {}),
    })
    .where(eq(relatedPersons.id, rowId));
  return rowId;
}
