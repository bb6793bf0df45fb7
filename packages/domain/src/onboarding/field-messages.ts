import { RISK_ACKNOWLEDGEMENT_MISSING } from '../risk/acknowledgement';
import type { ApplicantType } from './lists';

/**
 * The limits of the application's free-text fields and the Dutch message of every field that
 * has no validator of its own: what the form shows beside the field and the API answers in its
 * 422. Each message names its field in the investor's words.
 */
export const APPLICATION_TEXT_LIMITS = {
  /** The BRP's geslachtsnaam holds at most 200 characters. */
  achternaam: 200,
  naamBedrijf: 200,
  straatnaam: 80,
  woonplaats: 80,
  /** Foreign postcodes run to 10 characters (e.g. "SW1A 1AA", "10115", "1000-001"). */
  foreignPostcode: 10,
  foreignHuisnummer: 10,
  /** Foreign TINs are at most 20 characters in the OECD's TIN overview; room for separators. */
  taxIdentificationNumber: 30,
  /** More countries of tax residence than this is no realistic answer. */
  taxResidencies: 10,
  questionnaireAnswers: 100,
} as const;

export const APPLICATION_FIELD_MESSAGES = {
  flow: 'Kies het fonds waarin u wilt beleggen.',
  kind: 'Kies of u eenmalig, elke maand of allebei inlegt.',
  kindAmounts: 'Vul de bedragen in die bij uw keuze horen: eenmalig, elke maand of allebei.',
  stock: 'Kies of de uitkeringen van het fonds worden herbelegd of uitbetaald.',
  depositFormat:
    'Vul het bedrag in euro in, met een punt en hoogstens twee cijfers achter de punt, bijvoorbeeld 5000.00.',
  depositNotPositive: 'Vul een bedrag groter dan € 0 in, of laat het veld leeg.',
  questionnaireMissing: 'Vul de vragenlijst in.',
  questionnaireWrongForFlow:
    'Deze vragenlijst hoort niet bij dit fonds; vul de vragenlijst van dit fonds in.',
  answersMissing: 'Beantwoord de vragen van de vragenlijst.',
  answerTwice: 'Beantwoord elke vraag één keer.',
  riskAcknowledged: RISK_ACKNOWLEDGEMENT_MISSING,
  applicantType: 'Kies voor wie u belegt: uzelf, samen met uw partner, uw kind of uw bedrijf.',
  achternaamEmpty: 'Vul de achternaam in.',
  achternaamTooLong: `De achternaam mag hoogstens ${APPLICATION_TEXT_LIMITS.achternaam} tekens lang zijn.`,
  geslacht: 'Kies het geslacht.',
  identiteitsbewijs: 'Kies het soort identiteitsbewijs: paspoort, identiteitskaart of rijbewijs.',
  kopie: 'Upload de voorkant en de achterkant van het identiteitsbewijs.',
  kopieVoorkant: 'Upload de voorkant van het identiteitsbewijs.',
  kopieAchterkant: 'Upload de achterkant van het identiteitsbewijs.',
  uitsluitend: 'Geef aan of u uitsluitend in Nederland belastingplichtig bent.',
  abroadTax: 'Beantwoord de vragen over belastingplicht in het buitenland.',
  taxNL: 'Geef aan of u in Nederland belastingplichtig bent.',
  taxAbroad: 'Geef aan of u (ook) in een ander land belastingplichtig bent.',
  taxResidencyCountry: 'Kies het land waar u belastingplichtig bent.',
  taxIdentificationNumberTooLong: `Een fiscaal identificatienummer (TIN) heeft hoogstens ${APPLICATION_TEXT_LIMITS.taxIdentificationNumber} tekens.`,
  taxResidenciesTooMany: `Vul hoogstens ${APPLICATION_TEXT_LIMITS.taxResidencies} landen in.`,
  taxUS: 'Geef aan of u voor de Amerikaanse belasting een US person bent.',
  bornUS: 'Geef aan of u in de Verenigde Staten bent geboren.',
  CLN: 'Upload het Certificate of Loss of Nationality (CLN) als pdf of foto.',
  passportVoorkant: 'Upload de voorkant van uw niet-Amerikaanse paspoort.',
  passportAchterkant: 'Upload de achterkant van uw niet-Amerikaanse paspoort.',
  land: 'Kies het land van het adres.',
  nationaliteit: 'Kies de nationaliteit.',
  straatnaamEmpty: 'Vul de straatnaam in.',
  straatnaamTooLong: `De straatnaam mag hoogstens ${APPLICATION_TEXT_LIMITS.straatnaam} tekens lang zijn.`,
  woonplaatsEmpty: 'Vul de woonplaats in.',
  woonplaatsTooLong: `De woonplaats mag hoogstens ${APPLICATION_TEXT_LIMITS.woonplaats} tekens lang zijn.`,
  foreignPostcode: `Vul de postcode in (hoogstens ${APPLICATION_TEXT_LIMITS.foreignPostcode} tekens).`,
  foreignHuisnummer: `Vul het huisnummer in (hoogstens ${APPLICATION_TEXT_LIMITS.foreignHuisnummer} tekens).`,
  naamBedrijfEmpty: 'Vul de naam van het bedrijf in.',
  naamBedrijfTooLong: `De naam van het bedrijf mag hoogstens ${APPLICATION_TEXT_LIMITS.naamBedrijf} tekens lang zijn.`,
  kvkKopie: 'Upload een uittreksel uit het Handelsregister van de KvK.',
  UBOKopie: 'Upload een uittreksel uit het UBO-register.',
  kvkUploaden: 'Geef aan of u het uittreksel uit het Handelsregister meestuurt.',
  UBOUploaden: 'Geef aan of u het uittreksel uit het UBO-register meestuurt.',
  contactPerson: 'Vul de gegevens van de contactpersoon in.',
  personTaxInfo: 'Vul het BSN en het identiteitsbewijs van de contactpersoon in.',
} as const;

