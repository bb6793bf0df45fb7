import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../../../ui/form';
import { PasswordChecklist } from './PasswordChecklist';

export interface NewPasswordFieldsProps {
  /** The inputs get the ids `<prefix>-password` and `<prefix>-password-repeat`. */
  idPrefix: string;
  label: string;
  repeatLabel: string;
  /** What is typed now, for the checklist. */
  password: string;
  /** The account's address, which the password may not equal. */
  email?: string;
  passwordInput: UseFormRegisterReturn;
  repeatInput: UseFormRegisterReturn;
  passwordError: string | undefined;
  repeatError: string | undefined;
}

/** Choosing a password: the input, the rules it must meet as they are met, and the repeat. */
export function NewPasswordFields({
  idPrefix,
  label,
  repeatLabel,
  password,
  email,
  passwordInput,
  repeatInput,
  passwordError,
  repeatError,
}: NewPasswordFieldsProps) {
  const checklistId = `${idPrefix}-password-rules`;
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={label}
        autoComplete="new-password"
        error={passwordError}
        extraDescribedBy={checklistId}
        {...passwordInput}
      />
      <PasswordChecklist id={checklistId} password={password} email={email} />
      <PasswordField
        id={`${idPrefix}-password-repeat`}
        label={repeatLabel}
        autoComplete="new-password"
        error={repeatError}
        {...repeatInput}
      />
    </>
  );
}
