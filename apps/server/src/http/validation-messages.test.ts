import { describe, expect, it } from 'vitest';
import { ACCOUNT_FIELD_LABELS, genericOnly } from './field-labels';
import { validationMessages } from './validation-messages';

describe('validationMessages', () => {
  it('names the field in Dutch, keeps every issue and words unknown fields', () => {
    expect(
      validationMessages(
        [
          {
            keyword: 'invalid_format',
            instancePath: '/email',
            message: 'Vul een geldig e-mailadres in.',
          },
          { keyword: 'custom', instancePath: '/password', message: 'Het wachtwoord is te kort.' },
          { keyword: 'custom', instancePath: '/password', message: 'Er ontbreekt een cijfer.' },
          { keyword: 'unrecognized_keys', instancePath: '/', params: { keys: ['isAdmin'] } },
          { keyword: 'unrecognized_keys', instancePath: '/adres', params: { keys: ['a', 'b'] } },
          { keyword: 'too_small', instancePath: '/funds/0/percentage', message: 'Te klein' },
          { keyword: 'invalid_type', instancePath: '/', message: 'verwacht object' },
        ],
        ACCOUNT_FIELD_LABELS,
      ),
    ).toEqual([
      'E-mailadres: Vul een geldig e-mailadres in.',
      'Wachtwoord: Het wachtwoord is te kort.',
      'Wachtwoord: Er ontbreekt een cijfer.',
      'Onbekend veld: isAdmin.',
      'adres: Onbekende velden: a, b.',
      'funds.0.percentage: Te klein',
      'Het verzoek bevat geen geldige gegevens.',
    ]);
  });

  it('uses the route’s labels: list positions from 1, generic-only and unlabelled fields', () => {
    const labels = {
      funds: genericOnly('Fondsen'),
      'funds.#': 'Fonds #',
      statements: genericOnly('Verklaringen'),
      'statements.*': null,
      duration: null,
    };
    expect(
      validationMessages(
        [
          { keyword: 'too_small', instancePath: '/funds/1/percentage', message: 'Te klein.' },
          { keyword: 'too_big', instancePath: '/funds', message: 'Kies hoogstens 5 fondsen.' },
          { keyword: 'invalid_type', instancePath: '/funds', message: 'Verwacht lijst.' },
          { keyword: 'invalid_value', instancePath: '/statements/first', message: 'Ga akkoord.' },
          { keyword: 'invalid_type', instancePath: '/statements', message: 'Verwacht object.' },
          { keyword: 'too_big', instancePath: '/duration', message: 'Hoogstens 50 jaar.' },
          { keyword: 'too_big', instancePath: '/other', message: 'Te groot.' },
        ],
        labels,
      ),
    ).toEqual([
      'Fonds 2: Te klein.',
      'Kies hoogstens 5 fondsen.',
      'Fondsen: Verwacht lijst.',
      'Ga akkoord.',
      'Verklaringen: Verwacht object.',
      'Hoogstens 50 jaar.',
      'other: Te groot.',
    ]);
  });
});
