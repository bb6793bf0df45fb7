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
function personsOf(applicant: InvestmentApplicant): { path: Path; person: Person }[] {
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
    if ('address' in person) {
      fields.push({ path: [...path, 'address', 'land'], code: person.address.land });
      fields.push({ path: [...path, 'nationaliteit'], code: person.nationaliteit });
    }
    fields.push({
      path: [...path, 'identiteitsbewijsLand'],
      code: person.identiteitsbewijsLand,
    });
    person.abroadTax.taxResidencies.forEach((residency, index) => {
      fields.push({
        path: [...path, 'abroadTax', 'taxResidencies', index, 'country'],
        code: residency.country,
      });
    });
  }
  if (applicant.type === 'company') {
    fields.push({
      path: [...companyPath, 'address', 'land'],
      code: applicant.company.address.land,
    });
    fields.push({
      path: [...contactPath, 'address', 'land'],
      code: applicant.company.contactPerson.address.land,
    });
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
    add([...path, 'abroadTax', 'clnCopy'], person.abroadTax.clnCopy);
    add(
      [...path, 'abroadTax', 'passportCopy', 'voorkant'],
      person.abroadTax.passportCopy?.voorkant,
    );
    add(
      [...path, 'abroadTax', 'passportCopy', 'achterkant'],
      person.abroadTax.passportCopy?.achterkant,
    );
  }
  if (applicant.type === 'company') {
    const { company } = applicant;
    add([...companyPath, 'kvkExtract'], company.kvkExtract);
    add([...companyPath, 'uboExtract'], company.uboExtract);
    const kopie = company.contactPerson.personTaxInfo.kopie;
    add([...contactPath, 'personTaxInfo', 'kopie', 'voorkant'], kopie.voorkant);
    add([...contactPath, 'personTaxInfo', 'kopie', 'achterkant'], kopie.achterkant);
  }
  return claims;
}

export type { Company, Mijn, Person };
