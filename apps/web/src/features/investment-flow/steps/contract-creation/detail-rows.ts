import type { DueDiligence } from '@bp/api-schema';
import {
  DUE_DILIGENCE_QUESTIONS,
  formatDutchDate,
  formatIban,
  GENDER_LABELS,
  IDENTITY_DOCUMENT_TYPE_LABELS,
  maskBsn,
  maskDocumentNumber,
  maskTaxIdentificationNumber,
  nationalPhoneNumber,
  WEALTH_ORIGIN_LABELS,
  type CalendarDate,
  type Gender,
  type IdentityDocumentType,
} from '@bp/domain';

/**
 * The rows step 4 shows of what step 3 took, label and value, each in the words the investor
 * reads it in. Secrets never leave here whole: the BSN, the document number and every TIN are
 * masked (AVG); the IBAN and phone numbers are shown in full, because the investor must be able
 * to check them before the contract is made.
 */

export interface DetailRow {
  label: string;
  value: string;
}

/** A country's Dutch name by its code; the code itself while the list has not loaded. */
export type CountryName = (code: string) => string;

const yesNo = (answer: boolean | null | undefined) =>
  answer === true ? 'Ja' : answer === false ? 'Nee' : 'Niet beantwoord';
const longDate = (date: string) => formatDutchDate(date as CalendarDate, 'long');
const phone = (number: string | null | undefined) =>
  number ? nationalPhoneNumber(number) : 'Niet opgegeven';

export interface NameFields {
  initialen: string;
  tussenvoegsel?: string | null;
  achternaam: string;
  geslacht: Gender;
  geboortedatum: string;
}

export function fullName(person: Pick<NameFields, 'initialen' | 'tussenvoegsel' | 'achternaam'>) {
  return [person.initialen, person.tussenvoegsel, person.achternaam].filter(Boolean).join(' ');
}

export function nameRows(person: NameFields): DetailRow[] {
  return [
    { label: 'Naam', value: fullName(person) },
    { label: 'Geslacht', value: GENDER_LABELS[person.geslacht] },
    { label: 'Geboortedatum', value: longDate(person.geboortedatum) },
  ];
}

export interface AddressFields {
  straatnaam: string;
  huisnummer: string;
  postcode: string;
  woonplaats: string;
  land: string;
}

/** "Kerkstraat 1, 1234AB Utrecht, Nederland": the address on one line, as on an envelope. */
export function addressRow(address: AddressFields, countryName: CountryName): DetailRow {
  return {
    label: 'Adres',
    value: `${address.straatnaam} ${address.huisnummer}, ${address.postcode} ${address.woonplaats}, ${countryName(address.land)}`,
  };
}

export interface ContactFields {
  telefoonnummer?: string | null;
  mobiel?: string | null;
  iban?: string | null;
}

export function contactRows(contact: ContactFields, ibanLabel = 'IBAN'): DetailRow[] {
  const rows: DetailRow[] = [];
  if ('mobiel' in contact) rows.push({ label: 'Mobiel nummer', value: phone(contact.mobiel) });
  rows.push({ label: 'Telefoonnummer', value: phone(contact.telefoonnummer) });
  if ('iban' in contact) {
    rows.push({
      label: ibanLabel,
      value: contact.iban ? formatIban(contact.iban) : 'Niet opgegeven',
    });
  }
  return rows;
}

export interface IdentityFields {
  bsn: string;
  identiteitsbewijs: IdentityDocumentType;
  identiteitsbewijsLand?: string;
  identiteitsbewijsCard: string;
  geldigTot: string;
}

export function identityRows(identity: IdentityFields, countryName: CountryName): DetailRow[] {
  return [
    { label: 'BSN', value: maskBsn(identity.bsn) },
    {
      label: 'Identiteitsbewijs',
      value: `${IDENTITY_DOCUMENT_TYPE_LABELS[identity.identiteitsbewijs]} ${maskDocumentNumber(identity.identiteitsbewijsCard)}`,
    },
    { label: 'Uitgegeven in', value: countryName(identity.identiteitsbewijsLand ?? 'NL') },
    { label: 'Geldig tot', value: longDate(identity.geldigTot) },
  ];
}

export interface AbroadTaxAnswers {
  taxNL: boolean;
  taxAbroad: boolean;
  country?: string | null;
  taxIdentificationNumber?: string | null;
  furtherTaxResidencies?: readonly { country: string; taxIdentificationNumber: string }[];
  taxUS: boolean;
  taxIdentificationNumberUS?: string | null;
  bornUS: boolean;
  usCitizen?: boolean | null;
}

/** The tax answers (FATCA/CRS): where the person is tax resident, each TIN masked. */
export function taxRows(
  uitsluitend: boolean,
  abroad: AbroadTaxAnswers | null,
  countryName: CountryName,
): DetailRow[] {
  const rows: DetailRow[] = [
    { label: 'Uitsluitend in Nederland belastingplichtig', value: yesNo(uitsluitend) },
  ];
  if (!abroad) return rows;
  rows.push({ label: 'In Nederland belastingplichtig', value: yesNo(abroad.taxNL) });
  rows.push({ label: 'In een ander land belastingplichtig', value: yesNo(abroad.taxAbroad) });
  const residencies = [
    ...(abroad.taxAbroad && abroad.country
      ? [{ country: abroad.country, taxIdentificationNumber: abroad.taxIdentificationNumber ?? '' }]
      : []),
    ...(abroad.taxAbroad ? (abroad.furtherTaxResidencies ?? []) : []),
  ];
  for (const residency of residencies) {
    rows.push({
      label: `Fiscaal nummer (TIN) in ${countryName(residency.country)}`,
      value: maskTaxIdentificationNumber(residency.taxIdentificationNumber),
    });
  }
  rows.push({ label: 'US person', value: yesNo(abroad.taxUS) });
  if (abroad.taxUS && abroad.taxIdentificationNumberUS) {
    rows.push({
      label: 'Amerikaans fiscaal nummer (SSN of ITIN)',
      value: maskTaxIdentificationNumber(abroad.taxIdentificationNumberUS),
    });
  }
  rows.push({ label: 'Geboren in de Verenigde Staten', value: yesNo(abroad.bornUS) });
  if (abroad.bornUS) {
    rows.push({ label: 'Amerikaanse nationaliteit', value: yesNo(abroad.usCitizen) });
  }
  return rows;
}

/** The Wwft answers of the application: PEP and where the money comes from. */
export function dueDiligenceRows(answers: DueDiligence): DetailRow[] {
  const rows: DetailRow[] = [
    { label: 'Politiek prominent persoon (PEP)', value: yesNo(answers.pep) },
  ];
  if (answers.pep && answers.pepFunctie) {
    rows.push({ label: DUE_DILIGENCE_QUESTIONS.pepFunctie, value: answers.pepFunctie });
  }
  rows.push({
    label: 'Herkomst van het geld',
    value: WEALTH_ORIGIN_LABELS[answers.herkomstVermogen],
  });
  if (answers.herkomstToelichting) {
    rows.push({ label: 'Toelichting', value: answers.herkomstToelichting });
  }
  return rows;
}
