import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { euro, euroString } from '../money';
import { centsFromText, centsOf, euroStringFromCents, fixedPointFromText } from './whole-cents';

describe('whole cents', () => {
  it('reads the decimal text of a whole number of cents', () => {
    expect(centsFromText('1234.50')).toBe(123_450);
    expect(centsFromText('-0.07')).toBe(-7);
    expect(centsFromText('12.3400')).toBe(1234);
    expect(centsFromText('5')).toBe(500);
    expect(centsFromText('5.1')).toBe(510);
    expect(Object.is(centsFromText('-0.00'), 0)).toBe(true);
    expect(centsFromText('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('reads units and NAVs to 10^-4 the same way', () => {
    expect(fixedPointFromText('245.7417', 4)).toBe(2_457_417);
    expect(fixedPointFromText('-3.5', 4)).toBe(-35_000);
    expect(fixedPointFromText('12', 4)).toBe(120_000);
    expect(fixedPointFromText('1.00000', 4)).toBe(10_000);
    expect(fixedPointFromText('1.00001', 4)).toBeNull();
  });

  it('refuses a fraction of a cent, what a double cannot count exactly, and other text', () => {
    for (const text of [
      '1.005',
      '0.001',
      '90071992547409.92',
      '',
      '-',
      '.5',
      '1e3',
      '1.2.3',
      ' 1',
    ]) {
      expect(centsFromText(text)).toBeNull();
    }
    expect(centsOf(euro('3.141'))).toBeNull();
  });

  it('writes cents as euroString does, and reads back what it wrote', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        const text = euroString(euro(cents).dividedBy(100));
        expect(euroStringFromCents(cents)).toBe(text);
        expect(centsFromText(text)).toBe(cents === 0 ? 0 : cents);
        expect(centsOf(euro(text))).toBe(cents === 0 ? 0 : cents);
      }),
    );
    expect(euroStringFromCents(-0)).toBe('0.00');
    expect(() => euroStringFromCents(0.5)).toThrow(RangeError);
  });
});
