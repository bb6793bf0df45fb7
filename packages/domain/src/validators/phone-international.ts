// The "max" metadata: only it knows each country's number types, which a mobile number needs.
import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/max';
import { PHONE_MESSAGES } from './phone-messages';
import { invalid, valid, type ValidationResult } from './validation-result';

/** Types a text message can reach; the US and some others do not tell mobile from fixed. */
const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** A number typed with + and its country code (only digits after it), as E.164. */
export function validateInternationalPhoneNumber(
  international: string,
  mobile: boolean,
): ValidationResult<string> {
  const length = validatePhoneNumberLength(international);
  if (length === 'INVALID_COUNTRY') return invalid(PHONE_MESSAGES.unknownCountry);
  if (length === 'TOO_SHORT') return invalid(PHONE_MESSAGES.foreignTooShort);
  if (length === 'TOO_LONG') return invalid(PHONE_MESSAGES.foreignTooLong);
  const parsed = parsePhoneNumberFromString(international);
  if (parsed === undefined || !parsed.isValid()) return invalid(PHONE_MESSAGES.foreignInvalid);
  if (mobile && !MOBILE_TYPES.has(parsed.getType() ?? '')) {
    return invalid(PHONE_MESSAGES.foreignNotMobile);
  }
  return valid(parsed.number);
}
