import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, nationalPhoneNumber, validateDutchPhoneNumber } from './phone';

describe('validateDutchPhoneNumber (ACM numbering plan)', () => {
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
    expect(validateDutchPhoneNumber(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', PHONE_MESSAGES.empty],
    ['061234567', PHONE_MESSAGES.invalid],
    ['06123456789', PHONE_MESSAGES.invalid],
    ['+3161234567', PHONE_MESSAGES.invalid],
    ['0800 1234', PHONE_MESSAGES.invalid],
    ['0900 1234567', PHONE_MESSAGES.invalid],
    ['0661234567', PHONE_MESSAGES.invalid],
    ['0671234567', PHONE_MESSAGES.invalid],
    ['0971234567', PHONE_MESSAGES.invalid],
    ['+49 30 1234567', PHONE_MESSAGES.invalid],
    ['06 1234 567a', PHONE_MESSAGES.invalid],
  ])('refuses "%s"', (input, message) => {
    expect(validateDutchPhoneNumber(input)).toEqual({ ok: false, error: message });
  });

  it('takes only a 06 number as mobile', () => {
    expect(validateDutchPhoneNumber('+31 6 12345678', { mobile: true })).toEqual({
      ok: true,
      value: '+31612345678',
    });
    expect(validateDutchPhoneNumber('020 123 4567', { mobile: true })).toEqual({
      ok: false,
      error: PHONE_MESSAGES.notMobile,
    });
    expect(validateDutchPhoneNumber('', { mobile: true })).toEqual({
      ok: false,
      error: PHONE_MESSAGES.emptyMobile,
    });
    expect(validateDutchPhoneNumber('0612', { mobile: true })).toEqual({
      ok: false,
      error: PHONE_MESSAGES.notMobile,
    });
  });

  it('gives the national form back for display', () => {
    expect(nationalPhoneNumber('+31612345678')).toBe('0612345678');
  });
});
