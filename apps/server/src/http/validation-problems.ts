import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * The calculation and questionnaire routes validate with `attachValidation` and word the
 * problems themselves: their schemas already say most things in whole Dutch sentences ("De
 * looptijd mag niet langer zijn dan 50 jaar."), which a generic "veld: melding" prefix would
 * only make worse, and a bad path parameter there means "not found" rather than "invalid".
 */

/** Where a request failed its schema, and every problem as a Dutch line. */
export interface ValidationFailure {
  part: 'body' | 'params' | 'querystring' | 'headers';
  messages: string[];
}

/** One problem as zod reported it: the field's path, zod's issue code and the message. */
export interface FieldIssue {
  path: readonly string[];
  code: string;
  message: string;
}

/**
 * The Dutch label to put before a problem ("Geboortedatum: …"), or null when the message
 * already says which field it is about.
 */
export type LabelFor = (issue: FieldIssue) => string | null;

/** zod's own wording for these codes never names the field, so they always get a label. */
const GENERIC_CODES = new Set(['invalid_type', 'invalid_value', 'invalid_format']);

export function isGenericIssue(issue: FieldIssue): boolean {
  return GENERIC_CODES.has(issue.code);
}

function unknownFieldsText(keys: readonly string[]): string {
  return keys.length === 1
    ? `Onbekend veld: ${keys.join('')}.`
    : `Onbekende velden: ${keys.join(', ')}.`;
}

/** The Dutch line for one issue. */
export function describeIssue(issue: FieldIssue, keys: readonly string[], labelFor: LabelFor) {
  const label = issue.path.length > 0 ? labelFor(issue) : null;
  if (issue.code === 'unrecognized_keys') {
    const text = unknownFieldsText(keys);
    return label ? `${label}: ${text}` : text;
  }
  if (issue.path.length === 0 && issue.code === 'invalid_type') {
    return 'Het verzoek bevat geen geldige gegevens.';
  }
  return label ? `${label}: ${issue.message}` : issue.message;
}

const PARTS = new Set<ValidationFailure['part']>(['body', 'params', 'querystring', 'headers']);

function isPart(value: unknown): value is ValidationFailure['part'] {
  return PARTS.has(value as ValidationFailure['part']);
}

/** The request's attached validation error as Dutch lines; null when the request is valid. */
export function validationFailureOf(
  request: FastifyRequest,
  labelFor: LabelFor,
): ValidationFailure | null {
  const error = request.validationError;
  if (!error) return null;
  const part = isPart(error.validationContext) ? error.validationContext : 'body';
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return { part, messages: ['Het verzoek bevat geen geldige gegevens.'] };
  }
  // Typed here: Fastify declares the attached error's `validation` as any.
  const items: readonly FastifySchemaValidationError[] = error.validation;
  const messages = items.map((item) => {
    const keys = Array.isArray(item.params.keys) ? item.params.keys.map(String) : [];
    const issue: FieldIssue = {
      path: item.instancePath.split('/').filter((segment) => segment !== ''),
      code: item.keyword,
      message: item.message ?? 'Ongeldige invoer.',
    };
    return describeIssue(issue, keys, labelFor);
  });
  return { part, messages };
}
