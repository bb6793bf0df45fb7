import { ACCOUNT_SECURITY_MESSAGES } from '@bp/api-schema';
import type { FieldValues, Path, RegisterOptions, UseFormRegister } from 'react-hook-form';
import { useAppStore } from '../../lib/store';
import { PasswordField } from './PasswordField';
import { SecondFactorCodeField } from './SecondFactorCodeField';

interface PasswordAgainFieldsProps<T extends FieldValues> {
  /** The fields' ids: `<idPrefix>-wachtwoord` and `<idPrefix>-code`. */
  idPrefix: string;
  /** Why the password is asked again ("Ter bevestiging: …"). */
  hint: string;
  register: UseFormRegister<T>;
  passwordField: Path<T>;
  passwordRules?: RegisterOptions<T, Path<T>>;
  passwordError?: string | undefined;
  codeField: Path<T>;
  codeError?: string | undefined;
}

/**
 * The password asked again before a sensitive write (a sale, a new IBAN, a new e-mail address,
 * the data export), and beside it the code of two-step verification when that is on (the server
 * asks it then: `confirmPasswordAndCode`). The code field is registered only when shown, so a
 * form without it sends an empty code (leave it out of the request then).
 */
export function PasswordAgainFields<T extends FieldValues>({
  idPrefix,
  hint,
  register,
  passwordField,
  passwordRules,
  passwordError,
  codeField,
  codeError,
}: PasswordAgainFieldsProps<T>) {
  const asksCode = useAppStore((state) => state.user?.twoFactorEnabled === true);
  return (
    <>
      <PasswordField
        id={`${idPrefix}-wachtwoord`}
        label="Uw wachtwoord"
        hint={hint}
        autoComplete="current-password"
        error={passwordError}
        {...register(passwordField, passwordRules)}
      />
      {asksCode && (
        <SecondFactorCodeField
          id={`${idPrefix}-code`}
          allowRecoveryCode
          error={codeError}
          {...register(codeField, {
            validate: (text: string) =>
              text.trim() !== '' || ACCOUNT_SECURITY_MESSAGES.codeRequired,
          } as RegisterOptions<T, Path<T>>)}
        />
      )}
    </>
  );
}
