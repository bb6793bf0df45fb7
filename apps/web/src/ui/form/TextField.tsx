import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, errorIdFor, hintIdFor } from './field-ids';
import { FieldError } from './FieldError';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'children'> {
  /** Also the anchor the error summary links to. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Ids of further elements that describe the input, such as a password checklist. */
  extraDescribedBy?: string;
}

/**
 * A labelled text input that works with react-hook-form's `register` (the ref is passed on).
 * Hint and error are tied to the input with aria-describedby; an error sets aria-invalid.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  extraDescribedBy,
  className,
  type = 'text',
  ref,
  ...inputProps
}: TextFieldProps) {
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
      <input
        {...inputProps}
        ref={ref}
        id={id}
        type={type}
        className={className ? `field-input ${className}` : 'field-input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          hint ? hintId : null,
          error ? errorId : null,
          extraDescribedBy,
        )}
      />
    </div>
  );
}
