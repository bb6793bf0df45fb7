import { passesElevenProof } from './eleven-proof';
import { invalid, valid, withoutSpaces, type ValidationResult } from './validation-result';

export const BSN_MESSAGES = {
  empty: 'Vul een BSN in.',
  length: 'Een BSN bestaat uit 9 cijfers.',
  invalid: 'Vul een geldig BSN in.',
} as const;

export const RSIN_MESSAGES = {
  empty: 'Vul een RSIN in.',
  length: 'Een RSIN bestaat uit 9 cijfers.',
  invalid: 'Vul een geldig RSIN in.',
} as const;

type ElevenProofMessages = typeof BSN_MESSAGES | typeof RSIN_MESSAGES;

/**
 * A burgerservicenummer: 9 digits passing the elfproef. An 8-digit number is an older number
 * written without its leading zero and gets it back (RvIG: "8-cijferige nummers worden voorzien
 * van een voorloopnul"). Spaces and dots, as in "1234.56.782", are ignored. The value returned
 * is the 9-digit form.
 */
export function validateBsn(input: string): ValidationResult<string> {
  return validateElevenProofNumber(input, BSN_MESSAGES);
}

/** An RSIN (the BSN's counterpart for legal entities) follows the same rules as the BSN. */
export function validateRsin(input: string): ValidationResult<string> {
  return validateElevenProofNumber(input, RSIN_MESSAGES);
}

function validateElevenProofNumber(
  input: string,
  messages: ElevenProofMessages,
): ValidationResult<string> {
  const digits = withoutSpaces(input).replaceAll('.', '');
  if (digits === '') return invalid(messages.empty);
  if (!/^\d{8,9}$/.test(digits)) return invalid(messages.length);
  const nineDigits = digits.padStart(9, '0');
  // 000000000 passes the sum test trivially but is never issued.
  if (/^0+$/.test(nineDigits) || !passesElevenProof(nineDigits)) return invalid(messages.invalid);
  return valid(nineDigits);
}

/**
 * The BSN as shown after it was given: five bullets and the last four digits ("•••••6782"),
 * enough for the investor to recognise it.
 *
 * Privacy (AVG): a BSN may be processed only where a law requires it (here the Wwft and the tax
 * reporting of FATCA/CRS). It is never logged, never kept in the browser's local storage, and
 * every display shows it masked.
 */
export function maskBsn(bsn: string): string {
  const digits = withoutSpaces(bsn).replaceAll('.', '');
  return `•••••${digits.slice(-4)}`;
}
