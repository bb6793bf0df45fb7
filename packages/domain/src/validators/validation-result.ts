/**
 * The outcome of checking user input: the normalised value, or one Dutch message that can be
 * shown beside the field as it is.
 */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; error: string };

export function valid<T>(value: T): ValidationResult<T> {
  return { ok: true, value };
}

export function invalid<T>(error: string): ValidationResult<T> {
  return { ok: false, error };
}

/** Removes every kind of space, including the no-break spaces that copy-paste brings along. */
export function withoutSpaces(input: string): string {
  return input.replace(/\s+/g, '');
}
