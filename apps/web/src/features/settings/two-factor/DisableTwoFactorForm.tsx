import { ACCOUNT_SECURITY_MESSAGES, type DisableTwoFactorRequest } from '@bp/api-schema';
import { useForm } from 'react-hook-form';
import {
  PasswordField,
  SecondFactorCodeField,
  SubmitButton,
  fieldErrorList,
  useApiSubmit,
} from '../../../ui/form';
import { AuthForm } from '../../auth';
import { disableTwoFactor } from './api';

const FIELDS = [
  { name: 'password', id: 'tweestaps-uit-wachtwoord' },
  { name: 'code', id: 'tweestaps-uit-code' },
] as const;

interface DisableTwoFactorFormProps {
  onDisabled: () => void;
  onCancel: () => void;
}

/** Turning two-step verification off: the password and a code (or a recovery code). */
export function DisableTwoFactorForm({ onDisabled, onCancel }: DisableTwoFactorFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DisableTwoFactorRequest>({
    defaultValues: { password: '', code: '' },
    shouldFocusError: false,
  });
  const { submit, onInvalid, serverErrors, failedAttempts } = useApiSubmit(
    async (body: DisableTwoFactorRequest) => {
      await disableTwoFactor(body);
      onDisabled();
    },
  );
  const fieldErrors = fieldErrorList(errors, FIELDS);
  return (
    <div className="stack">
      <AuthForm
        fieldErrors={fieldErrors}
        serverErrors={serverErrors}
        refusedTitle="Tweestapsverificatie is niet uitgezet"
        failedAttempts={failedAttempts}
        onSubmit={handleSubmit(submit, onInvalid)}
      >
        <PasswordField
          id="tweestaps-uit-wachtwoord"
          label="Uw wachtwoord"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', {
            validate: (value) => value !== '' || ACCOUNT_SECURITY_MESSAGES.passwordRequired,
          })}
        />
        <SecondFactorCodeField
          id="tweestaps-uit-code"
          allowRecoveryCode
          error={errors.code?.message}
          {...register('code', {
            validate: (value) => value.trim() !== '' || ACCOUNT_SECURITY_MESSAGES.codeRequired,
          })}
        />
        <div className="two-factor-actions">
          <SubmitButton busy={isSubmitting}>Definitief uitzetten</SubmitButton>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Annuleren
          </button>
        </div>
      </AuthForm>
    </div>
  );
}
