/**
 * How a route names its request fields in Dutch when it words a validation problem
 * ("E-mailadres: Vul een geldig e-mailadres in."). Each route supplies its own map through its
 * route config (`config: { fieldLabels }`); the one error handler reads it for every problem,
 * the schema's and those a service finds later (see `fieldProblem`).
 *
 * A key is a field path, its segments joined by dots; `#` stands for a position in a list and
 * `*` for any one segment. The longest key that matches the start of a problem's path wins. In
 * the label, `#` becomes the list position counting from 1 ('funds.#': 'Fonds #' → "Fonds 2").
 * A path no key matches is shown as it is ("funds.0.percentage").
 */
export type FieldLabel =
  /** Put before every problem with the field. */
  | string
  /** The schema words this field's messages itself; only zod's generic ones get the label. */
  | { readonly label: string; readonly genericOnly: true }
  /** Every message of this field already says what it is about: no label. */
  | null;

export type FieldLabels = Readonly<Record<string, FieldLabel>>;

/**
 * For fields whose schema says everything in whole sentences ("De looptijd moet minimaal 1 jaar
 * zijn."), which a prefix would only make worse; zod's own wording for a wrong type, value or
 * format never names the field, so those still get the label.
 */
export function genericOnly(label: string): FieldLabel {
  return { label, genericOnly: true };
}

/** zod's issue codes whose message never names the field. */
const GENERIC_CODES = new Set(['invalid_type', 'invalid_value', 'invalid_format']);

const LIST_POSITION = /^\d+$/;

interface Match {
  label: FieldLabel;
  /** The list position the key's `#` stood for, if any. */
  position: number | null;
  length: number;
}

function matchKey(key: string, label: FieldLabel, path: readonly string[]): Match | null {
  const parts = key.split('.');
  if (parts.length > path.length) return null;
  let position: number | null = null;
  for (const [index, part] of parts.entries()) {
    const segment = path[index] ?? '';
    if (part === '#') {
      if (!LIST_POSITION.test(segment)) return null;
      position ??= Number(segment) + 1;
    } else if (part !== '*' && part !== segment) {
      return null;
    }
  }
  return { label, position, length: parts.length };
}

/**
 * The label to put before a problem at `path` with zod's issue `code`, or null for none (the
 * problem is about the request as a whole, or its message names the field itself).
 */
export function fieldLabelFor(
  path: readonly string[],
  code: string,
  labels: FieldLabels,
): string | null {
  if (path.length === 0) return null;
  let best: Match | null = null;
  for (const [key, label] of Object.entries(labels)) {
    const match = matchKey(key, label, path);
    if (match && (!best || match.length > best.length)) best = match;
  }
  if (!best) return path.join('.');
  const { label, position } = best;
  if (label === null) return null;
  if (typeof label !== 'string' && !GENERIC_CODES.has(code)) return null;
  const text = typeof label === 'string' ? label : label.label;
  return position === null ? text : text.replace('#', String(position));
}

/** The account fields the login, registration and password routes share. */
export const ACCOUNT_FIELD_LABELS = {
  email: 'E-mailadres',
  password: 'Wachtwoord',
} as const satisfies FieldLabels;

/** A period in a query string, as the transactions and returns routes take it. */
export const PERIOD_FIELD_LABELS = {
  van: 'Begindatum',
  tot: 'Einddatum',
} as const satisfies FieldLabels;
