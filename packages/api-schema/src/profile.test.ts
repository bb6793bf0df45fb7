import { describe, expect, it } from 'vitest';
import { personalInfoUpdateSchema } from './profile';

describe('personalInfoUpdateSchema', () => {
  it('leaves an absent field absent (a partial update)', () => {
    expect(personalInfoUpdateSchema.parse({ achternaam: 'Vries' })).toEqual({
      achternaam: 'Vries',
    });
  });

  it('clears the phone number with null or empty', () => {
    expect(personalInfoUpdateSchema.parse({ telefoonnummer: '' })).toEqual({
      telefoonnummer: null,
    });
    expect(personalInfoUpdateSchema.parse({ telefoonnummer: null })).toEqual({
      telefoonnummer: null,
    });
  });

  it('normalises a Dutch postcode and phone numbers as onboarding does', () => {
    expect(
      personalInfoUpdateSchema.parse({
        adres: {
          land: 'nl',
          postcode: '1234 ab',
          huisnummer: '1',
          straatnaam: 'A',
          woonplaats: 'B',
        },
        telefoonnummer: '+32 2 555 12 12',
      }),
    ).toEqual({
      adres: { land: 'NL', postcode: '1234AB', huisnummer: '1', straatnaam: 'A', woonplaats: 'B' },
      telefoonnummer: '+3225551212',
    });
  });
});
