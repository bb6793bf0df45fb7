import type { RegisterRequest } from '@bp/api-schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessages } from '../../lib/http';
import { useRuntimeConfig } from '../../lib/runtime-config';
import {
  CheckboxField,
  FormErrorSummary,
  PasswordField,
  SubmitButton,
  TextField,
  fieldErrorList,
  focusOnMount,
} from '../../ui/form';
import { registerAccount } from './api';
import { PasswordChecklist } from './components/PasswordChecklist';
import { createAccountFormSchema } from './schemas';
import './auth.css';

const FIELDS = [
  { name: 'email', id: 'register-email' },
  { name: 'password', id: 'register-password' },
  { name: 'passwordRepeat', id: 'register-password-repeat' },
  { name: 'consent', id: 'register-consent' },
] as const;

const CHECKLIST_ID = 'register-password-rules';

function CheckYourMail({ email }: { email: string }) {
  return (
    <section className="alert alert-success stack auth-outcome" aria-labelledby="register-done">
      <h2 id="register-done" tabIndex={-1} ref={focusOnMount}>
        Controleer uw e-mail
      </h2>
      <p>
        We hebben een bevestigingslink gestuurd naar <strong>{email}</strong>. Open de e-mail en
        klik op de link om uw account te activeren. De link is 48 uur geldig.
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
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createAccountFormSchema),
    defaultValues: { email: '', password: '', passwordRepeat: '', consent: false },
    shouldFocusError: false,
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });

  const submit = async (request: RegisterRequest) => {
    setServerErrors([]);
    try {
      await registerAccount(request);
      setRegisteredEmail(request.email);
    } catch (error) {
      setServerErrors(errorMessages(error));
      setFailedAttempts((count) => count + 1);
    }
  };

  const summary = [
    ...fieldErrorList(errors, FIELDS),
    ...serverErrors.map((message) => ({ message })),
  ];

  return (
    <div className="page auth-page stack">
      <h1 className="page-title">Account aanmaken</h1>
      {registeredEmail ? (
        <CheckYourMail email={registeredEmail} />
      ) : (
        <div className="card stack">
          <p>
            Met een account ziet u uw beleggingen en contracten en kunt u nieuwe producten
            toevoegen.
          </p>
          <FormErrorSummary
            errors={summary}
            title={
              serverErrors.length > 0 ? 'Het account is niet aangemaakt' : 'Controleer uw gegevens'
            }
            focusKey={failedAttempts}
          />
          <form
            className="form stack"
            noValidate
            onSubmit={handleSubmit(submit, () => setFailedAttempts((count) => count + 1))}
          >
            <TextField
              id="register-email"
              label="E-mailadres"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              error={errors.email?.message}
              {...register('email')}
            />
            <PasswordField
              id="register-password"
              label="Wachtwoord"
              autoComplete="new-password"
              error={errors.password?.message}
              extraDescribedBy={CHECKLIST_ID}
              {...register('password', { deps: ['passwordRepeat'] })}
            />
            <PasswordChecklist id={CHECKLIST_ID} password={password} email={email} />
            <PasswordField
              id="register-password-repeat"
              label="Herhaal wachtwoord"
              autoComplete="new-password"
              error={errors.passwordRepeat?.message}
              {...register('passwordRepeat')}
            />
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
          </form>
          <p>
            Heeft u al een account? <Link to="/login">Inloggen</Link>
          </p>
        </div>
      )}
    </div>
  );
}
