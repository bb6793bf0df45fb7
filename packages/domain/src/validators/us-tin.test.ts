import { describe, expect, it } from 'vitest';
import { maskTaxIdentificationNumber, US_TIN_MESSAGES, validateUsTin } from './us-tin';

describe('validateUsTin (SSN or ITIN)', () => {
  it.each([
    ['123-45-6789', '123456789'],
    ['123456789', '123456789'],
    [' 123 45 6789 ', '123456789'],
    ['912-70-1234', '912701234'],
    // ITINs: 9XX with group 50–65, 70–88, 90–92 or 94–99 (IRS, "Individual Taxpayer
    // Identification Number (ITIN)", and Publication 1915).
    ['900-50-1234', '900501234'],
    ['999-65-1234', '999651234'],
    ['912-88-1234', '912881234'],
    ['912-90-1234', '912901234'],
    ['912-92-1234', '912921234'],
    ['912-94-1234', '912941234'],
    ['912-99-1234', '912991234'],
  ])('reads %s', (input, expected) => {
    expect(validateUsTin(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', US_TIN_MESSAGES.empty],
    ['12345678', US_TIN_MESSAGES.invalid],
    ['1234567890', US_TIN_MESSAGES.invalid],
    ['12-345-6789', US_TIN_MESSAGES.invalid],
    ['123-45-678a', US_TIN_MESSAGES.invalid],
    ['000-45-6789', US_TIN_MESSAGES.invalid],
    ['666-45-6789', US_TIN_MESSAGES.invalid],
    ['123-00-6789', US_TIN_MESSAGES.invalid],
    ['123-45-0000', US_TIN_MESSAGES.invalid],
    // 9XX outside the ITIN groups is no person's TIN: SSA never issues area 900–999 ("Social
    // Security Number Randomization", 2011) and the IRS gives ITINs only groups 50–65, 70–88,
    // 90–92 and 94–99 (IRS, "Individual Taxpayer Identification Number (ITIN)"); group 93 is
    // an adoption number (ATIN), 01–10 and the like IRS-internal numbers (IRSN).
    ['912-12-3456', US_TIN_MESSAGES.invalid],
    ['912-49-3456', US_TIN_MESSAGES.invalid],
    ['912-66-3456', US_TIN_MESSAGES.invalid],
    ['912-69-3456', US_TIN_MESSAGES.invalid],
    ['912-89-3456', US_TIN_MESSAGES.invalid],
    ['912-93-3456', US_TIN_MESSAGES.invalid],
    ['912-00-3456', US_TIN_MESSAGES.invalid],
    ['912-70-0000', US_TIN_MESSAGES.invalid],
  ])('refuses "%s"', (input, message) => {
    expect(validateUsTin(input)).toEqual({ ok: false, error: message });
  });
});

describe('maskTaxIdentificationNumber', () => {
  it('shows only the last three characters', () => {
    expect(maskTaxIdentificationNumber('123-45-6789')).toBe('••••••789');
    expect(maskTaxIdentificationNumber('DE 12 345 678 901')).toBe('••••••••••901');
    expect(maskTaxIdentificationNumber('12')).toBe('12');
  });
});
