import { invalid, valid, type ValidationResult } from './validation-result';

export const HOUSE_NUMBER_MESSAGES = {
  empty: 'Vul een huisnummer in.',
  invalid: 'Vul een geldig huisnummer in, bijvoorbeeld 12 of 12a.',
} as const;

export interface HouseNumber {
  /** The whole number used for the address lookup. */
  number: number;
  /** What follows the number ("a" in "12a", "2" in "12-2"), or null. */
  addition: string | null;
}

/** BAG house numbers run from 1 to 99999 (Basisregistratie Adressen en Gebouwen). */
const MAX_HOUSE_NUMBER = 99_999;
const HOUSE_NUMBER = /^(\d+)[\s\-/]*(.*)$/;
/** A huisletter and/or huisnummertoevoeging: letters and digits, at most 7 characters. */
const ADDITION = /^[A-Za-z0-9]+(?:[\s-][A-Za-z0-9]+)*$/;
const MAX_ADDITION_LENGTH = 7;

/**
 * Splits a typed house number into the whole number the spec wants for the lookup and the
 * addition: "12a" → 12 + "a", "12 - 2" → 12 + "2", "007" → 7.
 */
export function parseHouseNumber(input: string | number): ValidationResult<HouseNumber> {
  if (typeof input === 'number') {
    return Number.isInteger(input) && input >= 1 && input <= MAX_HOUSE_NUMBER
      ? valid({ number: input, addition: null })
      : invalid(HOUSE_NUMBER_MESSAGES.invalid);
  }
  const text = input.trim();
  if (text === '') return invalid(HOUSE_NUMBER_MESSAGES.empty);

  const match = HOUSE_NUMBER.exec(text);
  if (!match) return invalid(HOUSE_NUMBER_MESSAGES.invalid);
  const number = Number(match[1]);
  const addition = (match[2] ?? '').trim().replace(/\s+/g, ' ');
  if (number < 1 || number > MAX_HOUSE_NUMBER) return invalid(HOUSE_NUMBER_MESSAGES.invalid);
  if (addition === '') return valid({ number, addition: null });
  if (addition.length > MAX_ADDITION_LENGTH || !ADDITION.test(addition)) {
    return invalid(HOUSE_NUMBER_MESSAGES.invalid);
  }
  return valid({ number, addition });
}
