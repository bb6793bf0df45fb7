import type { ApplicantType } from '@bp/domain';
import { emptyDueDiligence, type DueDiligenceValues } from './due-diligence-values';

/**
 * The applicant form's values: texts as typed (dates as dag-maand-jaar, yes/no answers as
 * 'ja'/'nee', nothing chosen as ''), one block per person, and the empty form.
 * `toApplicantInput` (applicant-input.ts) turns them into what the api-schema's applicant step
 * reads.
 */

export type YesNo = '' | 'ja' | 'nee';

export interface AddressValues {
  postcode: string;
  huisnummer: string;
  straatnaam: string;
  woonplaats: string;
  land: string;
}

export interface TaxResidencyValues {
  country: string;
  taxIdentificationNumber: string;
}

/** The spec's abroadTax names (§3); `furtherTaxResidencies` and `usCitizen` sit beside them. */
export interface AbroadTaxValues {
  taxNL: YesNo;
  taxAbroad: YesNo;
  country: string;
  taxIdentificationNumber: string;
  furtherTaxResidencies: TaxResidencyValues[];
  taxUS: YesNo;
  taxIdentificationNumberUS: string;
  bornUS: YesNo;
  usCitizen: YesNo;
  /** Upload ids; the persisted flow leaves out `CLN`, `voorkant` and `achterkant`. */
  CLN: string;
  passport: { voorkant: string; achterkant: string };
}

export interface IdentityValues {
  bsn: string;
  identiteitsbewijs: string;
  identiteitsbewijsLand: string;
  identiteitsbewijsCard: string;
  geldigTot: string;
  kopie: { voorkant: string; achterkant: string };
  uitsluitend: YesNo;
}

export interface NameValues {
  initialen: string;
  tussenvoegsel: string;
  achternaam: string;
  geslacht: string;
  geboortedatum: string;
}

/** One of a person's further documents (spec §3 `documents`): its kind and its upload id. */
export interface DocumentValues {
  soort: string;
  upload: string;
}

/** mijn, partner and child; the contact fields only count for mijn and partner, iban for mijn. */
export interface PersonValues extends NameValues, IdentityValues, AddressValues {
  abroadTax: AbroadTaxValues;
  /** Added by sending a file; the persisted flow keeps them (kind and upload id). */
  documents: DocumentValues[];
  nationaliteit: string;
  telefoonnummer: string;
  mobiel: string;
  iban: string;
}

export interface ContactPersonValues extends NameValues, AddressValues {
  telefoonnummer: string;
  mobiel: string;
  iban: string;
  personTaxInfo: IdentityValues;
}

export interface CompanyValues extends AddressValues {
  naamBedrijf: string;
  kvk: string;
  rsin: string;
  kvkKopie: string;
  UBOKopie: string;
  telefoonnummer: string;
  iban: string;
  contactPerson: ContactPersonValues;
}

export interface ApplicantFormValues {
  type: ApplicantType | '';
  /** The investor confirms the differences with their known personal information. */
  confirmPersonalDataChanges: boolean;
  mijn: PersonValues;
  partner: PersonValues;
  child: PersonValues;
  company: CompanyValues;
  /** The Wwft questions, asked once for the application (sent beside the applicant). */
  dueDiligence: DueDiligenceValues;
}

export type PersonBlock = 'mijn' | 'partner' | 'child';

export function emptyAddress(): AddressValues {
  return { postcode: '', huisnummer: '', straatnaam: '', woonplaats: '', land: 'NL' };
}

function emptyIdentity(): IdentityValues {
  return {
    bsn: '',
    identiteitsbewijs: '',
    identiteitsbewijsLand: 'NL',
    identiteitsbewijsCard: '',
    geldigTot: '',
    kopie: { voorkant: '', achterkant: '' },
    uitsluitend: '',
  };
}

function emptyName(): NameValues {
  return { initialen: '', tussenvoegsel: '', achternaam: '', geslacht: '', geboortedatum: '' };
}

export function emptyTaxResidency(): TaxResidencyValues {
  return { country: '', taxIdentificationNumber: '' };
}

export function emptyPerson(): PersonValues {
  return {
    ...emptyName(),
    ...emptyIdentity(),
    abroadTax: {
      taxNL: '',
      taxAbroad: '',
      country: '',
      taxIdentificationNumber: '',
      furtherTaxResidencies: [],
      taxUS: '',
      taxIdentificationNumberUS: '',
      bornUS: '',
      usCitizen: '',
      CLN: '',
      passport: { voorkant: '', achterkant: '' },
    },
    documents: [],
    ...emptyAddress(),
    nationaliteit: '',
    telefoonnummer: '',
    mobiel: '',
    iban: '',
  };
}

export function emptyApplicantForm(): ApplicantFormValues {
  return {
    type: '',
    confirmPersonalDataChanges: false,
    mijn: emptyPerson(),
    partner: emptyPerson(),
    child: emptyPerson(),
    company: {
      naamBedrijf: '',
      kvk: '',
      rsin: '',
      kvkKopie: '',
      UBOKopie: '',
      telefoonnummer: '',
      iban: '',
      ...emptyAddress(),
      contactPerson: {
        ...emptyName(),
        ...emptyAddress(),
        telefoonnummer: '',
        mobiel: '',
        iban: '',
        personTaxInfo: emptyIdentity(),
      },
    },
    dueDiligence: emptyDueDiligence(),
  };
}
