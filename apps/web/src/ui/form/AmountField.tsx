import { TextField, type TextFieldProps } from './TextField';

/** A euro amount typed the Dutch way ("10.000", "1.234,56"): decimal keypad, no autofill. */
export function AmountField(props: Omit<TextFieldProps, 'inputMode' | 'autoComplete'>) {
  return <TextField inputMode="decimal" autoComplete="off" {...props} />;
}
