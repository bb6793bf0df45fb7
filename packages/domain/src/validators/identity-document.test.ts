import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_NUMBER_MESSAGES,
  IDENTITY_DOCUMENT_TYPE_LABELS,
  IDENTITY_DOCUMENT_TYPES,
  maskDocumentNumber,
  validateDocumentNumber,
  validateIdentityDocumentNumber,
} from './identity-document';

describe('validateDocumentNumber (RvIG: Dutch passport and identity card)', () => {
  it.each(['XR1001R58', 'EM0000000', 'NXC3P7K91', 'IH12AB345'])('accepts %s', (number) => {
    expect(validateDocumentNumber(number)).toEqual({ ok: true, value: number });
  });

  it('ignores spaces and case', () => {
    expect(validateDocumentNumber(' xr 1001 r5 8 ')).toEqual({ ok: true, value: 'XR1001R58' });
  });

  it('points out the letter O where the digit 0 was meant', () => {
    expect(validateDocumentNumber('XR1O01R58')).toEqual({
      ok: false,
      error: DOCUMENT_NUMBER_MESSAGES.letterO,
    });
  });

  it.each([
    ['', DOCUMENT_NUMBER_MESSAGES.empty],
    ['OR1001R58', DOCUMENT_NUMBER_MESSAGES.invalid],
    ['XR1001R5', DOCUMENT_NUMBER_MESSAGES.invalid],
    ['XR1001R581', DOCUMENT_NUMBER_MESSAGES.invalid],
    ['581001RXR', DOCUMENT_NUMBER_MESSAGES.invalid],
    ['X11001R58', DOCUMENT_NUMBER_MESSAGES.invalid],
    ['XR1001R5X', DOCUMENT_NUMBER_MESSAGES.invalid],
    ['XR1001-58', DOCUMENT_NUMBER_MESSAGES.invalid],
  ])('refuses "%s"', (input, message) => {
    expect(validateDocumentNumber(input)).toEqual({ ok: false, error: message });
  });
});

describe('document number shapes', () => {
  const documentNumber = fc.stringMatching(/^[A-NP-Z]{2}[A-NP-Z0-9]{6}[0-9]$/);

  it('accepts every number of the official shape, typed in any case and spacing', () => {
    fc.assert(
      fc.property(documentNumber, (number) => {
        const typed = `${number.slice(0, 4).toLowerCase()} ${number.slice(4)}`;
        expect(validateDocumentNumber(typed)).toEqual({ ok: true, value: number });
      }),
    );
  });

  it('never accepts a number with the letter O', () => {
    fc.assert(
      fc.property(documentNumber, fc.nat(8), (number, position) => {
        const withO = `${number.slice(0, position)}O${number.slice(position + 1)}`;
        expect(validateDocumentNumber(withO).ok).toBe(false);
      }),
    );
  });
});

describe('validateIdentityDocumentNumber (per document type)', () => {
  it('checks a passport and an identity card by the RvIG shape', () => {
    for (const type of ['paspoort', 'identiteitskaart'] as const) {
      expect(validateIdentityDocumentNumber(type, 'xr1001r58')).toEqual({
        ok: true,
        value: 'XR1001R58',
      });
      expect(validateIdentityDocumentNumber(type, '1234567890')).toEqual({
        ok: false,
        error: DOCUMENT_NUMBER_MESSAGES.invalid,
      });
    }
  });

  it('checks a driving licence number as 10 digits', () => {
    expect(validateIdentityDocumentNumber('rijbewijs', '5123 456 789')).toEqual({
      ok: true,
      value: '5123456789',
    });
    for (const wrong of ['512345678', '51234567890', 'XR1001R58']) {
      expect(validateIdentityDocumentNumber('rijbewijs', wrong)).toEqual({
        ok: false,
        error: DOCUMENT_NUMBER_MESSAGES.invalidDrivingLicence,
      });
    }
    expect(validateIdentityDocumentNumber('rijbewijs', ' ')).toEqual({
      ok: false,
      error: DOCUMENT_NUMBER_MESSAGES.empty,
    });
  });

  it('names every type in Dutch', () => {
    expect(IDENTITY_DOCUMENT_TYPES.map((type) => IDENTITY_DOCUMENT_TYPE_LABELS[type])).toEqual([
      'Paspoort',
      'Identiteitskaart',
      'Rijbewijs',
    ]);
  });
});

describe('maskDocumentNumber', () => {
  it('shows only the last three characters', () => {
    expect(maskDocumentNumber('XR1001R58')).toBe('••••••R58');
    expect(maskDocumentNumber('5123456789')).toBe('•••••••789');
  });
});
