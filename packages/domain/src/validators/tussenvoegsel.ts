import { invalid, valid, type ValidationResult } from './validation-result';

/**
 * The common Dutch tussenvoegsels (the BRP's "voorvoegsel geslachtsnaam"), for the form's
 * suggestions. Others are allowed: the BRP knows several hundred, from many languages.
 */
export const TUSSENVOEGSELS = [
  'van',
  'van de',
  'van der',
  'van den',
  'van het',
  "van 't",
  'de',
  'den',
  'der',
  'het',
  "'t",
  'te',
  'ten',
  'ter',
  'in de',
  'in het',
  "in 't",
  'op de',
  'op den',
  "op 't",
  'aan de',
  'aan den',
  'bij de',
  'uit de',
  'uit den',
  'uit het',
  'von',
  'von der',
  'zu',
  'la',
  'le',
  'du',
  'da',
  'di',
  'dos',
  'el',
] as const;

export const TUSSENVOEGSEL_MESSAGES = {
  invalid:
    'Een tussenvoegsel bestaat uit hoogstens 10 letters, spaties en apostrofs, bijvoorbeeld "van der".',
} as const;

/** The BRP's field "voorvoegsel geslachtsnaam" holds at most 10 characters. */
export const MAX_TUSSENVOEGSEL_LENGTH = 10;
const FREE_TUSSENVOEGSEL = /^[\p{L}'’]+(?: [\p{L}'’]+)*$/u;
const KNOWN: ReadonlyMap<string, string> = new Map(
  TUSSENVOEGSELS.map((known) => [known, known] as const),
);

/**
 * A tussenvoegsel; empty means none (the value returned is then ""). A known one is returned in
 * its list form ("Van Der" → "van der"), another one as typed with single spaces.
 */
export function validateTussenvoegsel(input: string): ValidationResult<string> {
  const typed = input.trim().replace(/\s+/g, ' ');
  if (typed === '') return valid('');
  const known = KNOWN.get(typed.toLowerCase().replaceAll('’', "'"));
  if (known !== undefined) return valid(known);
  if (typed.length > MAX_TUSSENVOEGSEL_LENGTH || !FREE_TUSSENVOEGSEL.test(typed)) {
    return invalid(TUSSENVOEGSEL_MESSAGES.invalid);
  }
  return valid(typed);
}
