import type { RegisterRequest } from '@bp/api-schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import {
  CheckboxField,
  SubmitButton,
  fieldErrorList,
  focusOnMount,
  useApiSubmit,
} from '../../ui/form';
import { registerAccount } from './api';
import { AuthForm } from './components/AuthForm';
import { EmailField } from './components/EmailField';
import { createAccountFormSchema } from './schemas';
import './auth.css';

const FIELDS = [
  { name: 'email', id: 'register-email' },
  { name: 'consent', id: 'register-consent' },
] as const;

function CheckYourMail({ email }: { email: string }) {
  return (
    <section className="alert alert-success stack auth-outcome" aria-labelledby="register-done">
      <h2 id="register-done" tabIndex={-1} ref={focusOnMount}>
        Controleer uw e-mail
      </h2>
      <p>
        We hebben een bevestigingslink gestuurd naar <strong>{email}</strong>. Open de e-mail en
        klik op de link: daar kiest u uw wachtwoord, en daarmee activeert u uw account. De link is
        48 uur geldig.
      </p>
      <p>
        Geen bericht ontvangen? Kijk ook in de map met ongewenste e-mail, of maak het account
        opnieuw aan.
      </p>
      <p>
        <Link to="/login">Naar inloggen</Link>
      </p>
    </section>
  );
}

export function CreateAccountPage() {
  const { privacyUrl } = useRuntimeConfig();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createAccountFormSchema),
    defaultValues: { email: '', consent: false },
    shouldFocusError: false,
  });

  const { submit, onInvalid, serverErrors, failedAttempts } = useApiSubmit(
    async (request: RegisterRequest) => {
      await registerAccount(request);
      setRegisteredEmail(request.email);
    },
  );

  return (
    <div className="page auth-page stack">
      <h1 className="page-title">Account aanmaken</h1>
      {registeredEmail ? (
        <CheckYourMail email={registeredEmail} />
      ) : (
        <div className="card stack">
          <p>
            Met een account ziet u uw beleggingen en contracten en kunt u nieuwe producten
            toevoegen. U ontvangt een e-mail met een link; daar kiest u uw wachtwoord.
          </p>
          <AuthForm
            fieldErrors={fieldErrorList(errors, FIELDS)}
            serverErrors={serverErrors}
            refusedTitle="Het account is niet aangemaakt"
            failedAttempts={failedAttempts}
            onSubmit={handleSubmit(submit, onInvalid)}
          >
            <EmailField id="register-email" error={errors.email?.message} {...register('email')} />
            <CheckboxField
              id="register-consent"
              label={
                <>
                  Ik ga akkoord met de{' '}
                  <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
                    privacy- en cookieverklaring
                    <span className="visually-hidden"> (opent in een nieuw tabblad)</span>
                  </a>
                </>
              }
              error={errors.consent?.message}
              {...register('consent')}
            />
            <SubmitButton busy={isSubmitting}>Account aanmaken</SubmitButton>
          </AuthForm>
          <p>
            Heeft u al een account? <Link to="/login">Inloggen</Link>
          </p>
        </div>
      )}
    </div>
  );
}
