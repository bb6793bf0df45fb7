import { validateUsTin } from '../validators/us-tin';
import type { FieldIssue } from './field-issue';

/**
 * The tax questions of an application (FATCA and CRS, DOMAIN.md): where the person is a tax
 * resident, with a tax identification number (TIN) per foreign country (the Dutch one is the
 * BSN); whether they are a US person with their US TIN; and, born in the United States without
 * US citizenship, proof that they are no US citizen: a Certificate of Loss of Nationality and a
 * non-US passport.
 */

export const TAX_RESIDENCE_MESSAGES = {
  noResidence:
    'Geef aan in welk land u belastingplichtig bent: Nederland, een ander land of beide.',
  netherlandsListed:
    'Nederland hoort niet bij de andere landen: kies "belastingplichtig in Nederland".',
  unitedStatesListed:
    'De Verenigde Staten horen niet bij de andere landen: beantwoord de vragen over de Verenigde Staten.',
  duplicateCountry: 'Dit land staat er al; vul elk land één keer in.',
  foreignTinEmpty: 'Vul het fiscaal identificatienummer (TIN) van dit land in.',
  usTinNotAsked:
    'Vul alleen een Amerikaans fiscaal nummer in als u voor de Amerikaanse belasting een US person bent.',
  usCitizenUnanswered: 'Geef aan of u de Amerikaanse nationaliteit heeft.',
  usCitizenIsUsPerson:
    'Met de Amerikaanse nationaliteit bent u voor de Amerikaanse belasting een US person: kies "ja".',
  clnRequired:
    'Upload het Certificate of Loss of Nationality (CLN): u bent in de Verenigde Staten geboren zonder de Amerikaanse nationaliteit.',
  passportFrontRequired: 'Upload de voorkant van uw niet-Amerikaanse paspoort.',
  passportBackRequired: 'Upload de achterkant van uw niet-Amerikaanse paspoort.',
  documentsNotAsked:
    'Een CLN en een kopie van een niet-Amerikaans paspoort zijn alleen nodig als u in de Verenigde Staten bent geboren zonder de Amerikaanse nationaliteit.',
  solelyDutchAbroad:
    'U heeft aangegeven uitsluitend in Nederland belastingplichtig te zijn: vul dan geen andere landen in.',
  solelyDutchNotResident:
    'U heeft aangegeven uitsluitend in Nederland belastingplichtig te zijn: kies dan ook "belastingplichtig in Nederland".',
  solelyDutchUsPerson:
    'U heeft aangegeven uitsluitend in Nederland belastingplichtig te zijn, maar een US person is ook in de Verenigde Staten belastingplichtig.',
} as const;

export const NETHERLANDS = 'NL';
export const UNITED_STATES = 'US';

export interface TaxResidency {
  /** ISO 3166 alpha-2 country code. */
  country: string;
  taxIdentificationNumber: string;
}

export interface AbroadTaxAnswers {
  taxResidentNL: boolean;
  taxResidencies: readonly TaxResidency[];
  taxUS: boolean;
  taxIdentificationNumberUS?: string | null | undefined;
  bornUS: boolean;
  usCitizen?: boolean | null | undefined;
  clnCopy?: string | null | undefined;
  passportCopy?: { voorkant?: string | null; achterkant?: string | null } | null | undefined;
}

const present = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

/** True when a US-born person without US citizenship must prove it (CLN and passport). */
export function needsProofOfNoUsCitizenship(
  answers: Pick<AbroadTaxAnswers, 'bornUS' | 'usCitizen'>,
): boolean {
  return answers.bornUS && answers.usCitizen === false;
}

/** Every problem with the tax answers, with paths relative to the abroadTax block. */
export function abroadTaxIssues(answers: AbroadTaxAnswers): FieldIssue[] {
  return [...residenceIssues(answers), ...usIssues(answers)];
}

