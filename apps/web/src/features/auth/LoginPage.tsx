import type { LoginRequest } from '@bp/api-schema';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeLocalPath } from '../../lib/safe-redirect';
import { onLoggedIn } from '../../lib/session';
import { PasswordField, SubmitButton, fieldErrorList, useApiSubmit } from '../../ui/form';
import { CalculatorLinkList } from '../../ui/calculator-links';
import { AuthForm } from './components/AuthForm';
import { EmailField } from './components/EmailField';
import { logIn } from './api/login';
import './auth.css';

/**
 * The login page is the first page most visitors see: zod and the API schema load on the first
 * submit instead of with the page, which keeps the first download small.
 */
const loginResolver: Resolver<LoginRequest> = async (values, context, options) => {
  // Each import names what it takes (`.then(module => module.x)`), so the bundler keeps only that.
  const [loginRequestSchema, zodResolver] = await Promise.all([
    import('@bp/api-schema').then((module) => module.loginRequestSchema),
    import('@hookform/resolvers/zod').then((module) => module.zodResolver),
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
    shouldFocusError: false,
  });

  const { submit, onInvalid, serverErrors, failedAttempts } = useApiSubmit(
    async (request: LoginRequest) => {
      const user = await logIn(request);
      // The store must know the user before the guard of the target route looks. The login
      // route's guard and this page pick the same target: only a path on this site.
      onLoggedIn(user);
      await navigate(safeLocalPath(redirect), { replace: true });
    },
  );

  return (
    <div className="page auth-page stack">
      <h1 className="page-title">Inloggen</h1>
      {redirect ? <p className="alert alert-info">Log in om verder te gaan.</p> : null}
      <div className="card stack">
        <AuthForm
          fieldErrors={fieldErrorList(errors, FIELDS)}
          serverErrors={serverErrors}
          refusedTitle="Inloggen is niet gelukt"
          failedAttempts={failedAttempts}
          onSubmit={handleSubmit(submit, onInvalid)}
        >
          <EmailField
            id="login-email"
            autoComplete="username"
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
        </AuthForm>
        <p className="auth-links">
          <Link to="/wachtwoord-vergeten">Wachtwoord vergeten?</Link>
          <span>
            Nog geen account? <Link to="/account-aanmaken">Account aanmaken</Link>
          </span>
        </p>
      </div>
      <section className="card stack" aria-labelledby="login-calculate">
        <h2 id="login-calculate">Berekenen zonder account</h2>
        <p>
          Bereken wat een belegging of lijfrente u kan opleveren. Daarvoor hoeft u niet in te
          loggen.
        </p>
        <CalculatorLinkList labelledBy="login-calculate" />
      </section>
    </div>
  );
}
