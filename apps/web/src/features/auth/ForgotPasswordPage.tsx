import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@bp/api-schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { SubmitButton, fieldErrorList, focusOnMount, useApiSubmit } from '../../ui/form';
import { requestPasswordReset } from './api';
import { AuthForm } from './components/AuthForm';
import { EmailField } from './components/EmailField';
import './auth.css';

const FIELDS = [{ name: 'email', id: 'forgot-email' }] as const;

export function ForgotPasswordPage() {
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
    shouldFocusError: false,
  });

  const { submit, onInvalid, serverErrors, failedAttempts } = useApiSubmit(
    async (request: ForgotPasswordRequest) => {
      setConfirmation(await requestPasswordReset(request));
    },
  );

  return (
    <div className="page auth-page stack">
      <h1 className="page-title">Wachtwoord vergeten</h1>
      {confirmation ? (
        <section className="alert alert-success stack auth-outcome" aria-labelledby="forgot-sent">
          <h2 id="forgot-sent" tabIndex={-1} ref={focusOnMount}>
            Verzoek ontvangen
          </h2>
          <p>{confirmation}</p>
          <p>De link in de e-mail is één uur geldig en werkt één keer.</p>
          <p>
            <Link to="/login">Terug naar inloggen</Link>
          </p>
        </section>
      ) : (
        <div className="card stack">
          <p>
            Vul het e-mailadres van uw account in. U ontvangt dan een link waarmee u een nieuw
            wachtwoord kiest.
          </p>
          <AuthForm
            fieldErrors={fieldErrorList(errors, FIELDS)}
            serverErrors={serverErrors}
            refusedTitle="Het verzoek is niet verstuurd"
            failedAttempts={failedAttempts}
            onSubmit={handleSubmit(submit, onInvalid)}
          >
            <EmailField id="forgot-email" error={errors.email?.message} {...register('email')} />
            <SubmitButton busy={isSubmitting}>Herstellink versturen</SubmitButton>
          </AuthForm>
          <p>
            <Link to="/login">Terug naar inloggen</Link>
          </p>
        </div>
      )}
    </div>
  );
}
