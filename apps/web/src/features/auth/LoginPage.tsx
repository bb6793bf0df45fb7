import type { LoginRequest } from '@bp/api-schema';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessages } from '../../lib/http';
import { safeLocalPath } from '../../lib/safe-redirect';
import { onLoggedIn } from '../../lib/session';
import {
  FormErrorSummary,
  PasswordField,
  SubmitButton,
  TextField,
  fieldErrorList,
} from '../../ui/form';
import { logIn } from './login-api';
import './auth.css';

/**
 * The login page is the first page most visitors see: zod and the API schema load on the first
 * submit instead of with the page, which keeps the first download small.
 */
const loginResolver: Resolver<LoginRequest> = async (values, context, options) => {
  const [{ loginRequestSchema }, { zodResolver }] = await Promise.all([
    import('@bp/api-schema'),
    import('@hookform/resolvers/zod'),
  ]);
  return zodResolver(loginRequestSchema)(values, context, options);
};

const FIELDS = [
  { name: 'email', id: 'login-email' },
  { name: 'password', id: 'login-password' },
] as const;

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
    shouldFocusError: false,
  });

  const submit = async (request: LoginRequest) => {
    setServerErrors([]);
    try {
      const user = await logIn(request);
      // The store must know the user before the guard of the target route looks. The login
      // route's guard and this page pick the same target: only a path on this site.
      onLoggedIn(user);
      await navigate(safeLocalPath(redirect), { replace: true });
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
      <h1 className="page-title">Inloggen</h1>
      {redirect ? <p className="alert alert-info">Log in om verder te gaan.</p> : null}
      <div className="card stack">
        <FormErrorSummary
          errors={summary}
          title={serverErrors.length > 0 ? 'Inloggen is niet gelukt' : 'Controleer uw gegevens'}
          focusKey={failedAttempts}
        />
        <form
          className="form stack"
          noValidate
          onSubmit={handleSubmit(submit, () => setFailedAttempts((count) => count + 1))}
        >
          <TextField
            id="login-email"
            label="E-mailadres"
            type="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            id="login-password"
            label="Wachtwoord"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <SubmitButton busy={isSubmitting}>Inloggen</SubmitButton>
        </form>
        <p className="auth-links">
          <Link to="/wachtwoord-vergeten">Wachtwoord vergeten?</Link>
          <span>
            Nog geen account? <Link to="/account-aanmaken">Account aanmaken</Link>
          </span>
        </p>
      </div>
    </div>
  );
}
