import type { RelatedPerson } from '@bp/api-schema';
import { cannotRemoveMessage, maskBsn, maskDocumentNumber, relationName } from '@bp/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contractHolders, contracts, relatedPersons } from '../../../db/schema';
import { openText } from '../../../security/sealed-text';
import { sealedFieldOf } from '../../../security/sealed-fields';

type RelatedPersonRow = typeof relatedPersons.$inferSelect;

/**
 * The contract numbers each relation holds (contract_holders: the partner of a joint contract,
 * the child a contract is in the name of). An application creates its contract and holder in
 * one transaction, so an application in progress (awaiting payment) is a contract here too.
 */
export async function contractsHeldBy(
  db: Database,
  relationIds: readonly number[],
): Promise<Map<number, string[]>> {
  const held = new Map<number, string[]>();
  if (relationIds.length === 0) return held;
  const rows = await db
    .select({
      relatedPersonId: contractHolders.relatedPersonId,
      contractNumber: contracts.contractNumber,
    })
    .from(contractHolders)
    .innerJoin(contracts, eq(contracts.id, contractHolders.contractId))
    .where(inArray(contractHolders.relatedPersonId, [...relationIds]))
    .orderBy(asc(contracts.contractNumber));
  for (const row of rows) {
    if (row.relatedPersonId === null) continue;
    held.set(row.relatedPersonId, [...(held.get(row.relatedPersonId) ?? []), row.contractNumber]);
  }
  return held;
}

/** A related person as the API shows it: BSN and document number masked, never in full. */
export function relatedPersonView(
  key: Buffer,
  row: RelatedPersonRow,
  contractNumbers: readonly string[],
): RelatedPerson {
  const open = (sealed: Buffer | null, field: 'bsn' | 'document') =>
    sealed === null ? null : openText(key, sealed, sealedFieldOf.relatedPerson(row.id, field));
  const bsn = open(row.bsnSealed, 'bsn');
  const document = open(row.documentNumberSealed, 'document');
  const removable = contractNumbers.length === 0;
  return {
    Id: row.id,
    Relatie: row.relation,
    Initialen: row.initialen,
    Tussenvoegsel: row.tussenvoegsel,
    Achternaam: row.achternaam,
    Geboortedatum: row.geboortedatum,
    Geslacht: row.geslacht,
    Bsn: bsn === null ? null : maskBsn(bsn),
    Identiteitsbewijs: row.identiteitsbewijs,
    Documentnummer: document === null ? null : maskDocumentNumber(document),
    GeldigTot: row.geldigTot,
    Contracten: [...contractNumbers],
    Verwijderbaar: removable,
    RedenNietVerwijderbaar: removable
      ? null
      : cannotRemoveMessage(relationName(row), row.relation, contractNumbers),
  };
}

/** The persons related to the user (partner, children), in the order they were added. */
export async function relatedPersonsOf(
  db: Database,
  key: Buffer,
  userId: string,
): Promise<RelatedPerson[]> {
  const rows = await db
    .select()
    .from(relatedPersons)
    .where(eq(relatedPersons.userId, userId))
    .orderBy(asc(relatedPersons.id));
  const held = await contractsHeldBy(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => relatedPersonView(key, row, held.get(row.id) ?? []));
}
