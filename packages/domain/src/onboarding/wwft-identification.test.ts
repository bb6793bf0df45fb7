import { describe, expect, it } from 'vitest';
import { DOCUMENT_NUMBER_MESSAGES } from '../validators/identity-document';
import {
  EU_EEA_COUNTRY_CODES,
  IDENTITY_DOCUMENT_COUNTRY_MESSAGES as messages,
  validateIdentityDocument,
} from './wwft-identification';

const check = (
  identiteitsbewijs: 'paspoort' | 'identiteitskaart' | 'rijbewijs',
  identiteitsbewijsLand: string,
  identiteitsbewijsCard: string,
) => validateIdentityDocument({ identiteitsbewijs, identiteitsbewijsLand, identiteitsbewijsCard });

describe('validateIdentityDocument (Wwft: per document type and issuing country)', () => {
  it('accepts a German passport number (ICAO 9303: 9 letters and digits)', () => {
    expect(check('paspoort', 'DE', 'c01x00t47')).toEqual({ ok: true, value: 'C01X00T47' });
  });

  it('accepts a passport of any country, also outside Europe', () => {
    expect(check('paspoort', 'US', '5 4 8 0 9 1 2 3 4')).toEqual({
      ok: true,
      value: '548091234',
    });
    expect(check('paspoort', 'CH', 'X1234567')).toEqual({ ok: true, value: 'X1234567' });
  });

  it('accepts a Belgian identity card with its 12 digits, typed with hyphens', () => {
    expect(check('identiteitskaart', 'BE', '592-1234567-89')).toEqual({
      ok: true,
      value: '592123456789',
    });
  });

  it('refuses an identity card from outside the EU/EEA at the country, Switzerland too', () => {
    for (const country of ['US', 'CH', 'TR']) {
      expect(check('identiteitskaart', country, '123456789')).toEqual({
        ok: false,
        issue: {
          path: ['identiteitsbewijsLand'],
          message: messages.identityCardOutsideEuEea,
        },
      });
    }
  });

  it('accepts a driving licence from NL and the EU/EEA only', () => {
    expect(check('rijbewijs', 'NL', '5123456789')).toEqual({ ok: true, value: '5123456789' });
    expect(check('rijbewijs', 'DE', 'B072RRE2I55')).toEqual({ ok: true, value: 'B072RRE2I55' });
    expect(check('rijbewijs', 'US', 'D1234567')).toEqual({
      ok: false,
      issue: { path: ['identiteitsbewijsLand'], message: messages.drivingLicenceOutsideEuEea },
    });
  });

  it('keeps the strict Dutch formats for Dutch documents', () => {
    expect(check('paspoort', 'NL', 'xr1001r58')).toEqual({ ok: true, value: 'XR1001R58' });
    // A plausible foreign number is no Dutch number.
    expect(check('paspoort', 'NL', 'C01X00T47')).toEqual({
      ok: false,
      issue: { path: ['identiteitsbewijsCard'], message: DOCUMENT_NUMBER_MESSAGES.invalid },
    });
    expect(check('identiteitskaart', 'NL', 'XR1O01R58')).toEqual({
      ok: false,
      issue: { path: ['identiteitsbewijsCard'], message: DOCUMENT_NUMBER_MESSAGES.letterO },
    });
    expect(check('rijbewijs', 'NL', 'XR1001R58')).toEqual({
      ok: false,
      issue: {
        path: ['identiteitsbewijsCard'],
        message: DOCUMENT_NUMBER_MESSAGES.invalidDrivingLicence,
      },
    });
  });

  it.each([
    ['paspoort', 'DE', '', messages.numberEmpty],
    ['paspoort', 'DE', 'C01X0', messages.foreignPassport],
    ['paspoort', 'DE', 'C01X00T471', messages.foreignPassport],
    ['paspoort', 'US', 'ABCDEFGHI', messages.foreignPassport],
    ['paspoort', 'GB', '12345678/', messages.foreignPassport],
    ['identiteitskaart', 'BE', '5921234567890', messages.foreignIdentityCard],
    ['rijbewijs', 'FR', '1234', messages.foreignDrivingLicence],
  ] as const)('refuses a %s from %s numbered "%s"', (type, country, number, message) => {
    expect(check(type, country, number)).toEqual({
      ok: false,
      issue: { path: ['identiteitsbewijsCard'], message },
    });
  });

  it('knows the 27 EU member states and Iceland, Liechtenstein and Norway', () => {
    expect(EU_EEA_COUNTRY_CODES).toHaveLength(30);
    expect(EU_EEA_COUNTRY_CODES).not.toContain('CH');
    expect(EU_EEA_COUNTRY_CODES).not.toContain('GB');
  });
});
