import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { SummaryError } from './FormErrorSummary';

/**
 * The field errors of a react-hook-form in the order the fields appear on screen (the resolver
 * reports them in schema order), each pointing at its input.
 */
export function fieldErrorList<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: ReadonlyArray<{ name: keyof T & string; id: string }>,
): SummaryError[] {
  const list: SummaryError[] = [];
  for (const { name, id } of fields) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message.length > 0) list.push({ message, fieldId: id });
  }
  return list;
}
