import type { InvestmentApplicant } from '@bp/api-schema';
import {
  APPLICANT_TYPE_LABELS,
  IDENTITY_DOCUMENT_TYPE_LABELS,
  maskBsn,
  maskDocumentNumber,
  SUPPORTING_DOCUMENT_LABELS,
  type IdentityDocumentType,
  type SupportingDocument,
} from '@bp/domain';

/**
 * What step 4's summary shows of the applicant: names and dates, the BSN and the document number
 * only masked (AVG), and the uploads by name. Nothing here holds a full BSN or document number.
 */

export interface PersonView {
  heading: string;
  name: string;
  birthDate: string;
  maskedBsn: string;
  document: string;
  validUntil: string;
}

export interface UploadView {
  label: string;
  uploadId: string;
}

export interface ApplicantView {
  typeLabel: string;
  company: { name: string; kvk: string } | null;
  persons: PersonView[];
  uploads: UploadView[];
}

interface PersonFields {
  initialen: string;
  tussenvoegsel?: string;
  achternaam: string;
  geboortedatum: string;
}

interface TaxFields {
  bsn: string;
  identiteitsbewijs: IdentityDocumentType;
  identiteitsbewijsCard: string;
  geldigTot: string;
  kopie: { voorkant: string; achterkant: string };
}

interface AbroadCopies {
  CLN?: string | null | undefined;
  passport?: { voorkant?: string | null; achterkant?: string | null } | null | undefined;
}

function fullName(person: PersonFields): string {
  return [person.initialen, person.tussenvoegsel, person.achternaam].filter(Boolean).join(' ');
}

function personView(heading: string, person: PersonFields, tax: TaxFields): PersonView {
  return {
    heading,
    name: fullName(person),
    birthDate: person.geboortedatum,
    maskedBsn: maskBsn(tax.bsn),
    document: `${IDENTITY_DOCUMENT_TYPE_LABELS[tax.identiteitsbewijs]} ${maskDocumentNumber(tax.identiteitsbewijsCard)}`,
    validUntil: tax.geldigTot,
  };
}

/** `documents` (spec §3): each by its kind and its place in the person's list. */
function documentViews(whose: string, documents: readonly SupportingDocument[]): UploadView[] {
  return documents.map((document, index) => ({
    label: `${SUPPORTING_DOCUMENT_LABELS[document.soort]} (${whose}, document ${index + 1})`,
    uploadId: document.upload,
  }));
}

function copies(whose: string, tax: TaxFields, abroad: AbroadCopies | null): UploadView[] {
  const uploads: UploadView[] = [
    { label: `Identiteitsbewijs ${whose}, voorkant`, uploadId: tax.kopie.voorkant },
    { label: `Identiteitsbewijs ${whose}, achterkant`, uploadId: tax.kopie.achterkant },
  ];
  if (abroad?.CLN) {
    uploads.push({
      label: `Certificate of Loss of Nationality ${whose}`,
      uploadId: abroad.CLN,
    });
  }
  if (abroad?.passport?.voorkant) {
    uploads.push({
      label: `Niet-Amerikaans paspoort ${whose}, voorkant`,
      uploadId: abroad.passport.voorkant,
    });
  }
  if (abroad?.passport?.achterkant) {
    uploads.push({
      label: `Niet-Amerikaans paspoort ${whose}, achterkant`,
      uploadId: abroad.passport.achterkant,
    });
  }
  return uploads;
}

export function applicantView(applicant: InvestmentApplicant): ApplicantView {
  const typeLabel = APPLICANT_TYPE_LABELS[applicant.type];
  if (applicant.type === 'company') {
    const { company } = applicant;
    const contact = company.contactPerson;
    return {
      typeLabel,
      company: { name: company.naamBedrijf, kvk: company.kvk },
      persons: [personView('Contactpersoon', contact, contact.personTaxInfo)],
      uploads: [
        { label: 'Uittreksel Handelsregister (KvK)', uploadId: company.kvkKopie },
        { label: 'Uittreksel UBO-register', uploadId: company.UBOKopie },
        ...copies('contactpersoon', contact.personTaxInfo, null),
      ],
    };
  }
  const { mijn } = applicant;
  const persons = [personView('Uzelf', mijn, mijn)];
  const uploads = [
    ...copies('uzelf', mijn, mijn.abroadTax),
    ...documentViews('uzelf', mijn.documents),
  ];
  if (applicant.type === 'partner') {
    const { partner } = applicant;
    persons.push(personView('Uw partner', partner, partner));
    uploads.push(...copies('partner', partner, partner.abroadTax));
    uploads.push(...documentViews('partner', partner.documents));
  }
  if (applicant.type === 'child') {
    const { child } = applicant;
    persons.push(personView('Uw kind', child, child));
    uploads.push(...copies('kind', child, child.abroadTax));
    uploads.push(...documentViews('kind', child.documents));
  }
  return { typeLabel, company: null, persons, uploads };
}
