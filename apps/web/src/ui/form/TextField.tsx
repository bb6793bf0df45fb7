import type { ComponentPropsWithRef } from 'react';
import { controlAria, LabelledField, type LabelledFieldProps } from './LabelledField';

export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'children'>, LabelledFieldProps {
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
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <input
        {...inputProps}
        ref={ref}
        id={id}
        type={type}
        className={className ? `field-input ${className}` : 'field-input'}
        {...controlAria({ id, hint, error }, extraDescribedBy)}
      />
    </LabelledField>
  );
}
