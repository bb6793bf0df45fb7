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

export interface AbroadTaxValues {
  taxResidentNL: YesNo;
  taxAbroad: YesNo;
  taxResidencies: TaxResidencyValues[];
  taxUS: YesNo;
  taxIdentificationNumberUS: string;
  bornUS: YesNo;
  usCitizen: YesNo;
  clnCopy: string;
  passportCopy: { voorkant: string; achterkant: string };
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

/** mijn, partner and child; the contact fields only count for mijn and partner, iban for mijn. */
export interface PersonValues extends NameValues, IdentityValues {
  abroadTax: AbroadTaxValues;
  address: AddressValues;
  nationaliteit: string;
  telefoonnummer: string;
  mobiel: string;
  iban: string;
}

export interface ContactPersonValues extends NameValues {
  address: AddressValues;
  telefoonnummer: string;
  mobiel: string;
  iban: string;
  personTaxInfo: IdentityValues;
}

export interface CompanyValues {
  naamBedrijf: string;
  kvk: string;
  rsin: string;
  kvkExtract: string;
  uboExtract: string;
  telefoonnummer: string;
  iban: string;
  address: AddressValues;
  contactPerson: ContactPersonValues;
}

export interface ApplicantFormValues {
  type: ApplicantType | '';
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
      taxResidentNL: '',
      taxAbroad: '',
      taxResidencies: [],
      taxUS: '',
      taxIdentificationNumberUS: '',
      bornUS: '',
      usCitizen: '',
      clnCopy: '',
      passportCopy: { voorkant: '', achterkant: '' },
    },
    address: emptyAddress(),
    nationaliteit: '',
    telefoonnummer: '',
    mobiel: '',
    iban: '',
  };
}

export function emptyApplicantForm(): ApplicantFormValues {
  return {
    type: '',
    mijn: emptyPerson(),
    partner: emptyPerson(),
    child: emptyPerson(),
    company: {
      naamBedrijf: '',
      kvk: '',
      rsin: '',
      kvkExtract: '',
      uboExtract: '',
      telefoonnummer: '',
      iban: '',
      address: emptyAddress(),
      contactPerson: {
        ...emptyName(),
        address: emptyAddress(),
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
  return {
    taxResidentNL: yesNo(values.taxResidentNL),
    taxResidencies:
      values.taxAbroad === 'ja'
        ? values.taxResidencies.map((residency) => ({
            country: residency.country,
            taxIdentificationNumber: residency.taxIdentificationNumber,
          }))
        : [],
    taxUS,
    ...(taxUS === true ? { taxIdentificationNumberUS: values.taxIdentificationNumberUS } : {}),
    bornUS,
    ...(bornUS === true ? { usCitizen } : {}),
    ...(documentsAsked
      ? {
          clnCopy: uploadSlot(values.clnCopy),
          passportCopy: {
            voorkant: uploadSlot(values.passportCopy.voorkant),
            achterkant: uploadSlot(values.passportCopy.achterkant),
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
  };
}

function contactInput(values: PersonValues) {
  return {
    address: { ...values.address },
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
    kvkExtract: uploadSlot(values.kvkExtract),
    uboExtract: uploadSlot(values.uboExtract),
    telefoonnummer: values.telefoonnummer,
    iban: values.iban,
    address: { ...values.address },
    contactPerson: {
      ...nameInput(contact),
      address: { ...contact.address },
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
