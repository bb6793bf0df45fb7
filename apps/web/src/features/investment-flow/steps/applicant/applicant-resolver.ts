import { investmentApplicationSchemas, type InvestmentApplicant } from '@bp/api-schema';
import { APPLICATION_FIELD_MESSAGES } from '@bp/domain';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { toApplicantInput } from './applicant-input';
import type { ApplicantFormValues } from './form-values';

type ApplicantSchemas = typeof investmentApplicationSchemas.applicantPerType;

/**
 * Checks the form with the api-schema's applicant step of the chosen type (the server's own
 * schema), each error at its field's path.
 */
export function applicantResolver(
  schemas: ApplicantSchemas = investmentApplicationSchemas.applicantPerType,
): Resolver<ApplicantFormValues> {
  return (values, _context, options) => {
    if (values.type === '') {
      const errors = {
        type: { type: 'required', message: APPLICATION_FIELD_MESSAGES.applicantType },
      };
      return { values: {}, errors: toNestErrors(errors, options) };
    }
    const result = schemas[values.type].safeParse(toApplicantInput(values, values.type));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** The applicant of a valid form, normalised as the server stores it; null while it is not. */
export function parseApplicant(
  values: ApplicantFormValues,
  schemas: ApplicantSchemas = investmentApplicationSchemas.applicantPerType,
): InvestmentApplicant | null {
  if (values.type === '') return null;
  const result = schemas[values.type].safeParse(toApplicantInput(values, values.type));
  return result.success ? result.data : null;
}
