import { TextField, type TextFieldProps } from './TextField';

/**
 * A short answer typed in digits (years, an age, a percentage, a date): numeric keypad and a
 * narrow input. No autofill unless the caller names one, such as "bday".
 */
export function ShortNumericField(props: Omit<TextFieldProps, 'inputMode' | 'className'>) {
  return (
    <TextField inputMode="numeric" autoComplete="off" {...props} className="field-input-short" />
  );
}
