import { dueDiligenceEvidenceIssue, dueDiligenceSchema, type DueDiligence } from '@bp/api-schema';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { flowMemory } from './flow-memory';
import type { ApplicantFormValues, YesNo } from './form-values';

/**
 * The Wwft questions of step 3 (PEP, origin of the money, evidence): the form's values, what
 * `POST /api/investment-applications` reads of them as `dueDiligence`, and the answers checked by
 * "Volgende", kept in memory for step 4 like the applicant.
 */
export interface DueDiligenceValues {
  pep: YesNo;
  pepFunctie: string;
  herkomstVermogen: string;
  herkomstToelichting: string;
  /** Upload id of the evidence; asked from the first-deposit threshold on. */
  bewijsUpload: string;
}

export function emptyDueDiligence(): DueDiligenceValues {
  return {
    pep: '',
    pepFunctie: '',
    herkomstVermogen: '',
    herkomstToelichting: '',
    bewijsUpload: '',
  };
}

/** Only what the answers ask for; unanswered is absent, so the schema asks the question. */
export function toDueDiligenceInput(values: DueDiligenceValues): unknown {
  const pep = values.pep === '' ? undefined : values.pep === 'ja';
  return {
    pep,
    ...(pep === true ? { pepFunctie: values.pepFunctie } : {}),
    herkomstVermogen: values.herkomstVermogen === '' ? undefined : values.herkomstVermogen,
    ...(values.herkomstVermogen === 'anders'
      ? { herkomstToelichting: values.herkomstToelichting }
      : {}),
    ...(values.bewijsUpload === '' ? {} : { bewijsUpload: values.bewijsUpload }),
  };
}

type Checked =
  { ok: true; value: DueDiligence } | { ok: false; errors: Record<string, FieldError> };

/**
 * The answers checked with the api-schema's own rules, the evidence against the flow's first
 * deposit; errors at their form paths ("dueDiligence.pep").
 */
export function checkDueDiligence(
  values: DueDiligenceValues,
  initialDeposit: string | null,
): Checked {
  const errors: Record<string, FieldError> = {};
  const result = dueDiligenceSchema.safeParse(toDueDiligenceInput(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = ['dueDiligence', ...issue.path.map(String)].join('.');
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { ok: false, errors };
  }
  const evidence = dueDiligenceEvidenceIssue(initialDeposit, result.data);
  if (evidence) {
    errors[evidence.path.join('.')] = { type: 'custom', message: evidence.message };
    return { ok: false, errors };
  }
  return { ok: true, value: result.data };
}

const remembered = flowMemory<DueDiligence>();

export function rememberDueDiligence(answers: DueDiligence): void {
  remembered.remember(answers);
}

/** For step 4: the answers of step 3, or null after a reload (step 3 is then done again). */
export function dueDiligenceForApplication(): DueDiligence | null {
  return remembered.read();
}

/**
 * The applicant form's resolver with the Wwft questions checked too: their errors join the
 * applicant's, under `dueDiligence`.
 */
export function withDueDiligence(
  inner: Resolver<ApplicantFormValues>,
  firstDeposit: () => string | null,
): Resolver<ApplicantFormValues> {
  return async (values, context, options) => {
    const result = await inner(values, context, options);
    const checked = checkDueDiligence(values.dueDiligence, firstDeposit());
    if (checked.ok) return result;
    return { values: {}, errors: { ...result.errors, ...toNestErrors(checked.errors, options) } };
  };
}

export function forgetDueDiligence(): void {
  remembered.forget();
}
