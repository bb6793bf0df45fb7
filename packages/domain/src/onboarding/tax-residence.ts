import { validateUsTin } from '../validators/us-tin';
import type { FieldIssue } from './field-issue';

/**
 * The tax questions of an application (FATCA and CRS, DOMAIN.md): where the person is a tax
 * resident, with a tax identification number (TIN) per foreign country (the Dutch one is the
 * BSN); whether they are a US person with their US TIN; and, born in the United States without
 * US citizenship, proof that they are no US citizen: a Certificate of Loss of Nationality and a
 * non-US passport.
 *
 * The answers carry the spec's names (§3 "Application data", abroadTax): `taxNL`, `taxAbroad`
 * with the foreign `country` and its `taxIdentificationNumber`, `taxUS`,
 * `taxIdentificationNumberUS`, `bornUS`, `CLN`, `passport` (`voorkant`, `achterkant`) and the
 * flags `copyCLN` and `copyPassport` (a copy is attached). What the spec does not have sits
 * beside them: `furtherTaxResidencies` (a second and later foreign country) and `usCitizen`.
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
  foreignCountryEmpty: 'Kies het andere land waar u belastingplichtig bent.',
  abroadNotAsked:
    'U heeft aangegeven niet in een ander land belastingplichtig te zijn: vul dan geen land of TIN in.',
  copyFlagMismatch: 'Geef alleen aan dat u een kopie meestuurt als u die ook uploadt.',
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
  taxNL: boolean;
  taxAbroad: boolean;
  /** The (first) foreign country of tax residence, when `taxAbroad`. */
  country?: string | null | undefined;
  taxIdentificationNumber?: string | null | undefined;
  /** A second and later foreign country, beside the spec's one. */
  furtherTaxResidencies: readonly TaxResidency[];
  taxUS: boolean;
  taxIdentificationNumberUS?: string | null | undefined;
  bornUS: boolean;
  usCitizen?: boolean | null | undefined;
  copyCLN?: boolean | null | undefined;
  /** Upload id of the Certificate of Loss of Nationality. */
  CLN?: string | null | undefined;
  copyPassport?: boolean | null | undefined;
  /** Upload ids of both sides of a non-US passport. */
  passport?: { voorkant?: string | null; achterkant?: string | null } | null | undefined;
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
  if (!answers.taxNL && !answers.taxAbroad) {
    issues.push({ path: ['taxNL'], message: TAX_RESIDENCE_MESSAGES.noResidence });
  }
  if (!answers.taxAbroad) {
    // AVG: what the law does not ask for is not collected.
    if (
      present(answers.country) ||
      present(answers.taxIdentificationNumber) ||
      answers.furtherTaxResidencies.length > 0
    ) {
      issues.push({ path: ['taxAbroad'], message: TAX_RESIDENCE_MESSAGES.abroadNotAsked });
    }
    return issues;
  }
  if (!present(answers.country)) {
    issues.push({ path: ['country'], message: TAX_RESIDENCE_MESSAGES.foreignCountryEmpty });
  }
  const residencies: { path: (string | number)[]; residency: Partial<TaxResidency> }[] = [
    {
      path: [],
      residency: {
        country: answers.country ?? '',
        taxIdentificationNumber: answers.taxIdentificationNumber ?? '',
      },
    },
    ...answers.furtherTaxResidencies.map((residency, index) => ({
      path: ['furtherTaxResidencies', index],
      residency,
    })),
  ];
  const seen = new Set<string>();
  for (const { path, residency } of residencies) {
    const country = (residency.country ?? '').toUpperCase();
    const countryPath = [...path, 'country'];
    if (country === NETHERLANDS) {
      issues.push({ path: countryPath, message: TAX_RESIDENCE_MESSAGES.netherlandsListed });
    } else if (country === UNITED_STATES) {
      issues.push({ path: countryPath, message: TAX_RESIDENCE_MESSAGES.unitedStatesListed });
    } else if (country !== '' && seen.has(country)) {
      issues.push({ path: countryPath, message: TAX_RESIDENCE_MESSAGES.duplicateCountry });
    }
    seen.add(country);
    if (!present(residency.taxIdentificationNumber)) {
      issues.push({
        path: [...path, 'taxIdentificationNumber'],
        message: TAX_RESIDENCE_MESSAGES.foreignTinEmpty,
      });
    }
  }
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
  const hasCln = present(answers.CLN);
  const hasPassport = present(answers.passport?.voorkant) || present(answers.passport?.achterkant);
  if (needsProofOfNoUsCitizenship(answers)) {
    if (!hasCln) {
      issues.push({ path: ['CLN'], message: TAX_RESIDENCE_MESSAGES.clnRequired });
    }
    if (!present(answers.passport?.voorkant)) {
      issues.push({
        path: ['passport', 'voorkant'],
        message: TAX_RESIDENCE_MESSAGES.passportFrontRequired,
      });
    }
    if (!present(answers.passport?.achterkant)) {
      issues.push({
        path: ['passport', 'achterkant'],
        message: TAX_RESIDENCE_MESSAGES.passportBackRequired,
      });
    }
  } else {
    // AVG: copies the law does not ask for are not collected. An empty slot is no copy.
    if (hasCln) {
      issues.push({ path: ['CLN'], message: TAX_RESIDENCE_MESSAGES.documentsNotAsked });
    }
    if (hasPassport) {
      issues.push({ path: ['passport'], message: TAX_RESIDENCE_MESSAGES.documentsNotAsked });
    }
  }
  // The flags say a copy is attached; when given they must agree with the uploads.
  if (answers.copyCLN !== null && answers.copyCLN !== undefined && answers.copyCLN !== hasCln) {
    issues.push({ path: ['copyCLN'], message: TAX_RESIDENCE_MESSAGES.copyFlagMismatch });
  }
  if (
    answers.copyPassport !== null &&
    answers.copyPassport !== undefined &&
    answers.copyPassport !== hasPassport
  ) {
    issues.push({ path: ['copyPassport'], message: TAX_RESIDENCE_MESSAGES.copyFlagMismatch });
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
  if (!answers.taxNL) {
    issues.push({
      path: ['abroadTax', 'taxNL'],
      message: TAX_RESIDENCE_MESSAGES.solelyDutchNotResident,
    });
  }
  if (answers.taxAbroad) {
    issues.push({
      path: ['abroadTax', 'taxAbroad'],
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