function residenceIssues(answers: AbroadTaxAnswers): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!answers.taxResidentNL && answers.taxResidencies.length === 0) {
    issues.push({ path: ['taxResidentNL'], message: TAX_RESIDENCE_MESSAGES.noResidence });
  }
  const seen = new Set<string>();
  answers.taxResidencies.forEach((residency, index) => {
    const country = residency.country.toUpperCase();
    const countryPath = ['taxResidencies', index, 'country'];
    if (country === NETHERLANDS) {
      issues.push({ path: countryPath, message: TAX_RESIDENCE_MESSAGES.netherlandsListed });
    } else if (country === UNITED_STATES) {
      issues.push({ path: countryPath, message: TAX_RESIDENCE_MESSAGES.unitedStatesListed });
    } else if (seen.has(country)) {
      issues.push({ path: countryPath, message: TAX_RESIDENCE_MESSAGES.duplicateCountry });
    }
    seen.add(country);
    if (!present(residency.taxIdentificationNumber)) {
      issues.push({
        path: ['taxResidencies', index, 'taxIdentificationNumber'],
        message: TAX_RESIDENCE_MESSAGES.foreignTinEmpty,
      });
    }
  });
  return issues;
}

function usIssues(answers: AbroadTaxAnswers): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (answers.taxUS) {
    const tin = validateUsTin(answers.taxIdentificationNumberUS ?? '');
    if (!tin.ok) issues.push({ path: ['taxIdentificationNumberUS'], message: tin.error });
  } else if (present(answers.taxIdentificationNumberUS)) {
    // AVG: what the law does not ask for is not collected.
    issues.push({
      path: ['taxIdentificationNumberUS'],
      message: TAX_RESIDENCE_MESSAGES.usTinNotAsked,
    });
  }
  if (answers.bornUS && (answers.usCitizen === null || answers.usCitizen === undefined)) {
    issues.push({ path: ['usCitizen'], message: TAX_RESIDENCE_MESSAGES.usCitizenUnanswered });
  }
  if (answers.usCitizen === true && !answers.taxUS) {
    issues.push({ path: ['taxUS'], message: TAX_RESIDENCE_MESSAGES.usCitizenIsUsPerson });
  }
  if (needsProofOfNoUsCitizenship(answers)) {
    if (!present(answers.clnCopy)) {
      issues.push({ path: ['clnCopy'], message: TAX_RESIDENCE_MESSAGES.clnRequired });
    }
    if (!present(answers.passportCopy?.voorkant)) {
      issues.push({
        path: ['passportCopy', 'voorkant'],
        message: TAX_RESIDENCE_MESSAGES.passportFrontRequired,
      });
    }
    if (!present(answers.passportCopy?.achterkant)) {
      issues.push({
        path: ['passportCopy', 'achterkant'],
        message: TAX_RESIDENCE_MESSAGES.passportBackRequired,
      });
    }
  } else {
    // AVG: copies the law does not ask for are not collected. An empty slot is no copy.
    if (present(answers.clnCopy)) {
      issues.push({ path: ['clnCopy'], message: TAX_RESIDENCE_MESSAGES.documentsNotAsked });
    }
    if (present(answers.passportCopy?.voorkant) || present(answers.passportCopy?.achterkant)) {
      issues.push({ path: ['passportCopy'], message: TAX_RESIDENCE_MESSAGES.documentsNotAsked });
    }
  }
  return issues;
}

/**
 * `uitsluitend`: the person is a tax resident of the Netherlands only. Then the answers below
 * must say the same. Paths relative to the person.
 */
export function solelyDutchTaxIssues(
  uitsluitend: boolean,
  answers: AbroadTaxAnswers,
): FieldIssue[] {
  if (!uitsluitend) return [];
  const issues: FieldIssue[] = [];
  if (!answers.taxResidentNL) {
    issues.push({
      path: ['abroadTax', 'taxResidentNL'],
      message: TAX_RESIDENCE_MESSAGES.solelyDutchNotResident,
    });
  }
  if (answers.taxResidencies.length > 0) {
    issues.push({
      path: ['abroadTax', 'taxResidencies'],
      message: TAX_RESIDENCE_MESSAGES.solelyDutchAbroad,
    });
  }
  if (answers.taxUS) {
    issues.push({
      path: ['abroadTax', 'taxUS'],
      message: TAX_RESIDENCE_MESSAGES.solelyDutchUsPerson,
    });
  }
  return issues;
}
