import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, nationalPhoneNumber, validatePhoneNumber } from './phone';

describe('validatePhoneNumber: Dutch numbers (ACM numbering plan)', () => {
  it.each([
    ['0612345678', '+31612345678'],
    ['06-12345678', '+31612345678'],
    ['06 1234 5678', '+31612345678'],
    ['+31612345678', '+31612345678'],
    ['+31 6 12345678', '+31612345678'],
    ['+31 (0)6 12345678', '+31612345678'],
    ['0031 6 12345678', '+31612345678'],
    ['020 123 4567', '+31201234567'],
    ['(020) 123 45 67', '+31201234567'],
    ['0031 20 1234567', '+31201234567'],
    ['0581-123456', '+31581123456'],
    ['0701234567', '+31701234567'],
    ['0881234567', '+31881234567'],
    ['0681234567', '+31681234567'],
  ])('reads %s as %s', (input, expected) => {
    expect(validatePhoneNumber(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', PHONE_MESSAGES.empty],
    ['061234567', PHONE_MESSAGES.dutchTooShort(9)],
    ['06123456789', PHONE_MESSAGES.dutchTooLong(11)],
    ['+3161234567', PHONE_MESSAGES.dutchTooShort(9)],
    ['0800 1234', PHONE_MESSAGES.invalid],
    ['06', PHONE_MESSAGES.dutchTooShort(2)],
    ['0900 1234567', PHONE_MESSAGES.invalid],
    ['0661234567', PHONE_MESSAGES.invalid],
    ['0671234567', PHONE_MESSAGES.invalid],
    ['0971234567', PHONE_MESSAGES.invalid],
    ['06 1234 567a', PHONE_MESSAGES.characters],
    ['612345678', PHONE_MESSAGES.noPrefix],
  ])('refuses "%s" saying what is wrong', (input, message) => {
    expect(validatePhoneNumber(input)).toEqual({ ok: false, error: message });
  });

  it('says a short 06 number is too short, not that it must start with 06', () => {
    expect(validatePhoneNumber('0612', { mobile: true })).toEqual({
      ok: false,
      error: PHONE_MESSAGES.dutchTooShort(4),
    });
  });

  it('takes only a mobile number as mobile', () => {
    expect(validatePhoneNumber('+31 6 12345678', { mobile: true })).toEqual({
      ok: true,
      value: '+31612345678',
    });
    expect(validatePhoneNumber('020 123 4567', { mobile: true })).toEqual({
      ok: false,
      error: PHONE_MESSAGES.notMobile,
    });
    expect(validatePhoneNumber('', { mobile: true })).toEqual({
      ok: false,
      error: PHONE_MESSAGES.emptyMobile,
    });
  });
});

describe('validatePhoneNumber: numbers abroad (E.164)', () => {
  it.each([
    ['+49 151 23456789', '+4915123456789'],
    ['0049 151 23456789', '+4915123456789'],
    ['+32 470 12 34 56', '+32470123456'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+44 7911 123456', '+447911123456'],
  ])('accepts the mobile number %s as %s', (input, expected) => {
    expect(validatePhoneNumber(input, { mobile: true })).toEqual({ ok: true, value: expected });
  });

  it('accepts a fixed line abroad as a phone number but not as a mobile one', () => {
    expect(validatePhoneNumber('+49 30 1234567')).toEqual({ ok: true, value: '+49301234567' });
    expect(validatePhoneNumber('+49 30 1234567', { mobile: true })).toEqual({
      ok: false,
      error: PHONE_MESSAGES.foreignNotMobile,
    });
  });

  it.each([
    ['+999 1234567', PHONE_MESSAGES.unknownCountry],
    ['+49 15', PHONE_MESSAGES.foreignTooShort],
    ['+49 151 234567890123456', PHONE_MESSAGES.foreignTooLong],
    ['+49 151 2345', PHONE_MESSAGES.foreignInvalid],
    ['+49 151 2345678x', PHONE_MESSAGES.characters],
  ])('refuses "%s" saying what is wrong', (input, message) => {
    expect(validatePhoneNumber(input, { mobile: true })).toEqual({ ok: false, error: message });
  });
});

describe('nationalPhoneNumber', () => {
  it('gives the national form of a Dutch number and any other as stored', () => {
    expect(nationalPhoneNumber('+31612345678')).toBe('0612345678');
    expect(nationalPhoneNumber('+4915123456789')).toBe('+4915123456789');
  });
});
