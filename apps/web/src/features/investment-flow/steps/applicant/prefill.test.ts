import { describe, expect, it } from 'vitest';
import { initialApplicantState } from '../../state';
import { initialApplicantForm } from './prefill';

const SENT = {
  id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'a.pdf',
  size: 3,
  type: 'application/pdf',
};

describe('the applicant form’s starting values', () => {
  it('takes the upload slots from the sent uploads only, not from stored values', () => {
    const form = initialApplicantForm(
      {
        ...initialApplicantState(),
        type: 'child',
        values: {
          mijn: { achternaam: 'Berg', kopie: { voorkant: 'removed-since' } },
          child: { abroadTax: { CLN: 'removed-since' } },
        },
        uploads: { 'mijn.kopie.achterkant': SENT },
      },
      null,
    );
    expect(form.type).toBe('child');
    expect(form.mijn.achternaam).toBe('Berg');
    expect(form.mijn.kopie).toEqual({ voorkant: '', achterkant: SENT.id });
    expect(form.child.abroadTax.CLN).toBe('');
  });

  it('puts stored values over the prefill, and never a BSN', () => {
    const form = initialApplicantForm(
      { ...initialApplicantState(), values: { mijn: { achternaam: 'Bergen' } } },
      {
        mijn: {
          initialen: 'J.P.',
          tussenvoegsel: null,
          achternaam: 'Berg',
          geslacht: 'man',
          geboortedatum: '1980-05-17',
          bsnMasked: '•••••2782',
          identiteitsbewijs: null,
          postcode: null,
          huisnummer: null,
          straatnaam: null,
          woonplaats: null,
          land: null,
          nationaliteit: 'NL',
          telefoonnummer: null,
          mobiel: null,
          iban: null,
        },
        relations: [],
      },
    );
    expect(form.mijn).toMatchObject({
      initialen: 'J.P.',
      achternaam: 'Bergen',
      geboortedatum: '17-05-1980',
      nationaliteit: 'NL',
      bsn: '',
    });
  });
});
