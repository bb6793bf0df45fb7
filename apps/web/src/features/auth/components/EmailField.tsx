import { TextField, type TextFieldProps } from '../../../ui/form';

export type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'spellCheck'>;

/** The account's e-mail address: an e-mail keyboard and no spelling marks on the address. */
export function EmailField({ autoComplete = 'email', ...props }: EmailFieldProps) {
  return (
    <TextField
      label="E-mailadres"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      spellCheck={false}
      {...props}
    />
  );
}
