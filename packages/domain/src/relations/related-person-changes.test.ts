import { describe, expect, it } from 'vitest';
import { relatedPersonChanges } from './related-person-changes';

describe('relatedPersonChanges: what the record of changes keeps', () => {
  const stored = {
    initialen: 'S.',
    tussenvoegsel: 'de',
    achternaam: 'vries',
    geboortedatum: '2015-02-17',
    bsn: '111222333',
    identiteitsbewijs: null,
  };

  it('records each changed field old → new, a corrected capital too', () => {
    expect(
      relatedPersonChanges(stored, { achternaam: 'Vries', tussenvoegsel: '', initialen: 'S.' }),
    ).toEqual([
      { field: 'tussenvoegsel', old: 'de', new: '' },
      { field: 'achternaam', old: 'vries', new: 'Vries' },
    ]);
  });

  it('masks the BSN and the document number, and leaves absent fields alone', () => {
    expect(relatedPersonChanges(stored, { bsn: '123456782', identiteitsbewijsCard: null })).toEqual(
      [{ field: 'bsn', old: '•••••2333', new: '•••••6782' }],
    );
    expect(relatedPersonChanges(stored, {})).toEqual([]);
  });
});
