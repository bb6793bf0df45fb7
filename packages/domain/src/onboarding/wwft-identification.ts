import {
  validateIdentityDocumentNumber,
  type IdentityDocumentType,
} from '../validators/identity-document';
import { invalid, valid, type ValidationResult } from '../validators/validation-result';
import type { FieldIssue } from './field-issue';

/**
 * Which identity documents identify a person under the Wwft, by document type and issuing
 * country (Uitvoeringsregeling Wwft 2018, art. 4 lid 1):
 * - a valid passport of any country;
 * - a valid identity card issued in the Netherlands or another EU/EEA member state;
 * - a valid Dutch driving licence, or one of another EU/EEA member state (with photo and name).
 *
 * Choices:
 * - Switzerland is not in the EEA, and the regulation names EU/EEA identity cards only (the Wet
 *   op de identificatieplicht accepts a Swiss card, the Wwft's regulation does not): a Swiss
 *   investor identifies with a passport.
 * - The driving licence stays: the regulation lists it (from NL and EU/EEA member states).
 * - A Dutch document keeps the strict Dutch format (RvIG: passport and identity card; RDW: driving
 *   licence). A foreign document is checked for a plausible number only, as the formats differ
 *   per country; staff verify the copy.
 */

/** The EU member states and the other EEA states (Iceland, Liechtenstein, Norway). */
export const EU_EEA_COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/** The rule above as the form says it, beside the choice of the issuing country. */
export const IDENTITY_DOCUMENT_COUNTRY_HINT =
  'Een paspoort van elk land; een identiteitskaart of rijbewijs uit Nederland of een ander land van de EU of de EER.';

/** The issuing country of a document whose country was not given (clients before issue 16). */
export const DEFAULT_DOCUMENT_COUNTRY = 'NL';

export const IDENTITY_DOCUMENT_COUNTRY_MESSAGES = {
  missing: 'Kies het land dat het identiteitsbewijs heeft uitgegeven.',
  identityCardOutsideEuEea:
    'Een identiteitskaart is alleen een geldig identiteitsbewijs als die is uitgegeven in een land van de Europese Unie of de EER. Kies dan het paspoort.',
  drivingLicenceOutsideEuEea:
    'Een rijbewijs is alleen een geldig identiteitsbewijs als het is uitgegeven in Nederland of een ander land van de Europese Unie of de EER. Kies dan het paspoort.',
  foreignPassport:
    'Vul een geldig paspoortnummer in: 6 tot 9 letters en cijfers, zoals het op het paspoort staat.',
  foreignIdentityCard:
    'Vul een geldig documentnummer in: 6 tot 12 letters en cijfers, zoals het op de identiteitskaart staat.',
  foreignDrivingLicence:
    'Vul een geldig rijbewijsnummer in: 5 tot 16 letters en cijfers, zoals het op het rijbewijs staat.',
  numberEmpty: 'Vul het documentnummer in.',
} as const;

/**
 * Plausible numbers of foreign documents, after spaces and hyphens are removed, in capitals,
 * with at least one digit:
 * - passport: ICAO 9303's document number field holds at most 9 characters (A–Z, 0–9); the
 *   shortest numbers in use have 6 (older passports of several countries);
 * - identity card: up to 12, as a Belgian eID (592-1234567-89) or an older French card has
 *   more than the 9 of ICAO's field (the rest goes into the optional data);
 * - driving licence (field 5 of the EU model): no common length; 5 to 16 (the UK's had 16).
 */
const FOREIGN_NUMBER: Readonly<Record<IdentityDocumentType, RegExp>> = {
  paspoort: /^[A-Z0-9]{6,9}$/,
  identiteitskaart: /^[A-Z0-9]{6,12}$/,
  rijbewijs: /^[A-Z0-9]{5,16}$/,
};

const FOREIGN_NUMBER_MESSAGE: Readonly<Record<IdentityDocumentType, string>> = {
  paspoort: IDENTITY_DOCUMENT_COUNTRY_MESSAGES.foreignPassport,
  identiteitskaart: IDENTITY_DOCUMENT_COUNTRY_MESSAGES.foreignIdentityCard,
  rijbewijs: IDENTITY_DOCUMENT_COUNTRY_MESSAGES.foreignDrivingLicence,
};

export function isEuEeaCountry(country: string): boolean {
  return EU_EEA_COUNTRY_CODES.some((code) => code === country);
}

/** Whether the Wwft accepts a document of this type from this country (see above). */
export function isAcceptedIdentityDocument(type: IdentityDocumentType, country: string): boolean {
  return type === 'paspoort' || isEuEeaCountry(country);
}

/**
 * A document number as kept: in capitals, without the spaces and hyphens it may be printed or
 * typed with (a Belgian eID reads 592-1234567-89). A Dutch number has neither.
 */
export function normaliseDocumentNumber(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** The number of a document from another country than the Netherlands, normalised. */
export function validateForeignDocumentNumber(
  type: IdentityDocumentType,
  input: string,
): ValidationResult<string> {
  const number = normaliseDocumentNumber(input);
  if (number === '') return invalid(IDENTITY_DOCUMENT_COUNTRY_MESSAGES.numberEmpty);
  if (!FOREIGN_NUMBER[type].test(number) || !/[0-9]/.test(number)) {
    return invalid(FOREIGN_NUMBER_MESSAGE[type]);
  }
  return valid(number);
}

export interface IdentityDocument {
  identiteitsbewijs: IdentityDocumentType;
  /** ISO 3166 alpha-2 code of the issuing country. */
  identiteitsbewijsLand: string;
  identiteitsbewijsCard: string;
}

/**
 * The identity document checked per type and issuing country: refused at
 * `identiteitsbewijsLand` when the Wwft does not accept that type from that country, at
 * `identiteitsbewijsCard` when the number has not the country's format; else the number,
 * normalised.
 */
export function validateIdentityDocument(
  document: IdentityDocument,
): { ok: true; value: string } | { ok: false; issue: FieldIssue } {
  const { identiteitsbewijs: type, identiteitsbewijsLand: country } = document;
  if (!isAcceptedIdentityDocument(type, country)) {
    const message =
      type === 'identiteitskaart'
        ? IDENTITY_DOCUMENT_COUNTRY_MESSAGES.identityCardOutsideEuEea
        : IDENTITY_DOCUMENT_COUNTRY_MESSAGES.drivingLicenceOutsideEuEea;
    return { ok: false, issue: { path: ['identiteitsbewijsLand'], message } };
  }
  const number =
    country === 'NL'
      ? validateIdentityDocumentNumber(type, document.identiteitsbewijsCard)
      : validateForeignDocumentNumber(type, document.identiteitsbewijsCard);
  if (number.ok) return number;
  return { ok: false, issue: { path: ['identiteitsbewijsCard'], message: number.error } };
}
