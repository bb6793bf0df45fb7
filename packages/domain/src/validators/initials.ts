import { invalid, valid, withoutSpaces, type ValidationResult } from './validation-result';

export const INITIALS_MESSAGES = {
  empty: 'Vul de voorletters in.',
  invalid: 'Vul de voorletters in met een punt na elke letter, bijvoorbeeld J.P.',
  tooMany: 'Vul hoogstens 10 voorletters in.',
} as const;

const MAX_INITIALS = 10;
/** One initial: a capital, or a capital with one or two small letters ("Th.", "Chr."), or IJ. */
const INITIAL = /^(?:IJ|\p{Lu}\p{Ll}{0,2})$/u;

/**
 * Voorletters as the BRP writes them: each followed by a dot, no spaces ("J.P.", "Th.J.",
 * "IJ."). Typed without dots ("jp") every letter is one initial; typed with dots, what lies
 * between the dots is kept as the investor wrote it, its first letter a capital.
 */
export function validateInitials(input: string): ValidationResult<string> {
  const typed = withoutSpaces(input);
  if (typed === '') return invalid(INITIALS_MESSAGES.empty);
  const parts = typed.includes('.')
    ? typed.split('.').filter((part) => part !== '')
    : [...typed].map((letter) => letter.toUpperCase());
  const initials = parts.map(capitalise);
  if (!initials.every((initial) => INITIAL.test(initial))) {
    return invalid(INITIALS_MESSAGES.invalid);
  }
  if (initials.length > MAX_INITIALS) return invalid(INITIALS_MESSAGES.tooMany);
  return valid(initials.map((initial) => `${initial}.`).join(''));
}

function capitalise(part: string): string {
  if (/^ij$/i.test(part)) return 'IJ';
  return `${part.slice(0, 1).toUpperCase()}${part.slice(1)}`;
}
