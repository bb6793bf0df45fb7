import { invalid, valid, withoutSpaces, type ValidationResult } from './validation-result';

export const KVK_MESSAGES = {
  empty: 'Vul een KvK-nummer in.',
  invalid: 'Een KvK-nummer bestaat uit 8 cijfers.',
} as const;

export const ESTABLISHMENT_NUMBER_MESSAGES = {
  empty: 'Vul een vestigingsnummer in.',
  invalid: 'Een vestigingsnummer bestaat uit 12 cijfers.',
} as const;

/**
 * A KvK number (inschrijvingsnummer Handelsregister): exactly 8 digits, without a check digit
 * (source: kvk.nl, "Nummers in het Handelsregister"). Spaces are ignored.
 */
export function validateKvkNumber(input: string): ValidationResult<string> {
  return validateDigits(input, 8, KVK_MESSAGES);
}

/** A vestigingsnummer (establishment number): exactly 12 digits (source: kvk.nl). */
export function validateEstablishmentNumber(input: string): ValidationResult<string> {
  return validateDigits(input, 12, ESTABLISHMENT_NUMBER_MESSAGES);
}

function validateDigits(
  input: string,
  length: number,
  messages: { empty: string; invalid: string },
): ValidationResult<string> {
  const digits = withoutSpaces(input);
  if (digits === '') return invalid(messages.empty);
  // A number of only zeros has the right shape but is never issued.
  if (digits.length !== length || !/^\d+$/.test(digits) || /^0+$/.test(digits)) {
    return invalid(messages.invalid);
  }
  return valid(digits);
}
