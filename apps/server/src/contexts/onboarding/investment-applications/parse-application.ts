import { investmentApplicationSchemaOn, type InvestmentApplication, type z } from '@bp/api-schema';
import type { CalendarDate } from '@bp/domain';
import type { FieldLabels } from '../../../http/field-labels';
import { invalidInput } from '../../../http/problem';
import { validationMessages, type ValidationIssue } from '../../../http/validation-messages';

/**
 * The body against the application schema on the server's "today" (its clock, in
 * Europe/Amsterdam): geldigTot and the ages are judged on the same day as everything else the
 * request does. Refused as every route refuses: one 422 listing each problem with its field.
 */
export function parseApplication(
  body: unknown,
  today: CalendarDate,
  labels: FieldLabels,
): InvestmentApplication {
  const parsed = investmentApplicationSchemaOn(today).safeParse(body);
  if (parsed.success) return parsed.data;
  throw invalidInput(validationMessages(parsed.error.issues.map(toValidationIssue), labels));
}

/** A zod issue in the shape fastify-type-provider-zod gives the error handler. */
function toValidationIssue(issue: z.core.$ZodIssue): ValidationIssue {
  return {
    keyword: issue.code,
    instancePath: `/${issue.path.map(String).join('/')}`,
    message: issue.message,
    params: issue.code === 'unrecognized_keys' ? { keys: issue.keys } : undefined,
  };
}
