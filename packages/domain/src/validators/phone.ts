import { invalid, valid, type ValidationResult } from './validation-result';

export const PHONE_MESSAGES = {
  empty: 'Vul een telefoonnummer in.',
  invalid:
    'Vul een geldig Nederlands telefoonnummer in van 10 cijfers, bijvoorbeeld 020 123 4567 of 06 1234 5678.',
  emptyMobile: 'Vul een mobiel nummer in.',
  notMobile: 'Vul een mobiel nummer in dat begint met 06, bijvoorbeeld 06 1234 5678.',
} as const;

/**
 * Dutch numbers a person or a company can be called on (ACM, Nummerplan voor
 * telefoon- en ISDN-diensten): 0 and 9 digits. Geographic numbers start 01–05 or 07; mobile
 * numbers 061–065 or 068; location-independent numbers 084, 085, 087 and 088. Not accepted:
 * 066 (pagers), 067 (dial-up), 0800/090x (service numbers of varying length) and 097 (machine
 * to machine).
 */
const DUTCH_NUMBER = /^0(?:[1-57]\d|6[1-58]|8[4578])\d{7}$/;
const MOBILE_NUMBER = /^06[1-58]\d{7}$/;

export interface PhoneOptions {
  /** Only a mobile number (the spec's `mobiel`). */
  mobile?: boolean;
}

/**
 * A Dutch phone number, typed as 06 12345678, 06-12345678, +31 6 12345678, +31 (0)6 12345678 or
 * 0031 6 12345678. The value returned is the international form "+31612345678", the same for
 * every way of typing it.
 */
export function validateDutchPhoneNumber(
  input: string,
  options: PhoneOptions = {},
): ValidationResult<string> {
  const messages = options.mobile
    ? { empty: PHONE_MESSAGES.emptyMobile, invalid: PHONE_MESSAGES.notMobile }
    : PHONE_MESSAGES;
  const typed = input.replace(/[\s\-.]/g, '');
  if (typed === '') return invalid(messages.empty);
  const national = typed
    .replace(/^\+31\(0\)/, '0')
    .replace(/^(?:\+|00)31/, '0')
    .replace(/^\((0\d+)\)/, '$1');
  if (!DUTCH_NUMBER.test(national)) return invalid(messages.invalid);
  if (options.mobile && !MOBILE_NUMBER.test(national)) return invalid(PHONE_MESSAGES.notMobile);
  return valid(`+31${national.slice(1)}`);
}

/** The national form the investor knows: "+31612345678" → "0612345678". */
export function nationalPhoneNumber(international: string): string {
  return international.startsWith('+31') ? `0${international.slice(3)}` : international;
}
