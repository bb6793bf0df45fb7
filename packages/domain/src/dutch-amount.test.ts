import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, parseDutchAmount } from './dutch-amount';

describe('parseDutchAmount', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['1234,5', '1234.50'],
    ['€ 1.234', '1234.00'],
    ['€1.234.567,89', '1234567.89'],
    ['1234', '1234.00'],
    ['  250 ', '250.00'],
    ['0,5', '0.50'],
    [',5', '0.50'],
    ['1.250,-', '1250.00'],
    ['75,--', '75.00'],
    ['100 EUR', '100.00'],
    ['eur 100', '100.00'],
    ['12.50', '12.50'],
    ['12.5', '12.50'],
    ['1 234,56', '1234.56'],
    ['€\u00a01.234,56', '1234.56'],
    ['+15', '15.00'],
    ['007', '7.00'],
    ['-0', '0.00'],
  ])('reads "%s" as %s', (input, expected) => {
    expect(parseDutchAmount(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', AMOUNT_MESSAGES.empty],
    ['   ', AMOUNT_MESSAGES.empty],
    ['€', AMOUNT_MESSAGES.empty],
    ['abc', AMOUNT_MESSAGES.invalid],
    ['1.23.4', AMOUNT_MESSAGES.invalid],
    ['12,', AMOUNT_MESSAGES.invalid],
    ['1,234,56', AMOUNT_MESSAGES.invalid],
    ['12.3456', AMOUNT_MESSAGES.invalid],
    ['1.2345,00', AMOUNT_MESSAGES.invalid],
    ['1e5', AMOUNT_MESSAGES.invalid],
    ['1,234', AMOUNT_MESSAGES.tooManyDecimals],
    ['1.234,567', AMOUNT_MESSAGES.tooManyDecimals],
    ['-100', AMOUNT_MESSAGES.negative],
    ['€ -1.234,56', AMOUNT_MESSAGES.negative],
    ['1234567890123456', AMOUNT_MESSAGES.tooLarge],
  ])('refuses "%s" with a Dutch message', (input, message) => {
    expect(parseDutchAmount(input)).toEqual({ ok: false, error: message });
  });

  it('accepts a negative amount only when asked to', () => {
    expect(parseDutchAmount('-1.234,56', { allowNegative: true })).toEqual({
      ok: true,
      value: '-1234.56',
    });
    expect(parseDutchAmount('€ -12', { allowNegative: true })).toEqual({
      ok: true,
      value: '-12.00',
    });
  });

  it('reads the largest accepted amount exactly', () => {
    expect(parseDutchAmount('999.999.999.999.999,99')).toEqual({
      ok: true,
      value: '999999999999999.99',
    });
  });
});

describe('Dutch amount notations', () => {
  /** Groups the whole euros with dots, written here independently of Intl. */
  function withGroupDots(whole: number): string {
    return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  }

  it('reads every common way of writing the same amount as the same value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (amountInCents) => {
        const whole = Math.trunc(amountInCents / 100);
        const fraction = String(amountInCents % 100).padStart(2, '0');
        const expected = `${whole}.${fraction}`;
        for (const typed of [
          `${whole},${fraction}`,
          `${withGroupDots(whole)},${fraction}`,
          `€ ${withGroupDots(whole)},${fraction}`,
          `${whole}.${fraction}`,
        ]) {
          expect(parseDutchAmount(typed)).toEqual({ ok: true, value: expected });
        }
      }),
    );
  });
});
