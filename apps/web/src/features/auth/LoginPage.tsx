import type { LoginRequest, LoginTotpResponse, User } from '@bp/api-schema';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../lib/notifications';
import { safeLocalPath } from '../../lib/safe-redirect';
import { onLoggedIn } from '../../lib/session';
import { PasswordField, SubmitButton, fieldErrorList, useApiSubmit } from '../../ui/form';
import { CalculatorLinkList } from '../../ui/calculator-links';
import { AuthForm } from './components/AuthForm';
import { EmailField } from './components/EmailField';
import { logIn } from './api/login';
import { TwoFactorLoginStep } from './components/TwoFactorLoginStep';
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
  // Two-step verification on: the password checked out, the code completes the login.
  const [askCode, setAskCode] = useState(false);
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
      const answer = await logIn(request);
      if (answer.twoFactorRequired) {
        setAskCode(true);
        return;
      }
      const { twoFactorRequired: _step, ...user } = answer;
      await enter(user);
    },
  );

  // The store must know the user before the guard of the target route looks. The login
  // route's guard and this page pick the same target: only a path on this site.
  async function enter(user: User) {
    onLoggedIn(user);
    await navigate(safeLocalPath(redirect), { replace: true });
  }

  async function enterWithCode({ recoveryCodesLeft, ...user }: LoginTotpResponse) {
    if (recoveryCodesLeft !== null) {
      notify({
        title: 'Ingelogd met een herstelcode',
        message: recoveryCodesLeftText(recoveryCodesLeft),
      });
    }
    await enter(user);
  }

  if (askCode) {
    return (
      <div className="page auth-page stack">
        <h1 className="page-title">Inloggen</h1>
        <div className="card stack">
          <TwoFactorLoginStep onLoggedIn={enterWithCode} onRestart={() => setAskCode(false)} />
        </div>
      </div>
    );
  }

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

/** "U heeft nog 9 herstelcodes." and what to do when few are left. */
export function recoveryCodesLeftText(left: number): string {
  const count =
    left === 0
      ? 'geen herstelcodes meer'
      : left === 1
        ? 'nog 1 herstelcode'
        : `nog ${left} herstelcodes`;
  const advice =
    left <= 2
      ? ' Zet tweestapsverificatie onder Mijn instellingen uit en weer aan voor tien nieuwe codes.'
      : '';
  return `U heeft ${count}.${advice}`;
}
