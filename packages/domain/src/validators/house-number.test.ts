import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUSE_NUMBER_MESSAGES, parseHouseNumber } from './house-number';

describe('parseHouseNumber (spec: a whole number before the lookup)', () => {
  it.each([
    ['12', 12, null],
    ['12a', 12, 'a'],
    ['12 A', 12, 'A'],
    ['12-2', 12, '2'],
    ['12 - 2', 12, '2'],
    ['12/3', 12, '3'],
    ['0012', 12, null],
    ['1', 1, null],
    ['99999', 99999, null],
    ['12 bis', 12, 'bis'],
    ['221B', 221, 'B'],
    ['12 A  1', 12, 'A 1'],
    [' 7 ', 7, null],
  ])('reads "%s" as number %i with addition %s', (input, number, addition) => {
    expect(parseHouseNumber(input)).toEqual({ ok: true, value: { number, addition } });
  });

  it('takes a whole number as it is', () => {
    expect(parseHouseNumber(10)).toEqual({ ok: true, value: { number: 10, addition: null } });
  });

  it.each([
    ['', HOUSE_NUMBER_MESSAGES.empty],
    ['   ', HOUSE_NUMBER_MESSAGES.empty],
    ['0', HOUSE_NUMBER_MESSAGES.invalid],
    ['100000', HOUSE_NUMBER_MESSAGES.invalid],
    ['a12', HOUSE_NUMBER_MESSAGES.invalid],
    ['12,5', HOUSE_NUMBER_MESSAGES.invalid],
    ['12 abcdefgh', HOUSE_NUMBER_MESSAGES.invalid],
    ['12 #', HOUSE_NUMBER_MESSAGES.invalid],
  ])('refuses "%s"', (input, message) => {
    expect(parseHouseNumber(input)).toEqual({ ok: false, error: message });
  });

  it.each([0, -3, 12.5, Number.NaN, 100_000])('refuses the number %d', (input) => {
    expect(parseHouseNumber(input)).toEqual({ ok: false, error: HOUSE_NUMBER_MESSAGES.invalid });
  });
});

describe('house number round trip', () => {
  it('reads back any number with any huisletter, however it is spaced', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.option(fc.stringMatching(/^[A-Za-z]$/), { nil: null }),
        fc.constantFrom('', ' ', '-', ' - '),
        (number, letter, separator) => {
          const typed = letter === null ? String(number) : `${number}${separator}${letter}`;
          expect(parseHouseNumber(typed)).toEqual({
            ok: true,
            value: { number, addition: letter },
          });
        },
      ),
    );
  });
});