/**
 * "Uitsluitend in Nederland belastingplichtig?" unanswered, per person: the investor is "u",
 * everyone else is named in the third person, so an error of a company's contact person or a
 * partner is never read as being about the investor.
 */
export const UITSLUITEND_MESSAGES = {
  mijn: APPLICATION_FIELD_MESSAGES.uitsluitend,
  partner: 'Geef aan of uw partner uitsluitend in Nederland belastingplichtig is.',
  child: 'Geef aan of uw kind uitsluitend in Nederland belastingplichtig is.',
  contactPerson: 'Geef aan of de contactpersoon uitsluitend in Nederland belastingplichtig is.',
} as const;

/** The message for an applicant block that is missing, per block. */
export const APPLICANT_BLOCK_MISSING_MESSAGES: Readonly<Record<ApplicantType, string>> = {
  mijn: 'Vul uw eigen gegevens in.',
  partner: 'Vul de gegevens van uw partner in.',
  child: 'Vul de gegevens van uw kind in.',
  company: 'Vul de gegevens van het bedrijf in.',
};

/** The message for a block that does not belong to the chosen applicant type (AVG: not kept). */
export function applicantBlockNotAskedMessage(block: string, type: ApplicantType): string {
  const whose: Readonly<Record<string, string>> = {
    mijn: 'persoonlijke gegevens van uzelf',
    partner: 'gegevens van een partner',
    child: 'gegevens van een kind',
    company: 'bedrijfsgegevens',
  };
  const what = whose[block] ?? `"${block}"`;
  return `Bij een belegging ${APPLICANT_CONTEXT[type]} horen geen ${what}.`;
}

const APPLICANT_CONTEXT: Readonly<Record<ApplicantType, string>> = {
  mijn: 'voor uzelf',
  partner: 'samen met uw partner',
  child: 'voor uw kind',
  company: 'voor uw bedrijf',
};
