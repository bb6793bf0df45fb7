import { fieldLabelFor, type FieldLabels } from './field-labels';

/** One validation problem: the shape fastify-type-provider-zod gives each zod issue. */
export interface ValidationIssue {
  /** zod's issue code, e.g. invalid_type, too_small, unrecognized_keys. */
  keyword: string;
  /** The field's path as a JSON pointer ("/funds/0/percentage"; "/" for the whole request). */
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

function unknownFields(params: Record<string, unknown> | undefined): string {
  const keys = Array.isArray(params?.keys) ? params.keys.map(String) : [];
  return keys.length === 1
    ? `Onbekend veld: ${keys.join('')}.`
    : `Onbekende velden: ${keys.join(', ')}.`;
}

function pathOf(instancePath: string): string[] {
  return instancePath.split('/').filter((segment) => segment !== '');
}

/**
 * One readable Dutch line per problem: "<Veld>: <melding>" with the route's own field labels,
 * or the bare message where there is no field to name. Every issue is kept, none merged away.
 */
export function validationMessages(
  issues: readonly ValidationIssue[],
  labels: FieldLabels = {},
): string[] {
  return issues.map((issue) => {
    const path = pathOf(issue.instancePath);
    const label = fieldLabelFor(path, issue.keyword, labels);
    if (issue.keyword === 'unrecognized_keys') {
      const text = unknownFields(issue.params);
      return label ? `${label}: ${text}` : text;
    }
    if (path.length === 0 && issue.keyword === 'invalid_type') {
      return 'Het verzoek bevat geen geldige gegevens.';
    }
    const text = issue.message ?? 'Ongeldige invoer.';
    return label ? `${label}: ${text}` : text;
  });
}
