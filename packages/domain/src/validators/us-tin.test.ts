import { describe, expect, it } from 'vitest';
import { US_TIN_MESSAGES, validateUsTin } from './us-tin';

describe('validateUsTin (SSN or ITIN)', () => {
  it.each([
    ['123-45-6789', '123456789'],
    ['123456789', '123456789'],
    [' 123 45 6789 ', '123456789'],
    ['912-70-1234', '912701234'],
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
  ])('refuses "%s"', (input, message) => {
    expect(validateUsTin(input)).toEqual({ ok: false, error: message });
  });
});
