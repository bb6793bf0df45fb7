import { describe, expect, it } from 'vitest';
import { UNITS_INPUT_MESSAGES, parseDutchUnits } from './dutch-units';

describe('parseDutchUnits', () => {
  it.each([
    ['12,5', '12.5000'],
    ['12', '12.0000'],
    ['1.234,5678', '1234.5678'],
    ['1.234', '1234.0000'],
    ['12.5', '12.5000'],
    ['12.34', '12.3400'],
    [' 0,0001 ', '0.0001'],
  ])('reads %s as %s', (input, expected) => {
    expect(parseDutchUnits(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', UNITS_INPUT_MESSAGES.empty],
    ['twaalf', UNITS_INPUT_MESSAGES.invalid],
    ['-3', UNITS_INPUT_MESSAGES.invalid],
    ['1,23456', UNITS_INPUT_MESSAGES.tooManyDecimals],
  ])('refuses %j', (input, error) => {
    expect(parseDutchUnits(input)).toEqual({ ok: false, error });
  });
});
