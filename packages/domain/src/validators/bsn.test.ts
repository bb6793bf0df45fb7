import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BSN_MESSAGES, RSIN_MESSAGES, maskBsn, validateBsn, validateRsin } from './bsn';
import { passesElevenProof } from './eleven-proof';

/** Valid numbers built independently: the ninth digit is the weighted sum of the first eight mod 11. */
const validElevenProofNumber = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 })
  .map((digits) => {
    const sum = digits.reduce((total, digit, index) => total + (9 - index) * digit, 0);
    return [...digits, sum % 11];
  })
  .filter((digits) => (digits[8] ?? 10) <= 9 && digits.some((digit) => digit !== 0))
  .map((digits) => digits.join(''));

describe('validateBsn (elfproef, RvIG Logisch Ontwerp BSN)', () => {
  it.each(['111222333', '123456782', '249566758'])('accepts %s', (bsn) => {
    expect(validateBsn(bsn)).toEqual({ ok: true, value: bsn });
  });

  it('ignores spaces and dots', () => {
    expect(validateBsn(' 1234.56.782 ')).toEqual({ ok: true, value: '123456782' });
    expect(validateBsn('111 222 333')).toEqual({ ok: true, value: '111222333' });
  });

  it('gives an 8-digit number its leading zero back', () => {
    expect(validateBsn('12345672')).toEqual({ ok: true, value: '012345672' });
  });

  it.each([
    ['', BSN_MESSAGES.empty],
    ['1234567', BSN_MESSAGES.length],
    ['1234567890', BSN_MESSAGES.length],
    ['12345678a', BSN_MESSAGES.length],
    ['123456789', BSN_MESSAGES.invalid],
    ['111222334', BSN_MESSAGES.invalid],
    ['000000000', BSN_MESSAGES.invalid],
    ['00000000', BSN_MESSAGES.invalid],
  ])('refuses "%s"', (input, message) => {
    expect(validateBsn(input)).toEqual({ ok: false, error: message });
  });

  it('uses weight −1 for the last digit, unlike the old bank account test', () => {
    // 9·1+8·2+7·3+6·4+5·5+4·6+3·7+2·8 + 1·9 = 165 is divisible by 11, −1·9 gives 147: not.
    expect(passesElevenProof('123456789')).toBe(false);
    expect(passesElevenProof('123456782')).toBe(true);
  });

  it('accepts every number built by the elfproef', () => {
    fc.assert(
      fc.property(validElevenProofNumber, (bsn) => {
        expect(validateBsn(bsn)).toEqual({ ok: true, value: bsn });
      }),
    );
  });

  it('catches every single mistyped digit', () => {
    fc.assert(
      fc.property(
        validElevenProofNumber,
        fc.nat(8),
        fc.integer({ min: 1, max: 9 }),
        (bsn, position, shift) => {
          const digit = (Number(bsn[position]) + shift) % 10;
          const typo = `${bsn.slice(0, position)}${digit}${bsn.slice(position + 1)}`;
          expect(validateBsn(typo).ok).toBe(false);
        },
      ),
    );
  });

  it('catches every swap of two different neighbouring digits', () => {
    fc.assert(
      fc.property(validElevenProofNumber, fc.nat(7), (bsn, position) => {
        fc.pre(bsn[position] !== bsn[position + 1]);
        const swapped = `${bsn.slice(0, position)}${bsn[position + 1]}${bsn[position]}${bsn.slice(position + 2)}`;
        expect(validateBsn(swapped).ok).toBe(false);
      }),
    );
  });
});

describe('validateRsin', () => {
  it('applies the BSN rules with its own messages', () => {
    expect(validateRsin('123456782')).toEqual({ ok: true, value: '123456782' });
    expect(validateRsin('')).toEqual({ ok: false, error: RSIN_MESSAGES.empty });
    expect(validateRsin('12345')).toEqual({ ok: false, error: RSIN_MESSAGES.length });
    expect(validateRsin('123456789')).toEqual({ ok: false, error: RSIN_MESSAGES.invalid });
    expect(RSIN_MESSAGES.invalid).toBe('Vul een geldig RSIN in.');
    expect(BSN_MESSAGES.invalid).toBe('Vul een geldig BSN in.');
  });
});

describe('maskBsn (AVG: shown masked everywhere)', () => {
  it('shows five bullets and the last four digits', () => {
    expect(maskBsn('123456782')).toBe('•••••6782');
    expect(maskBsn('1234.56.782')).toBe('•••••6782');
  });

  it('never shows the first five digits', () => {
    expect(maskBsn('111222333')).not.toContain('11122');
    expect(maskBsn('111222333')).toHaveLength(9);
  });
});
