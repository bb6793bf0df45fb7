/** Dutch names of the request fields, so "E-mailadres: …" reads better than "email: …". */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'E-mailadres',
  password: 'Wachtwoord',
  consent: 'Akkoord',
  token: 'Link',
  cookieName: 'Cookienaam',
  isHttpOnly: 'isHttpOnly',
  raw: 'raw',
  sameSite: 'sameSite',
  id: 'Contract',
  documentId: 'Document',
  van: 'Begindatum',
  tot: 'Einddatum',
  pagina: 'Pagina',
  perPagina: 'Aantal per pagina',
  formaat: 'Formaat',
  productCode: 'Productcode',
};

/** The shape fastify-type-provider-zod gives each zod issue in `error.validation`. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** "<Veld>: <melding>", the form every field-level problem takes. */
export function fieldMessage(field: string, text: string): string {
  return `${FIELD_LABELS[field] ?? field}: ${text}`;
}

function fieldLabel(instancePath: string): string | null {
  const segments = instancePath.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return null;
  const [first] = segments;
  if (segments.length === 1 && first !== undefined && FIELD_LABELS[first]) {
    return FIELD_LABELS[first];
  }
  return segments.join('.');
}

function unknownFields(params: Record<string, unknown> | undefined): string {
  const keys = Array.isArray(params?.keys) ? params.keys.map(String) : [];
  return keys.length === 1
    ? `Onbekend veld: ${keys.join('')}.`
    : `Onbekende velden: ${keys.join(', ')}.`;
}

/**
 * One readable Dutch line per problem: "<Veld>: <melding>", or the bare message for problems
 * with the request as a whole. Every issue is kept, none is merged away.
 */
export function validationMessages(issues: readonly ValidationIssue[]): string[] {
  return issues.map((issue) => {
    const label = fieldLabel(issue.instancePath);
    if (issue.keyword === 'unrecognized_keys') {
      const text = unknownFields(issue.params);
      return label ? `${label}: ${text}` : text;
    }
    if (!label && issue.keyword === 'invalid_type')
      return 'Het verzoek bevat geen geldige gegevens.';
    const text = issue.message ?? 'Ongeldige invoer.';
    return label ? `${label}: ${text}` : text;
  });
}
