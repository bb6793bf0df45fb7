import type { InvestmentApplicant } from '@bp/api-schema';
import { parseCalendarDate, parseDutchDate, type ApplicantType } from '@bp/domain';
import type {
  AbroadTaxValues,
  AddressValues,
  ApplicantFormValues,
  CompanyValues,
  IdentityValues,
  NameValues,
  PersonValues,
  YesNo,
} from './form-values';

/**
 * The applicant form's values turned into what the api-schema's applicant step for the chosen
 * type reads, leaving out every answer the other answers do not ask for, so the schema reports
 * exactly what is missing.
 */

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
