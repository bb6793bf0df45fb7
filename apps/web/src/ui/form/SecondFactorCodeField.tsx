import { TextField, type TextFieldProps } from './TextField';

export const SECOND_FACTOR_CODE_LABEL = 'Code uit uw authenticator-app';

export type SecondFactorCodeFieldProps = Omit<TextFieldProps, 'label' | 'type'> & {
  label?: string;
  /** A recovery code is typed here too ("ABCDE-FGHJK"): letters allowed, no numeric keypad. */
  allowRecoveryCode?: boolean;
};

/**
 * The six digits of two-step verification: numeric keypad on a phone, filled in from an SMS or
 * the app where the platform offers it (autocomplete one-time-code), no spelling help.
 */
export function SecondFactorCodeField({
  label = SECOND_FACTOR_CODE_LABEL,
  allowRecoveryCode = false,
  hint,
  ...props
}: SecondFactorCodeFieldProps) {
  return (
    <TextField
      label={label}
      hint={
        hint ??
        (allowRecoveryCode
          ? 'De 6 cijfers die uw authenticator-app nu toont, of een van uw herstelcodes.'
          : 'De 6 cijfers die uw authenticator-app nu toont.')
      }
      inputMode={allowRecoveryCode ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={allowRecoveryCode ? 20 : 12}
      {...props}
    />
  );
}
