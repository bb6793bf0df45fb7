import { getCountrySpecifications } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { IBAN_MESSAGES, validateIban } from './iban';
import { SEPA_COUNTRY_CODES, isSepaCountry } from './sepa';

describe('SEPA countries', () => {
  it('are the countries ibantools marks as SEPA, so IBAN formats and the list agree', () => {
    const specifications = getCountrySpecifications();
    const marked = Object.keys(specifications).filter((code) => specifications[code]?.SEPA);
    expect([...SEPA_COUNTRY_CODES].sort()).toEqual(marked.sort());
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
