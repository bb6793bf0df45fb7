import { describe, expect, it } from 'vitest';
import { validationMessages } from './validation-messages';

describe('validationMessages', () => {
  it('names the field in Dutch, keeps every issue and words unknown fields', () => {
    expect(
      validationMessages([
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
      ]),
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
});
