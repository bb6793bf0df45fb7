import { invalid, valid, withoutSpaces, type ValidationResult } from './validation-result';

/**
 * The identity documents an investor may identify with (Wwft: a valid identity document). The
 * one list for the form's choice, the API schema and the stored application.
 */
export const IDENTITY_DOCUMENT_TYPES = ['paspoort', 'identiteitskaart', 'rijbewijs'] as const;
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];

export const IDENTITY_DOCUMENT_TYPE_LABELS: Readonly<Record<IdentityDocumentType, string>> = {
  paspoort: 'Paspoort',
  identiteitskaart: 'Identiteitskaart',
  rijbewijs: 'Rijbewijs',
};

export const DOCUMENT_NUMBER_MESSAGES = {
  empty: 'Vul het documentnummer in.',
  letterO: 'Een documentnummer bevat nooit de letter O; bedoelt u het cijfer 0?',
  invalid:
    'Vul een geldig documentnummer in: 9 tekens, beginnend met 2 letters en eindigend op een cijfer.',
  invalidDrivingLicence: 'Vul een geldig rijbewijsnummer in: 10 cijfers.',
} as const;

/**
 * The document number of a Dutch passport or identity card: 9 characters, 2 letters, 6
 * letters or digits, and a final digit; the letter O is never used, so it cannot be confused
 * with the digit 0 (source: RvIG, reisdocumenten; python-stdnum nl.identiteitskaartnummer).
 */
const DOCUMENT_NUMBER = /^[A-NP-Z]{2}[A-NP-Z0-9]{6}[0-9]$/;
/** The document number of a Dutch driving licence (field 5 on the card): 10 digits (RDW). */
const DRIVING_LICENCE_NUMBER = /^\d{10}$/;

/**
 * The number of a Dutch passport or identity card, in capitals without spaces.
 *
 * Privacy (AVG): a document number identifies a person as well as a BSN does. It is kept only
 * where the Wwft requires it, never logged, and shown masked (`maskDocumentNumber`).
 */
export function validateDocumentNumber(input: string): ValidationResult<string> {
  const documentNumber = withoutSpaces(input).toUpperCase();
  if (documentNumber === '') return invalid(DOCUMENT_NUMBER_MESSAGES.empty);
  if (DOCUMENT_NUMBER.test(documentNumber.replaceAll('O', '0')) && documentNumber.includes('O')) {
    return invalid(DOCUMENT_NUMBER_MESSAGES.letterO);
  }
  if (!DOCUMENT_NUMBER.test(documentNumber)) return invalid(DOCUMENT_NUMBER_MESSAGES.invalid);
  return valid(documentNumber);
}

/** The number of an identity document of the given type, in its normalised form. */
export function validateIdentityDocumentNumber(
  type: IdentityDocumentType,
  input: string,
): ValidationResult<string> {
  if (type !== 'rijbewijs') return validateDocumentNumber(input);
  const digits = withoutSpaces(input);
  if (digits === '') return invalid(DOCUMENT_NUMBER_MESSAGES.empty);
  if (!DRIVING_LICENCE_NUMBER.test(digits)) {
    return invalid(DOCUMENT_NUMBER_MESSAGES.invalidDrivingLicence);
  }
  return valid(digits);
}

/** A document number as shown after it was given: only its last 3 characters ("••••••R58"). */
export function maskDocumentNumber(documentNumber: string): string {
  const compact = withoutSpaces(documentNumber);
  return `${'•'.repeat(Math.max(0, compact.length - 3))}${compact.slice(-3)}`;
}
