import { APPLICANT_BLOCKS } from '@bp/domain';
import type { ApplicantFlowState } from '../../state';

/**
 * The visible labels of the fields whose values never reach the browser's storage
 * (`APPLICANT_SECRET_KEYS`): the form shows them, and a resumed application names them.
 */
export const SECRET_FIELD_LABELS = {
  bsn: 'Burgerservicenummer (BSN)',
  identiteitsbewijsCard: 'Documentnummer',
  taxIdentificationNumber: 'Fiscaal identificatienummer (TIN) in dat land',
  taxIdentificationNumberUS: 'Amerikaans fiscaal nummer (SSN of ITIN)',
} as const;

/** The headings of the form's person sections, as the investor sees them. */
export const PERSON_HEADINGS = {
  mijn: 'Uw persoonlijke gegevens',
  partner: 'Gegevens van uw partner',
  child: 'Gegevens van uw kind',
  contactPerson: 'Contactpersoon',
} as const;

/** The fields of one section of the form that must be typed again. */
export interface ClearedFields {
  heading: string;
  labels: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** A person's BSN and document number, and the TINs their stored tax answers ask for. */
function personSecrets(person: Record<string, unknown>): string[] {
  const labels: string[] = [SECRET_FIELD_LABELS.bsn, SECRET_FIELD_LABELS.identiteitsbewijsCard];
  const tax = record(person.abroadTax);
  if (tax.taxAbroad === 'ja') {
    const further = Array.isArray(tax.furtherTaxResidencies) ? tax.furtherTaxResidencies : [];
    // One TIN per country, each under its "Land n" legend.
    for (let land = 1; land <= further.length + 1; land++) {
      labels.push(`${SECRET_FIELD_LABELS.taxIdentificationNumber} (Land ${land})`);
    }
  }
  if (tax.taxUS === 'ja') labels.push(SECRET_FIELD_LABELS.taxIdentificationNumberUS);
  return labels;
}

/**
 * What a stored application lacks because its secrets were left out of the browser's storage:
 * for each section of the chosen applicant type, the fields to type again. Empty when step 3 was
 * never completed (nothing was cleared then: the step simply asks for everything).
 */
export function clearedSecretFields(applicant: ApplicantFlowState): ClearedFields[] {
  if (applicant.type === null || applicant.values === null) return [];
  const values = applicant.values;
  return APPLICANT_BLOCKS[applicant.type].map((block) => {
    if (block === 'company') {
      return {
        heading: PERSON_HEADINGS.contactPerson,
        labels: [SECRET_FIELD_LABELS.bsn, SECRET_FIELD_LABELS.identiteitsbewijsCard],
      };
    }
    return { heading: PERSON_HEADINGS[block], labels: personSecrets(record(values[block])) };
  });
}

/** The reason, naming what kinds of numbers were left out. */
export function clearedSecretsReason(cleared: readonly ClearedFields[]): string {
  const tin = cleared.some(({ labels }) =>
    labels.some(
      (label) =>
        label !== SECRET_FIELD_LABELS.bsn && label !== SECRET_FIELD_LABELS.identiteitsbewijsCard,
    ),
  );
  const numbers = tin ? 'uw BSN, documentnummer en fiscale nummers' : 'uw BSN en documentnummer';
  return `Om uw gegevens te beschermen bewaren we ${numbers} niet. Vul deze opnieuw in:`;
}

/** The whole message in one sentence, for a list of problems. */
export function clearedSecretsSentence(cleared: readonly ClearedFields[]): string {
  const parts = cleared.map(({ heading, labels }) => `${heading}: ${labels.join(', ')}`);
  return `${clearedSecretsReason(cleared)} ${parts.join('; ')}.`;
}
