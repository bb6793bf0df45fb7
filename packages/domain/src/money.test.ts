import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDutchAmount } from './dutch-amount';
import {
  euro,
  euroString,
  formatEuro,
  formatPercentage,
  formatUnits,
  roundEuro,
  roundUnits,
  sumEuro,
  unitsString,
} from './money';

const NBSP = '\u00a0';

describe('euro', () => {
  it('adds decimal amounts exactly, where binary floating point does not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(euro('0.1').plus('0.2').toString()).toBe('0.3');
    expect(sumEuro(Array.from({ length: 10 }, () => '0.10')).toString()).toBe('1');
  });

  it('reads a number by its shortest decimal representation', () => {
    expect(euro(1234.56).toString()).toBe('1234.56');
    expect(euro(1.005).toString()).toBe('1.005');
  });

  it('refuses values that would poison a sum', () => {
    expect(() => euro(Number.NaN)).toThrow(RangeError);
    expect(() => euro(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => euro('1,50')).toThrow(RangeError);
    expect(() => euro('')).toThrow(RangeError);
    expect(() => euro('12abc')).toThrow(RangeError);
  });

  it('accepts a Decimal of another configuration', () => {
    expect(euro(new Decimal('12.345')).toString()).toBe('12.345');
  });

  it('keeps 40 significant digits in a division', () => {
    expect(euro(1).dividedBy(3).toString()).toBe(`0.${'3'.repeat(40)}`);
  });
});

describe('rounding', () => {
  it('rounds euros to cents half away from zero', () => {
    expect(euroString('2.345')).toBe('2.35');
    expect(euroString('-2.345')).toBe('-2.35');
    expect(euroString('2.3449999')).toBe('2.34');
    // The classic float trap: Math.round(1.005 * 100) / 100 gives 1.
    expect(Math.round(1.005 * 100) / 100).toBe(1);
    expect(euroString(1.005)).toBe('1.01');
  });

  it('rounds units to 4 decimals half away from zero', () => {
    expect(unitsString('12.34565')).toBe('12.3457');
    expect(unitsString('-12.34565')).toBe('-12.3457');
    expect(unitsString('3')).toBe('3.0000');
  });

  it('never produces a negative zero', () => {
    expect(roundEuro('-0.004').isNegative()).toBe(false);
    expect(roundUnits('-0.00004').isNegative()).toBe(false);
    expect(euroString('-0.004')).toBe('0.00');
  });

  it('is idempotent and moves an amount by at most half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.nat(999), (whole, thousandths) => {
        const value = euro(whole).plus(euro(thousandths).dividedBy(1000));
        const rounded = roundEuro(value);
        expect(roundEuro(rounded).equals(rounded)).toBe(true);
        expect(rounded.minus(value).abs().lte('0.005')).toBe(true);
      }),
    );
  });

  it('sums cent amounts exactly like integer cents', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 })), (cents) => {
        const total = cents.reduce((sum, value) => sum + value, 0);
        expect(sumEuro(cents.map((value) => euro(value).dividedBy(100))).toFixed(2)).toBe(
          euro(total).dividedBy(100).toFixed(2),
        );
      }),
    );
  });
});

describe('formatEuro', () => {
  it('formats like Intl nl-NL, with a no-break space after the euro sign', () => {
    expect(formatEuro('1234.56')).toBe(`€${NBSP}1.234,56`);
    expect(formatEuro('-1234.56')).toBe(`€${NBSP}-1.234,56`);
    expect(formatEuro(0)).toBe(`€${NBSP}0,00`);
    expect(formatEuro('1000000')).toBe(`€${NBSP}1.000.000,00`);
    expect(formatEuro('0.5')).toBe(`€${NBSP}0,50`);
  });

  it('rounds to cents first, half away from zero', () => {
    expect(formatEuro('2.345')).toBe(`€${NBSP}2,35`);
    expect(formatEuro('-2.345')).toBe(`€${NBSP}-2,35`);
    expect(formatEuro('-0.004')).toBe(`€${NBSP}0,00`);
  });

  it('stays exact beyond the precision of a double', () => {
    expect(formatEuro('12345678901234567.895')).toBe(`€${NBSP}12.345.678.901.234.567,90`);
  });

  it('agrees with Intl for every cent amount a double represents exactly', () => {
    const intl = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const fixed = euro(cents).dividedBy(100).toFixed(2);
        expect(formatEuro(fixed)).toBe(intl.format(Number(fixed)));
      }),
    );
  });

  it('is read back by the Dutch amount parser', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const amount = euro(cents).dividedBy(100);
        expect(parseDutchAmount(formatEuro(amount), { allowNegative: true })).toEqual({
          ok: true,
          value: euroString(amount),
        });
      }),
    );
  });
});

describe('formatUnits', () => {
  it('shows 4 decimals the Dutch way', () => {
    expect(formatUnits('1234.56789')).toBe('1.234,5679');
    expect(formatUnits('0.5')).toBe('0,5000');
  });
});

describe('formatPercentage', () => {
  it('shows a fraction as a Dutch percentage', () => {
    expect(formatPercentage('0.0325')).toBe('3,25%');
    expect(formatPercentage(-0.1)).toBe('-10,00%');
    expect(formatPercentage('1.5')).toBe('150,00%');
    expect(formatPercentage('12.3456')).toBe('1.234,56%');
  });

  it('rounds half away from zero to the requested decimals', () => {
    expect(formatPercentage('0.012345')).toBe('1,23%');
    expect(formatPercentage('0.012355')).toBe('1,24%');
    expect(formatPercentage('-0.012355')).toBe('-1,24%');
    expect(formatPercentage('0.0525', 1)).toBe('5,3%');
    expect(formatPercentage('0.0525', 0)).toBe('5%');
    expect(formatPercentage('-0.00001')).toBe('0,00%');
  });

  it('matches Intl nl-NL percent formatting', () => {
    const intl = new Intl.NumberFormat('nl-NL', {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    fc.assert(
      fc.property(fc.integer({ min: -1e8, max: 1e8 }), (basisPoints) => {
        const fraction = euro(basisPoints).dividedBy(10000);
        expect(formatPercentage(fraction)).toBe(
          intl.format(`${fraction.toFixed(4)}` as `${number}`),
        );
      }),
    );
  });

  it('refuses an unsupported number of decimals', () => {
    expect(() => formatPercentage('0.1', -1)).toThrow(RangeError);
    expect(() => formatPercentage('0.1', 1.5)).toThrow(RangeError);
  });
});
