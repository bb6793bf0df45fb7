import type { LoginTotpResponse } from '@bp/api-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { HttpError } from '../../../lib/http';
import {
  SecondFactorCodeField,
  SubmitButton,
  fieldErrorList,
  useApiSubmit,
} from '../../../ui/form';
import { logInWithCode } from '../api/login';
import { AuthForm } from './AuthForm';

export const CODE_REQUIRED = 'Vul de code uit uw authenticator-app in.';
export const RECOVERY_CODE_REQUIRED = 'Vul een van uw herstelcodes in.';

interface TwoFactorLoginStepProps {
  onLoggedIn: (user: LoginTotpResponse) => Promise<void> | void;
  /** Back to e-mail address and password (the pending login expired, or the user wants to). */
  onRestart: () => void;
}

/**
 * The login's second step when two-step verification is on: the six digits from the app, or
 * (when the phone is not at hand) one of the recovery codes.
 */
export function TwoFactorLoginStep({ onLoggedIn, onRestart }: TwoFactorLoginStepProps) {
  const [recovery, setRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { code: '' }, shouldFocusError: false });
  const { submit, onInvalid, serverError, serverErrors, failedAttempts } = useApiSubmit(
    async ({ code }: { code: string }) => onLoggedIn(await logInWithCode({ code })),
  );
  // 401: the pending login is gone (expired after 5 minutes): start again.
  const expired = serverError instanceof HttpError && serverError.status === 401;

  const switchKind = () => {
    setRecovery((value) => !value);
    // The field is the same input with another label: keep the cursor there.
    setTimeout(() => setFocus('code'), 0);
  };

  return (
    <section className="stack" aria-labelledby="login-two-factor">
      <h2 id="login-two-factor">Tweestapsverificatie</h2>
      <p>
        {recovery
          ? 'Vul een van de herstelcodes in die u bij het aanzetten van tweestapsverificatie heeft bewaard. Elke code werkt één keer.'
          : 'Uw wachtwoord klopt. Vul de code in die uw authenticator-app nu toont.'}
      </p>
      <AuthForm
        fieldErrors={fieldErrorList(errors, [{ name: 'code', id: 'login-code' }])}
        serverErrors={serverErrors}
        refusedTitle="Inloggen is niet gelukt"
        failedAttempts={failedAttempts}
        onSubmit={handleSubmit(submit, onInvalid)}
        summaryHelp={
          expired ? (
            <button type="button" className="btn btn-secondary" onClick={onRestart}>
              Opnieuw inloggen
            </button>
          ) : null
        }
      >
        <SecondFactorCodeField
          id="login-code"
          label={recovery ? 'Herstelcode' : undefined}
          hint={recovery ? 'Bijvoorbeeld ABCDE-FGHJK.' : undefined}
          allowRecoveryCode={recovery}
          error={errors.code?.message}
          {...register('code', {
            validate: (value) =>
              value.trim() !== '' || (recovery ? RECOVERY_CODE_REQUIRED : CODE_REQUIRED),
          })}
        />
        <SubmitButton busy={isSubmitting}>Inloggen</SubmitButton>
      </AuthForm>
      <p className="auth-links">
        <button type="button" className="btn-link" onClick={switchKind}>
          {recovery ? 'Gebruik de code uit de app' : 'Gebruik een herstelcode'}
        </button>
        <button type="button" className="btn-link" onClick={onRestart}>
          Terug naar inloggen
        </button>
      </p>
    </section>
  );
}
