import { describe, expect, it } from 'vitest';
import { personalDataDifferences, personalDataDifferenceText } from './personal-data-changes';

describe('personalDataDifferences', () => {
  const stored = {
    initialen: 'J.',
    tussenvoegsel: 'de',
    achternaam: 'Vries',
    geboortedatum: '1968-04-12',
  };

  it('finds the changed name and date of birth, old and new', () => {
    expect(
      personalDataDifferences(stored, {
        initialen: 'J.',
        tussenvoegsel: '',
        achternaam: 'Berg',
        geboortedatum: '1980-05-17',
      }),
    ).toEqual([
      { field: 'tussenvoegsel', old: 'de', new: '' },
      { field: 'achternaam', old: 'Vries', new: 'Berg' },
      { field: 'geboortedatum', old: '1968-04-12', new: '1980-05-17' },
    ]);
  });

  it('sees no difference in case or spaces, nor where nothing was stored', () => {
    expect(personalDataDifferences(stored, { ...stored, achternaam: ' vries ' })).toEqual([]);
    expect(personalDataDifferences({ tussenvoegsel: null }, stored)).toEqual([
      { field: 'tussenvoegsel', old: '', new: 'de' },
    ]);
  });

  it('says a difference in Dutch', () => {
    expect(
      personalDataDifferenceText('Uw gegevens', { field: 'achternaam', old: 'Vries', new: 'Berg' }),
    ).toBe('Uw gegevens: achternaam "Vries" wordt "Berg".');
    expect(
      personalDataDifferenceText('Kind', { field: 'tussenvoegsel', old: '', new: 'van' }),
    ).toBe('Kind: tussenvoegsel (geen) wordt "van".');
  });
});
