import './form.css';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, errorIdFor, hintIdFor } from './field-ids';
import { FieldError } from './FieldError';

export interface CheckboxFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'type' | 'children'
> {
  id: string;
  /** May contain a link, e.g. to the privacy statement. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** A checkbox with its label beside it, usable with react-hook-form's `register`. */
export function CheckboxField({
  id,
  label,
  hint,
  error,
  className,
  ref,
  ...inputProps
}: CheckboxFieldProps) {
  const hintId = hintIdFor(id);
  const errorId = errorIdFor(id);
  return (
    <div className="field field-checkbox">
      <FieldError id={errorId} message={error} />
      <div className="checkbox-row">
        <input
          {...inputProps}
          ref={ref}
          id={id}
          type="checkbox"
          className={className ? `checkbox-input ${className}` : 'checkbox-input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
        />
        <label className="checkbox-label" htmlFor={id}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
