/**
 * The outcome of a calculation: the result, or every problem with the input as Dutch messages
 * that can be shown to the user as they are (the API returns them as errors.ErrorMessage).
 */
export type CalculationOutcome<T> = { ok: true; value: T } | { ok: false; errors: string[] };

export function succeeded<T>(value: T): CalculationOutcome<T> {
  return { ok: true, value };
}

export function failed<T>(errors: string[]): CalculationOutcome<T> {
  return { ok: false, errors };
}
