import { invalid, valid, type ValidationResult } from './validation-result';
import { validateInternationalPhoneNumber } from './phone-international';
import { PHONE_MESSAGES } from './phone-messages';

export { PHONE_MESSAGES } from './phone-messages';

/**
 * Dutch numbers a person or a company can be called on (ACM, Nummerplan voor
 * telefoon- en ISDN-diensten): 0 and 9 digits. Geographic numbers start 01–05 or 07; mobile
 * numbers 061–065 or 068; location-independent numbers 084, 085, 087 and 088. Not accepted:
 * 066 (pagers), 067 (dial-up), 0800/090x (service numbers of varying length) and 097 (machine
 * to machine).
 */
const DUTCH_PREFIX = /^0(?:[1-57]|6[1-58]|8[4578])/;
const MOBILE_PREFIX = /^06[1-58]/;
const DUTCH_DIGITS = 10;

export interface PhoneOptions {
  /** Only a mobile number (the spec's `mobiel`). */
  mobile?: boolean;
}

/**
 * The Dutch rules in our own words (they are the numbers most investors type, and the ACM plan
 * is short); a number abroad by libphonenumber-js, whose metadata knows every country's plan.
 */
function validateDutchNational(national: string, mobile: boolean): ValidationResult<string> {
  // The kind of number shows in its first three digits: say that before counting them.
  const kindKnown = national.length >= 3;
  if (mobile && kindKnown && !MOBILE_PREFIX.test(national))
    return invalid(PHONE_MESSAGES.notMobile);
  if (kindKnown && !DUTCH_PREFIX.test(national)) return invalid(PHONE_MESSAGES.invalid);
  if (national.length < DUTCH_DIGITS) return invalid(PHONE_MESSAGES.dutchTooShort(national.length));
  if (national.length > DUTCH_DIGITS) return invalid(PHONE_MESSAGES.dutchTooLong(national.length));
  return valid(`+31${national.slice(1)}`);
}

/**
 * A phone number, Dutch or from abroad. Dutch numbers may be typed as 06 12345678, 06-12345678,
 * +31 6 12345678, +31 (0)6 12345678 or 0031 6 12345678; others with + or 00 and their country
 * code (+49 151 23456789). The value returned is E.164 ("+31612345678", "+4915123456789"), the
 * same for every way of typing it: that is what the portal stores and compares.
 */
export function validatePhoneNumber(
  input: string,
  options: PhoneOptions = {},
): ValidationResult<string> {
  const mobile = options.mobile === true;
  const typed = input.replace(/[\s\-./]/g, '');
  if (typed === '') return invalid(mobile ? PHONE_MESSAGES.emptyMobile : PHONE_MESSAGES.empty);
  const national = typed
    .replace(/^\+31\(0\)/, '0')
    .replace(/^(?:\+|00)31/, '0')
    .replace(/^\((0\d+)\)/, '$1');
  if (/^0\d*$/.test(national) && !national.startsWith('00')) {
    return validateDutchNational(national, mobile);
  }
  const international = typed.replace(/^00/, '+').replace(/[()]/g, '');
  if (!/^\+\d+$/.test(international)) {
    return invalid(/^[\d()]+$/.test(typed) ? PHONE_MESSAGES.noPrefix : PHONE_MESSAGES.characters);
  }
  return validateInternationalPhoneNumber(international, mobile);
}

/** The national form a Dutch investor knows: "+31612345678" → "0612345678"; others as stored. */
export function nationalPhoneNumber(international: string): string {
  return international.startsWith('+31') ? `0${international.slice(3)}` : international;
}
