import type { ResetPasswordRequest } from '@bp/api-schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { HttpError } from '../../lib/http';
import { SubmitButton, fieldErrorList, focusOnMount, useApiSubmit } from '../../ui/form';
import { resetPassword } from './api';
import { AuthForm } from './components/AuthForm';
import { NewPasswordFields } from './components/NewPasswordFields';
import { isWellFormedResetToken, resetPasswordFormSchema } from './schemas';
import './auth.css';

const FIELDS = [
  { name: 'password', id: 'reset-password' },
  { name: 'passwordRepeat', id: 'reset-password-repeat' },
] as const;

function RequestNewLink() {
  return (
    <p>
      <Link to="/wachtwoord-vergeten">Vraag een nieuwe herstellink aan</Link>
    </p>
  );
}

function ResetForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const resolver = useMemo(() => zodResolver(resetPasswordFormSchema(token)), [token]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: { password: '', passwordRepeat: '' },
    shouldFocusError: false,
  });
  const password = useWatch({ control, name: 'password' });

  const { submit, onInvalid, serverError, serverErrors, failedAttempts } = useApiSubmit(
    async (request: ResetPasswordRequest) => {
      await resetPassword(request);
      setDone(true);
    },
  );
  // 422 means the server refused the token: used, expired or unknown.
  const linkRejected = serverError instanceof HttpError && serverError.status === 422;

  if (done) {
    return (
      <section className="alert alert-success stack auth-outcome" aria-labelledby="reset-done">
        <h2 id="reset-done" tabIndex={-1} ref={focusOnMount}>
          Uw wachtwoord is gewijzigd
        </h2>
        <p>U kunt nu inloggen met uw nieuwe wachtwoord. Andere sessies zijn afgesloten.</p>
        <p>
          <Link to="/login">Inloggen</Link>
        </p>
      </section>
    );
  }

  return (
    <div className="card stack">
      <p>Kies een nieuw wachtwoord voor uw account.</p>
      <AuthForm
        fieldErrors={fieldErrorList(errors, FIELDS)}
        serverErrors={serverErrors}
        refusedTitle="Het wachtwoord is niet gewijzigd"
        failedAttempts={failedAttempts}
        onSubmit={handleSubmit(submit, onInvalid)}
        summaryHelp={linkRejected ? <RequestNewLink /> : null}
      >
        <NewPasswordFields
          idPrefix="reset"
          label="Nieuw wachtwoord"
          repeatLabel="Herhaal nieuw wachtwoord"
          password={password}
          passwordInput={register('password', { deps: ['passwordRepeat'] })}
          repeatInput={register('passwordRepeat')}
          passwordError={errors.password?.message}
          repeatError={errors.passwordRepeat?.message}
        />
        <SubmitButton busy={isSubmitting}>Wachtwoord opslaan</SubmitButton>
      </AuthForm>
    </div>
  );
}

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <div className="page auth-page stack">
      <h1 className="page-title">Nieuw wachtwoord instellen</h1>
      {isWellFormedResetToken(token) ? (
        <ResetForm key={token} token={token} />
      ) : (
        <div className="alert alert-error stack auth-outcome">
          <h2 tabIndex={-1} ref={focusOnMount}>
            Deze herstellink is niet compleet
          </h2>
          <p>
            Open de link uit de e-mail opnieuw, of kopieer het volledige adres naar uw browser.
            Werkt de link niet, vraag dan een nieuwe aan.
          </p>
          <RequestNewLink />
        </div>
      )}
    </div>
  );
}
