import type { InvestmentApplicant } from '@bp/api-schema';
import { parseCalendarDate, parseDutchDate, type ApplicantType } from '@bp/domain';
import { emptyDueDiligence, type DueDiligenceValues } from './due-diligence-values';

/**
 * The applicant form's values: texts as typed (dates as dag-maand-jaar, yes/no answers as
 * 'ja'/'nee', nothing chosen as ''), one block per person. `toApplicantInput` turns them into
 * what the api-schema's applicant step for the chosen type reads, leaving out every answer the
 * other answers do not ask for, so the schema reports exactly what is missing.
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

/** Unanswered is absent, so the schema asks the question. */
function yesNo(answer: YesNo): boolean | undefined {
  if (answer === 'ja') return true;
  if (answer === 'nee') return false;
  return undefined;
}

/** Nothing chosen is absent (the schema's "missing" message); anything else as typed. */
function chosen(value: string): string | undefined {
  return value === '' ? undefined : value;
}

/** "15-03-1970" → "1970-03-15"; what cannot be read goes as typed, for the schema's message. */
export function dateFromInput(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return parseDutchDate(trimmed) ?? parseCalendarDate(trimmed) ?? trimmed;
}

function uploadSlot(id: string): string | undefined {
  return id === '' ? undefined : id;
}

function abroadTaxInput(values: AbroadTaxValues) {
  const bornUS = yesNo(values.bornUS);
  const usCitizen = bornUS === true ? yesNo(values.usCitizen) : undefined;
  const documentsAsked = bornUS === true && usCitizen === false;
  const taxUS = yesNo(values.taxUS);
  const taxAbroad = yesNo(values.taxAbroad);
  return {
    taxNL: yesNo(values.taxNL),
    taxAbroad,
    ...(taxAbroad === true
      ? {
          country: chosen(values.country),
          taxIdentificationNumber: values.taxIdentificationNumber,
          furtherTaxResidencies: values.furtherTaxResidencies.map((residency) => ({
            country: residency.country,
            taxIdentificationNumber: residency.taxIdentificationNumber,
          })),
        }
      : {}),
    taxUS,
    ...(taxUS === true ? { taxIdentificationNumberUS: values.taxIdentificationNumberUS } : {}),
    bornUS,
    ...(bornUS === true ? { usCitizen } : {}),
    ...(documentsAsked
      ? {
          copyCLN: values.CLN !== '',
          CLN: uploadSlot(values.CLN),
          copyPassport: values.passport.voorkant !== '' || values.passport.achterkant !== '',
          passport: {
            voorkant: uploadSlot(values.passport.voorkant),
            achterkant: uploadSlot(values.passport.achterkant),
          },
        }
      : {}),
  };
}

function identityInput(values: IdentityValues) {
  return {
    bsn: values.bsn,
    identiteitsbewijs: chosen(values.identiteitsbewijs),
    identiteitsbewijsLand: chosen(values.identiteitsbewijsLand),
    identiteitsbewijsCard: values.identiteitsbewijsCard,
    geldigTot: dateFromInput(values.geldigTot),
    kopie: {
      voorkant: uploadSlot(values.kopie.voorkant),
      achterkant: uploadSlot(values.kopie.achterkant),
    },
    uitsluitend: yesNo(values.uitsluitend),
  };
}

function nameInput(values: NameValues) {
  return {
    initialen: values.initialen,
    tussenvoegsel: values.tussenvoegsel,
    achternaam: values.achternaam,
    geslacht: chosen(values.geslacht),
    geboortedatum: dateFromInput(values.geboortedatum),
  };
}

function personInput(values: PersonValues) {
  return {
    ...nameInput(values),
    ...identityInput(values),
    abroadTax: abroadTaxInput(values.abroadTax),
    documents: values.documents.map((document) => ({
      soort: chosen(document.soort),
      upload: document.upload,
    })),
  };
}

function addressInput(values: AddressValues): AddressValues {
  const { postcode, huisnummer, straatnaam, woonplaats, land } = values;
  return { postcode, huisnummer, straatnaam, woonplaats, land };
}

function contactInput(values: PersonValues) {
  return {
    ...addressInput(values),
    nationaliteit: chosen(values.nationaliteit),
    telefoonnummer: values.telefoonnummer,
    mobiel: values.mobiel,
  };
}

function companyInput(values: CompanyValues) {
  const contact = values.contactPerson;
  const personTaxInfo = identityInput(contact.personTaxInfo);
  return {
    naamBedrijf: values.naamBedrijf,
    kvk: values.kvk,
    rsin: values.rsin,
    // The form offers no "send it later" (the schema refuses it): the extracts go along now.
    kvkKopie: uploadSlot(values.kvkKopie),
    kvkUploaden: true,
    UBOKopie: uploadSlot(values.UBOKopie),
    UBOUploaden: true,
    telefoonnummer: values.telefoonnummer,
    iban: values.iban,
    ...addressInput(values),
    contactPerson: {
      ...nameInput(contact),
      ...addressInput(contact),
      telefoonnummer: contact.telefoonnummer,
      mobiel: contact.mobiel,
      iban: contact.iban,
      personTaxInfo,
    },
  };
}

/** What the schema of `type`'s applicant step reads: only that type's blocks. */
export function toApplicantInput(values: ApplicantFormValues, type: ApplicantType): unknown {
  const mijn = () => ({
    ...personInput(values.mijn),
    ...contactInput(values.mijn),
    iban: values.mijn.iban,
  });
  switch (type) {
    case 'mijn':
      return { type, mijn: mijn() };
    case 'partner':
      return {
        type,
        mijn: mijn(),
        partner: { ...personInput(values.partner), ...contactInput(values.partner) },
      };
    case 'child':
      return { type, mijn: mijn(), child: personInput(values.child) };
    case 'company':
      return { type, company: companyInput(values.company) };
  }
}

export type ParsedApplicant = InvestmentApplicant;
