import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSTCODE_MESSAGES, formatPostcode, normalizePostcode, validatePostcode } from './postcode';

describe('validatePostcode (PostNL format)', () => {
  it('normalises for the lookup: spaces removed, capitals', () => {
    expect(normalizePostcode(' 1234 ab ')).toBe('1234AB');
    expect(validatePostcode('1234 ab')).toEqual({ ok: true, value: '1234AB' });
    expect(validatePostcode('9999XL')).toEqual({ ok: true, value: '9999XL' });
    expect(validatePostcode('1011\u00a0AB')).toEqual({ ok: true, value: '1011AB' });
  });

  it('knows that SA, SD and SS are never issued, but allows them the other way round', () => {
    for (const pair of ['SA', 'SD', 'SS']) {
      expect(validatePostcode(`1234 ${pair}`)).toEqual({
        ok: false,
        error: POSTCODE_MESSAGES.invalid,
      });
    }
    expect(validatePostcode('1234 AS').ok).toBe(true);
    expect(validatePostcode('1234 DS').ok).toBe(true);
  });

  it.each([
    ['', POSTCODE_MESSAGES.empty],
    ['0123 AB', POSTCODE_MESSAGES.invalid],
    ['123 AB', POSTCODE_MESSAGES.invalid],
    ['12345 AB', POSTCODE_MESSAGES.invalid],
    ['1234 A', POSTCODE_MESSAGES.invalid],
    ['1234 A1', POSTCODE_MESSAGES.invalid],
    ['AB 1234', POSTCODE_MESSAGES.invalid],
    ['1234-AB', POSTCODE_MESSAGES.invalid],
  ])('refuses "%s"', (input, message) => {
    expect(validatePostcode(input)).toEqual({ ok: false, error: message });
  });

  it('shows a postcode as "1234 AB"', () => {
    expect(formatPostcode('1234ab')).toBe('1234 AB');
    expect(formatPostcode(' 1234  AB')).toBe('1234 AB');
    expect(formatPostcode('nonsense')).toBe('nonsense');
  });

  it('accepts every issued shape and keeps it stable through formatting', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), letter, letter, (digits, a, b) => {
        fc.pre(!['SA', 'SD', 'SS'].includes(a + b));
        const postcode = `${digits}${a}${b}`;
        expect(validatePostcode(postcode.toLowerCase())).toEqual({ ok: true, value: postcode });
        expect(validatePostcode(formatPostcode(postcode))).toEqual({ ok: true, value: postcode });
      }),
    );
  });
});
