import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@bp/api-schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessages } from '../../lib/http';
import {
  FormErrorSummary,
  SubmitButton,
  TextField,
  fieldErrorList,
  focusOnMount,
} from '../../ui/form';
import { requestPasswordReset } from './api';
import './auth.css';

const FIELDS = [{ name: 'email', id: 'forgot-email' }] as const;

export function ForgotPasswordPage() {
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
    shouldFocusError: false,
  });

  const submit = async (request: ForgotPasswordRequest) => {
    setServerErrors([]);
    try {
      setConfirmation(await requestPasswordReset(request));
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
          <FormErrorSummary
            errors={summary}
            title={
              serverErrors.length > 0 ? 'Het verzoek is niet verstuurd' : 'Controleer uw gegevens'
            }
            focusKey={failedAttempts}
          />
          <form
            className="form stack"
            noValidate
            onSubmit={handleSubmit(submit, () => setFailedAttempts((count) => count + 1))}
          >
            <TextField
              id="forgot-email"
              label="E-mailadres"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              error={errors.email?.message}
              {...register('email')}
            />
            <SubmitButton busy={isSubmitting}>Herstellink versturen</SubmitButton>
          </form>
          <p>
            <Link to="/login">Terug naar inloggen</Link>
          </p>
        </div>
      )}
    </div>
  );
}
