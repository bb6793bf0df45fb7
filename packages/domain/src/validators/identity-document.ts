import { invalid, valid, withoutSpaces, type ValidationResult } from './validation-result';

export const DOCUMENT_NUMBER_MESSAGES = {
  empty: 'Vul het documentnummer in.',
  letterO: 'Een documentnummer bevat nooit de letter O; bedoelt u het cijfer 0?',
  invalid:
    'Vul een geldig documentnummer in: 9 tekens, beginnend met 2 letters en eindigend op een cijfer.',
} as const;

/**
 * The document number of a Dutch passport or identity card: 9 characters, 2 letters, 6
 * letters or digits, and a final digit; the letter O is never used, so it cannot be confused
 * with the digit 0 (source: RvIG, reisdocumenten; python-stdnum nl.identiteitskaartnummer).
 */
const DOCUMENT_NUMBER = /^[A-NP-Z]{2}[A-NP-Z0-9]{6}[0-9]$/;

export function validateDocumentNumber(input: string): ValidationResult<string> {
  const documentNumber = withoutSpaces(input).toUpperCase();
  if (documentNumber === '') return invalid(DOCUMENT_NUMBER_MESSAGES.empty);
  if (DOCUMENT_NUMBER.test(documentNumber.replaceAll('O', '0')) && documentNumber.includes('O')) {
    return invalid(DOCUMENT_NUMBER_MESSAGES.letterO);
  }
  if (!DOCUMENT_NUMBER.test(documentNumber)) return invalid(DOCUMENT_NUMBER_MESSAGES.invalid);
  return valid(documentNumber);
}
