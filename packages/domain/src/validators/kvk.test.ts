import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ESTABLISHMENT_NUMBER_MESSAGES,
  KVK_MESSAGES,
  validateEstablishmentNumber,
  validateKvkNumber,
} from './kvk';

describe('validateKvkNumber (kvk.nl: 8 digits, no check digit)', () => {
  it('accepts 8 digits, spaces ignored', () => {
    expect(validateKvkNumber('69599084')).toEqual({ ok: true, value: '69599084' });
    expect(validateKvkNumber(' 6959 9084 ')).toEqual({ ok: true, value: '69599084' });
    expect(validateKvkNumber('01234567')).toEqual({ ok: true, value: '01234567' });
  });

  it.each([
    ['', KVK_MESSAGES.empty],
    ['6959908', KVK_MESSAGES.invalid],
    ['695990841', KVK_MESSAGES.invalid],
    ['6959908a', KVK_MESSAGES.invalid],
    ['00000000', KVK_MESSAGES.invalid],
  ])('refuses "%s"', (input, message) => {
    expect(validateKvkNumber(input)).toEqual({ ok: false, error: message });
  });
});

describe('validateEstablishmentNumber (kvk.nl: 12 digits)', () => {
  it('accepts 12 digits, leading zeros included', () => {
    expect(validateEstablishmentNumber('000012345678')).toEqual({
      ok: true,
      value: '000012345678',
    });
  });

  it.each([
    ['', ESTABLISHMENT_NUMBER_MESSAGES.empty],
    ['12345678', ESTABLISHMENT_NUMBER_MESSAGES.invalid],
    ['0000123456789', ESTABLISHMENT_NUMBER_MESSAGES.invalid],
    ['000000000000', ESTABLISHMENT_NUMBER_MESSAGES.invalid],
  ])('refuses "%s"', (input, message) => {
    expect(validateEstablishmentNumber(input)).toEqual({ ok: false, error: message });
  });
});

describe('number shapes', () => {
  it('accepts exactly 8 and 12 digits and nothing else', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,16}$/), (digits) => {
        fc.pre(!/^0+$/.test(digits));
        expect(validateKvkNumber(digits).ok).toBe(digits.length === 8);
        expect(validateEstablishmentNumber(digits).ok).toBe(digits.length === 12);
      }),
    );
  });
});
