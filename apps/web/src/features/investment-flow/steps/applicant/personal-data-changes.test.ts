import { investmentApplicationSchemaOn, type ApplicationPrefillResponse } from '@bp/api-schema';
import {
  applicationInput,
  childInput,
  FIXTURE_TODAY,
  mijnInput,
} from '@bp/api-schema/test-fixtures';
import { calendarDate } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { personalDataChanges } from './personal-data-changes';

const known = {
  initialen: 'J.',
  tussenvoegsel: 'de',
  achternaam: 'Vries',
  geslacht: 'man',
  geboortedatum: '1968-04-12',
  bsnMasked: null,
  identiteitsbewijs: null,
} as const;

const prefill: ApplicationPrefillResponse = {
  mijn: {
    ...known,
    postcode: null,
    huisnummer: null,
    straatnaam: null,
    woonplaats: null,
    land: null,
    nationaliteit: null,
    telefoonnummer: null,
    mobiel: null,
    iban: null,
  },
  relations: [
    {
      ...known,
      id: 7,
      relation: 'kind',
      initialen: 'S.',
      achternaam: 'Berg',
      tussenvoegsel: 'van der',
      geboortedatum: '2015-08-09',
    },
  ],
};

function parsed(applicant: unknown) {
  return investmentApplicationSchemaOn(calendarDate(FIXTURE_TODAY)).parse({
    ...applicationInput(),
    applicant,
  }).applicant;
}

describe('personalDataChanges: what the application changes of known personal information', () => {
  it('lists each changed field of the investor in the server’s words', () => {
    expect(personalDataChanges(parsed({ type: 'mijn', mijn: mijnInput() }), prefill, null)).toEqual(
      [
        'Uw gegevens: voorletters "J." wordt "J.P.".',
        'Uw gegevens: tussenvoegsel "de" wordt "van der".',
        'Uw gegevens: achternaam "Vries" wordt "Berg".',
        'Uw gegevens: geboortedatum "1968-04-12" wordt "1980-05-17".',
      ],
    );
  });

  it('compares a chosen known child, and nothing for a new investor', () => {
    const child = { ...childInput(), geboortedatum: '2015-08-10' };
    const applicant = parsed({ type: 'child', mijn: mijnInput(), child });
    expect(personalDataChanges(applicant, { ...prefill, mijn: null }, 7)).toEqual([
      'Kind: geboortedatum "2015-08-09" wordt "2015-08-10".',
    ]);
    expect(personalDataChanges(applicant, { mijn: null, relations: [] }, null)).toEqual([]);
  });
});
