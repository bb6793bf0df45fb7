import { getCountrySpecifications } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { IBAN_MESSAGES, validateIban } from './iban';
import { SEPA_COUNTRY_CODES, isSepaCountry } from './sepa';

describe('SEPA countries', () => {
  // ibantools (4.5) does not yet mark the four countries that joined in 2025.
  const JOINED_2025 = ['AL', 'MD', 'ME', 'MK'];

  it('are the countries ibantools marks as SEPA and those that joined in 2025', () => {
    const specifications = getCountrySpecifications();
    const marked = Object.keys(specifications).filter((code) => specifications[code]?.SEPA);
    expect([...SEPA_COUNTRY_CODES].sort()).toEqual([...marked, ...JOINED_2025].sort());
  });

  it('include Albania, Moldova, Montenegro and North Macedonia (SEPA since October 2025)', () => {
    for (const code of JOINED_2025) expect(isSepaCountry(code)).toBe(true);
    for (const iban of [
      'AL47 2121 1009 0000 0002 3569 8741',
      'MD24 AG00 0225 1000 1310 4168',
      'ME25 5050 0001 2345 6789 51',
      'MK07 2501 2000 0058 984',
    ]) {
      expect(validateIban(iban).ok, iban).toBe(true);
    }
  });

  it('include the Netherlands, the EEA and Switzerland, not the United States or Türkiye', () => {
    for (const code of ['NL', 'DE', 'NO', 'CH', 'GB']) expect(isSepaCountry(code)).toBe(true);
    for (const code of ['US', 'TR', 'SA', 'nl', '']) expect(isSepaCountry(code)).toBe(false);
  });

  it('decide which valid IBANs a mandate may use', () => {
    expect(validateIban('CH93 0076 2011 6238 5295 7').ok).toBe(true);
    expect(validateIban('TR33 0006 1005 1978 6457 8413 26')).toEqual({
      ok: false,
      error: IBAN_MESSAGES.notSepa,
    });
  });
});
