import type { InvestmentApplicant } from '@bp/api-schema';
import type { UploadClaim } from '../uploads/claim-uploads';

type Path = (string | number)[];
type Mijn = Extract<InvestmentApplicant, { type: 'mijn' }>['mijn'];
type Person =
  | Mijn
  | Extract<InvestmentApplicant, { type: 'partner' }>['partner']
  | Extract<InvestmentApplicant, { type: 'child' }>['child'];
type Company = Extract<InvestmentApplicant, { type: 'company' }>['company'];

/** Each person block of the applicant with its path in the request. */
export function personsOf(applicant: InvestmentApplicant): { path: Path; person: Person }[] {
  switch (applicant.type) {
    case 'mijn':
      return [{ path: ['applicant', 'mijn'], person: applicant.mijn }];
    case 'partner':
      return [
        { path: ['applicant', 'mijn'], person: applicant.mijn },
        { path: ['applicant', 'partner'], person: applicant.partner },
      ];
    case 'child':
      return [
        { path: ['applicant', 'mijn'], person: applicant.mijn },
        { path: ['applicant', 'child'], person: applicant.child },
      ];
    case 'company':
      return [];
  }
}

const companyPath: Path = ['applicant', 'company'];
const contactPath: Path = [...companyPath, 'contactPerson'];

/** Every country code the applicant gave, with its path, for the check against the list. */
export function countryFields(applicant: InvestmentApplicant): { path: Path; code: string }[] {
  const fields: { path: Path; code: string }[] = [];
  for (const { path, person } of personsOf(applicant)) {
    if ('land' in person) {
      fields.push({ path: [...path, 'land'], code: person.land });
      fields.push({ path: [...path, 'nationaliteit'], code: person.nationaliteit });
    }
    fields.push({
      path: [...path, 'identiteitsbewijsLand'],
      code: person.identiteitsbewijsLand,
    });
    const { country, furtherTaxResidencies } = person.abroadTax;
    if (country) fields.push({ path: [...path, 'abroadTax', 'country'], code: country });
    furtherTaxResidencies.forEach((residency, index) => {
      fields.push({
        path: [...path, 'abroadTax', 'furtherTaxResidencies', index, 'country'],
        code: residency.country,
      });
    });
  }
  if (applicant.type === 'company') {
    fields.push({ path: [...companyPath, 'land'], code: applicant.company.land });
    fields.push({ path: [...contactPath, 'land'], code: applicant.company.contactPerson.land });
    fields.push({
      path: [...contactPath, 'personTaxInfo', 'identiteitsbewijsLand'],
      code: applicant.company.contactPerson.personTaxInfo.identiteitsbewijsLand,
    });
  }
  return fields;
}

/** Every upload the applicant refers to, with its field path (dotted, as claimUploads wants). */
export function uploadClaims(applicant: InvestmentApplicant): UploadClaim[] {
  const claims: UploadClaim[] = [];
  const add = (path: Path, id: string | null | undefined) => {
    if (id) claims.push({ field: path.join('.'), id });
  };
  for (const { path, person } of personsOf(applicant)) {
    add([...path, 'kopie', 'voorkant'], person.kopie.voorkant);
    add([...path, 'kopie', 'achterkant'], person.kopie.achterkant);
    add([...path, 'abroadTax', 'CLN'], person.abroadTax.CLN);
    add([...path, 'abroadTax', 'passport', 'voorkant'], person.abroadTax.passport?.voorkant);
    add([...path, 'abroadTax', 'passport', 'achterkant'], person.abroadTax.passport?.achterkant);
    // `documents` (spec §3): claimed like the other uploads, so each must be the investor's own.
    person.documents.forEach((document, index) => {
      add([...path, 'documents', index, 'upload'], document.upload);
    });
  }
  if (applicant.type === 'company') {
    const { company } = applicant;
    add([...companyPath, 'kvkKopie'], company.kvkKopie);
    add([...companyPath, 'UBOKopie'], company.UBOKopie);
    const kopie = company.contactPerson.personTaxInfo.kopie;
    add([...contactPath, 'personTaxInfo', 'kopie', 'voorkant'], kopie.voorkant);
    add([...contactPath, 'personTaxInfo', 'kopie', 'achterkant'], kopie.achterkant);
  }
  return claims;
}

export type { Company, Mijn, Person };
