import type { ReactNode } from 'react';
import { describedBy, errorIdFor, hintIdFor } from './field-ids';
import { FieldError } from './FieldError';

/** What a labelled control shares: its id (also the error summary's anchor), label, hint, error. */
export interface LabelledFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/**
 * The ARIA a labelled control needs: its hint and error (and `extra` ids) describe it, an error
 * marks it invalid.
 */
export function controlAria(
  { id, hint, error }: Omit<LabelledFieldProps, 'label'>,
  extra?: string,
): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(
      hint ? hintIdFor(id) : null,
      error ? errorIdFor(id) : null,
      extra,
    ),
  };
}

/** Label, hint and error above the control, as TextField and SelectField show them. */
export function LabelledField({
  id,
  label,
  hint,
  error,
  children,
}: LabelledFieldProps & { children: ReactNode }) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintIdFor(id)} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorIdFor(id)} message={error} />
      {children}
    </div>
  );
}
