import type { ApplicantType } from '@bp/domain';

/**
 * Step 3 (applicant) in the persisted flow: the applicant type, the form's values without the
 * secrets, the uploads by id and the chosen known relations.
 *
 * Privacy (AVG): the BSN, the identity document number and the tax identification numbers never
 * reach the persisted state (`withoutSecrets`); they stay in the form and in memory only, so after
 * a reload the investor types them again. Files never reach it either: they wait in IndexedDB
 * (`files`) until sent, and only the returned upload id, name and size are kept here.
 */

/** Keys whose values are never persisted, at any depth of the applicant's values. */
export const APPLICANT_SECRET_KEYS: ReadonlySet<string> = new Set([
  'bsn',
  'identiteitsbewijsCard',
  'taxIdentificationNumber',
  'taxIdentificationNumberUS',
]);

/** A file sent with POST /api/uploads: what the form shows of it and the id it sends. */
export interface SentUpload {
  id: string;
  name: string;
  size: number;
  type: string;
}

export interface ApplicantFlowState {
  type: ApplicantType | null;
  /** The form's values as typed (texts), secrets left out; null until "Volgende" stored them. */
  values: Record<string, unknown> | null;
  /** Sent uploads by the form path of their field ("child.kopie.voorkant"). */
  uploads: Record<string, SentUpload>;
  /** The known partner or child chosen instead of typed again (prefill's relation id). */
  relationId: number | null;
  /** The investor confirmed the differences with their known personal information. */
  confirmPersonalDataChanges: boolean;
}

export function initialApplicantState(): ApplicantFlowState {
  return {
    type: null,
    values: null,
    uploads: {},
    relationId: null,
    confirmPersonalDataChanges: false,
  };
}

/** A copy of `value` without the secret keys at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!APPLICANT_SECRET_KEYS.has(key)) copy[key] = withoutSecrets(item);
  }
  return copy;
}
