import { invalid, valid, type ValidationResult } from './validation-result';

export const EMAIL_MESSAGES = {
  empty: 'Vul een e-mailadres in.',
  invalid: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
  tooLong: 'Het e-mailadres is te lang.',
} as const;

/** RFC 5321: a path holds at most 256 characters, the angle brackets included. */
const MAX_EMAIL_LENGTH = 254;
/**
 * Deliberately simple, as the WHATWG e-mail input is: one @, no spaces, a domain with a dot and
 * no empty labels. Whether the address exists only a confirmation mail can tell.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** An e-mail address, trimmed and in lower case (addresses are matched case-insensitively). */
export function validateEmail(input: string): ValidationResult<string> {
  const email = input.trim().toLowerCase();
  if (email === '') return invalid(EMAIL_MESSAGES.empty);
  if (email.length > MAX_EMAIL_LENGTH) return invalid(EMAIL_MESSAGES.tooLong);
  if (!EMAIL.test(email)) return invalid(EMAIL_MESSAGES.invalid);
  return valid(email);
}
