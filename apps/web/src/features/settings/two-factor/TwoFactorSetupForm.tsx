import type { RecoveryCodes, TwoFactorSetup } from '@bp/api-schema';
import { useForm } from 'react-hook-form';
import {
  SecondFactorCodeField,
  SubmitButton,
  fieldErrorList,
  useApiSubmit,
} from '../../../ui/form';
import { AuthForm } from '../../auth';
import { confirmTwoFactor } from './api';

export const SETUP_CODE_REQUIRED = 'Vul de code uit uw authenticator-app in.';

interface TwoFactorSetupFormProps {
  setup: TwoFactorSetup;
  onConfirmed: (codes: RecoveryCodes) => void;
  onCancel: () => void;
}

/** Adding the secret to the app (QR code, or typed in) and confirming with its first code. */
export function TwoFactorSetupForm({ setup, onConfirmed, onCancel }: TwoFactorSetupFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { code: '' }, shouldFocusError: false });
  const { submit, onInvalid, serverErrors, failedAttempts } = useApiSubmit(
    async ({ code }: { code: string }) => onConfirmed(await confirmTwoFactor(code)),
  );
  const fieldErrors = fieldErrorList(errors, [{ name: 'code', id: 'tweestaps-code' }]);
  return (
    <div className="stack">
      <ol className="stack two-factor-steps">
        <li>
          Open uw authenticator-app (bijvoorbeeld Google Authenticator, Microsoft Authenticator of
          de app van uw wachtwoordmanager) en scan deze QR-code:
          <img
            className="two-factor-qr"
            src={setup.qrCode}
            width={200}
            height={200}
            alt="QR-code om uw account toe te voegen aan uw authenticator-app"
          />
        </li>
        <li>
          Kunt u niet scannen? Voer dan deze sleutel in de app in (tijdgebaseerd, 6 cijfers):
          <p>
            <code className="two-factor-secret" aria-label={`Sleutel: ${setup.secret}`}>
              {setup.secret}
            </code>
          </p>
        </li>
        <li>Vul hieronder de code in die de app nu toont.</li>
      </ol>
      <AuthForm
        fieldErrors={fieldErrors}
        serverErrors={serverErrors}
        refusedTitle="Tweestapsverificatie is niet aangezet"
        failedAttempts={failedAttempts}
        onSubmit={handleSubmit(submit, onInvalid)}
      >
        <SecondFactorCodeField
          id="tweestaps-code"
          error={errors.code?.message}
          {...register('code', {
            validate: (value) => value.trim() !== '' || SETUP_CODE_REQUIRED,
          })}
        />
        <div className="two-factor-actions">
          <SubmitButton busy={isSubmitting}>Code bevestigen</SubmitButton>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Annuleren
          </button>
        </div>
      </AuthForm>
    </div>
  );
}
