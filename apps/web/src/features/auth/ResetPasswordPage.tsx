import type { ResetPasswordRequest } from '@bp/api-schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { HttpError, errorMessages } from '../../lib/http';
import {
  FormErrorSummary,
  PasswordField,
  SubmitButton,
  fieldErrorList,
  focusOnMount,
} from '../../ui/form';
import { resetPassword } from './api';
import { PasswordChecklist } from './components/PasswordChecklist';
import { isWellFormedResetToken, resetPasswordFormSchema } from './schemas';
import './auth.css';

const FIELDS = [
  { name: 'password', id: 'reset-password' },
  { name: 'passwordRepeat', id: 'reset-password-repeat' },
] as const;

const CHECKLIST_ID = 'reset-password-rules';

function RequestNewLink() {
  return (
    <p>
      <Link to="/wachtwoord-vergeten">Vraag een nieuwe herstellink aan</Link>
    </p>
  );
}

function ResetForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [linkRejected, setLinkRejected] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
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

  const submit = async (request: ResetPasswordRequest) => {
    setServerErrors([]);
    setLinkRejected(false);
    try {
      await resetPassword(request);
      setDone(true);
    } catch (error) {
      setServerErrors(errorMessages(error));
      // 422 means the server refused the token: used, expired or unknown.
      setLinkRejected(error instanceof HttpError && error.status === 422);
      setFailedAttempts((count) => count + 1);
    }
  };

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

  const summary = [
    ...fieldErrorList(errors, FIELDS),
    ...serverErrors.map((message) => ({ message })),
  ];

  return (
    <div className="card stack">
      <p>Kies een nieuw wachtwoord voor uw account.</p>
      <FormErrorSummary
        errors={summary}
        title={
          serverErrors.length > 0 ? 'Het wachtwoord is niet gewijzigd' : 'Controleer uw gegevens'
        }
        focusKey={failedAttempts}
      >
        {linkRejected ? <RequestNewLink /> : null}
      </FormErrorSummary>
      <form
        className="form stack"
        noValidate
        onSubmit={handleSubmit(submit, () => setFailedAttempts((count) => count + 1))}
      >
        <PasswordField
          id="reset-password"
          label="Nieuw wachtwoord"
          autoComplete="new-password"
          error={errors.password?.message}
          extraDescribedBy={CHECKLIST_ID}
          {...register('password', { deps: ['passwordRepeat'] })}
        />
        <PasswordChecklist id={CHECKLIST_ID} password={password} />
        <PasswordField
          id="reset-password-repeat"
          label="Herhaal nieuw wachtwoord"
          autoComplete="new-password"
          error={errors.passwordRepeat?.message}
          {...register('passwordRepeat')}
        />
        <SubmitButton busy={isSubmitting}>Wachtwoord opslaan</SubmitButton>
      </form>
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
