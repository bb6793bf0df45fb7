import { maskBsn } from '../validators/bsn';
import { maskDocumentNumber } from '../validators/identity-document';

/*
 * What a change on the relations page puts in the record of changes (personal_data_changes):
 * each field that changed, old → new, exactly as typed (a corrected capital counts, unlike an
 * application's comparison), the BSN and the document number masked, never in full.
 */

export const RELATED_PERSON_RECORDED_FIELDS = [
  'initialen',
  'tussenvoegsel',
  'achternaam',
  'geboortedatum',
  'geslacht',
  'bsn',
  'identiteitsbewijs',
  'identiteitsbewijsCard',
  'geldigTot',
] as const;
export type RelatedPersonRecordedField = (typeof RELATED_PERSON_RECORDED_FIELDS)[number];

export type RelatedPersonRecordValues = Partial<
  Record<RelatedPersonRecordedField, string | null | undefined>
>;

export interface RecordedChange {
  field: string;
  /** "" for none. */
  old: string;
  new: string;
}

const MASKED: Partial<Record<RelatedPersonRecordedField, (value: string) => string>> = {
  bsn: maskBsn,
  identiteitsbewijsCard: maskDocumentNumber,
};

/**
 * The fields `given` changes of `stored`. An absent (undefined) field is unchanged; for the BSN
 * and the document a null is "not given" too (they are replaced, never removed here).
 */
export function relatedPersonChanges(
  stored: RelatedPersonRecordValues,
  given: RelatedPersonRecordValues,
): RecordedChange[] {
  const changes: RecordedChange[] = [];
  for (const field of RELATED_PERSON_RECORDED_FIELDS) {
    const next = given[field];
    if (next === undefined) continue;
    if (
      next === null &&
      (field in MASKED || field === 'identiteitsbewijs' || field === 'geldigTot')
    )
      continue;
    const before = stored[field] ?? '';
    const after = next ?? '';
    if (before === after) continue;
    const shown = MASKED[field] ?? ((value: string) => value);
    changes.push({
      field,
      old: before === '' ? '' : shown(before),
      new: after === '' ? '' : shown(after),
    });
  }
  return changes;
}
