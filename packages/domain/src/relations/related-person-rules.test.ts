import { describe, expect, it } from 'vitest';
import { cannotRemoveMessage, relationName, relationRecordText } from './related-person-rules';

describe('the relations page rules', () => {
  it('names a relation with or without tussenvoegsel', () => {
    expect(relationName({ initialen: 'S.', tussenvoegsel: 'de', achternaam: 'Vries' })).toBe(
      'S. de Vries',
    );
    expect(relationName({ initialen: 'M.', tussenvoegsel: null, achternaam: 'Jansen' })).toBe(
      'M. Jansen',
    );
  });

  it('says why a relation with a contract cannot be removed, naming the contracts', () => {
    expect(cannotRemoveMessage('M. Jansen', 'partner', ['NL-2024-0012'])).toBe(
      'M. Jansen is medeaanvrager van contract NL-2024-0012; een relatie met een contract kunt u niet verwijderen. Neem contact op met de administratie als deze relatie niet meer klopt.',
    );
    expect(cannotRemoveMessage('S. de Vries', 'kind', ['A-1', 'B-2', 'C-3'])).toMatch(
      /^S\. de Vries is contracthouder van de contracten A-1, B-2 en C-3;/,
    );
  });

  it('writes a relation for the record of changes', () => {
    expect(
      relationRecordText('kind', {
        initialen: 'S.',
        tussenvoegsel: 'de',
        achternaam: 'Vries',
        geboortedatum: '2004-02-17',
      }),
    ).toBe('Kind S. de Vries, geboren 2004-02-17');
  });
});
