import type { ComponentPropsWithRef } from 'react';
import { controlAria, LabelledField, type LabelledFieldProps } from './LabelledField';

export interface SelectFieldProps
  extends Omit<ComponentPropsWithRef<'select'>, 'id'>, LabelledFieldProps {}

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
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <select
        {...selectProps}
        ref={ref}
        id={id}
        className="field-input"
        {...controlAria({ id, hint, error })}
      >
        {children}
      </select>
    </LabelledField>
  );
}
