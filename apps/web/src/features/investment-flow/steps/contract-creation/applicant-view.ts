import type { InvestmentApplicant } from '@bp/api-schema';
import {
  APPLICANT_TYPE_LABELS,
  SUPPORTING_DOCUMENT_LABELS,
  type IdentityDocumentType,
  type SupportingDocument,
} from '@bp/domain';
import {
  addressRow,
  contactRows,
  identityRows,
  nameRows,
  taxRows,
  type CountryName,
  type DetailRow,
} from './detail-rows';

/**
 * What step 4's summary shows of the applicant: every block step 3 asked for (the investor,
 * partner, child or company and its contact person) with everything entered in it, in labelled
 * rows (`detail-rows.ts`), and the uploads by name. The BSN, the document numbers and the TINs
 * only masked (AVG): nothing here holds them whole.
 */

export interface DetailGroup {
  heading: string;
  rows: DetailRow[];
}

export interface UploadView {
  label: string;
  uploadId: string;
}

export interface ApplicantView {
  typeLabel: string;
  groups: DetailGroup[];
  uploads: UploadView[];
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

type Applicant = InvestmentApplicant;
type AdultBlock =
  Extract<Applicant, { type: 'mijn' }>['mijn'] | Extract<Applicant, { type: 'partner' }>['partner'];
type ChildBlock = Extract<Applicant, { type: 'child' }>['child'];

/** A person who invests or invests with the investor: everything of step 3's person block. */
function personGroup(
  heading: string,
  person: AdultBlock | ChildBlock,
  countryName: CountryName,
): DetailGroup {
  const adult = 'land' in person ? person : null;
  return {
    heading,
    rows: [
      ...nameRows(person),
      ...(adult
        ? [
            addressRow(adult, countryName),
            { label: 'Nationaliteit', value: countryName(adult.nationaliteit) },
            ...contactRows(adult),
          ]
        : []),
      ...identityRows(person, countryName),
      ...taxRows(person.uitsluitend, person.abroadTax, countryName),
    ],
  };
}

export function applicantView(applicant: Applicant, countryName: CountryName): ApplicantView {
  const typeLabel = APPLICANT_TYPE_LABELS[applicant.type];
  if (applicant.type === 'company') {
    const { company } = applicant;
    const contact = company.contactPerson;
    const tax = contact.personTaxInfo;
    return {
      typeLabel,
      groups: [
        {
          heading: 'Bedrijf',
          rows: [
            { label: 'Naam', value: company.naamBedrijf },
            { label: 'KvK-nummer', value: company.kvk },
            { label: 'RSIN', value: company.rsin },
            addressRow(company, countryName),
            ...contactRows({ telefoonnummer: company.telefoonnummer, iban: company.iban }),
          ],
        },
        {
          heading: 'Contactpersoon',
          rows: [
            ...nameRows(contact),
            addressRow(contact, countryName),
            ...contactRows(contact),
            ...identityRows(tax, countryName),
            ...taxRows(tax.uitsluitend, null, countryName),
          ],
        },
      ],
      uploads: [
        { label: 'Uittreksel Handelsregister (KvK)', uploadId: company.kvkKopie },
        { label: 'Uittreksel UBO-register', uploadId: company.UBOKopie },
        ...copies('contactpersoon', tax, null),
      ],
    };
  }
  const { mijn } = applicant;
  const groups = [personGroup('Uzelf', mijn, countryName)];
  const uploads = [
    ...copies('uzelf', mijn, mijn.abroadTax),
    ...documentViews('uzelf', mijn.documents),
  ];
  if (applicant.type === 'partner') {
    const { partner } = applicant;
    groups.push(personGroup('Uw partner', partner, countryName));
    uploads.push(...copies('partner', partner, partner.abroadTax));
    uploads.push(...documentViews('partner', partner.documents));
  }
  if (applicant.type === 'child') {
    const { child } = applicant;
    groups.push(personGroup('Uw kind', child, countryName));
    uploads.push(...copies('kind', child, child.abroadTax));
    uploads.push(...documentViews('kind', child.documents));
  }
  return { typeLabel, groups, uploads };
}
