import { invalid, valid, withoutSpaces, type ValidationResult } from './validation-result';

export const POSTCODE_MESSAGES = {
  empty: 'Vul een postcode in.',
  invalid: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.',
} as const;

/** Four digits not starting with 0, then two capital letters (source: PostNL). */
const POSTCODE = /^[1-9][0-9]{3}[A-Z]{2}$/;
/** Letter pairs PostNL never issues, for their association with the German occupation. */
const UNUSED_LETTER_PAIRS = new Set(['SA', 'SD', 'SS']);

/** The form used for lookups (spec: spaces removed): "1234 ab" → "1234AB". */
export function normalizePostcode(input: string): string {
  return withoutSpaces(input).toUpperCase();
}

/** A Dutch postcode, returned in lookup form "1234AB". */
export function validatePostcode(input: string): ValidationResult<string> {
  const postcode = normalizePostcode(input);
  if (postcode === '') return invalid(POSTCODE_MESSAGES.empty);
  if (!POSTCODE.test(postcode) || UNUSED_LETTER_PAIRS.has(postcode.slice(4))) {
    return invalid(POSTCODE_MESSAGES.invalid);
  }
  return valid(postcode);
}

/** The display form "1234 AB"; input that is no valid postcode is returned unchanged. */
export function formatPostcode(input: string): string {
  const result = validatePostcode(input);
  return result.ok ? `${result.value.slice(0, 4)} ${result.value.slice(4)}` : input;
}
