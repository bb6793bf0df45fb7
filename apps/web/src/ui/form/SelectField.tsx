import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, errorIdFor, hintIdFor } from './field-ids';
import { FieldError } from './FieldError';

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  /** Also the anchor the error summary links to. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/**
 * A labelled select, the TextField of choices: works with react-hook-form's `register` (the ref
 * is passed on); hint and error are tied to it with aria-describedby, an error sets aria-invalid.
 */
export function SelectField({
  id,
  label,
  hint,
  error,
  ref,
  children,
  ...selectProps
}: SelectFieldProps) {
  const hintId = hintIdFor(id);
  const errorId = errorIdFor(id);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
      <select
        {...selectProps}
        ref={ref}
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
      >
        {children}
      </select>
    </div>
  );
}
