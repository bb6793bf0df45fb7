import { resetPasswordRequestSchema } from '@bp/api-schema';
import { Link, useSearchParams } from 'react-router';
import { focusOnMount } from '../../ui/form';
import { resetPassword } from './api';
import { TokenPasswordForm } from './components/TokenPasswordForm';
import { isWellFormedResetToken } from './schemas';
import './auth.css';

function RequestNewLink() {
  return (
    <p>
      <Link to="/wachtwoord-vergeten">Vraag een nieuwe herstellink aan</Link>
    </p>
  );
}

function PasswordChanged() {
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

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <div className="page auth-page stack">
      <h1 className="page-title">Nieuw wachtwoord instellen</h1>
      {isWellFormedResetToken(token) ? (
        <TokenPasswordForm
          key={token}
          token={token}
          requestSchema={resetPasswordRequestSchema}
          send={resetPassword}
          idPrefix="reset"
          intro={<p>Kies een nieuw wachtwoord voor uw account.</p>}
          label="Nieuw wachtwoord"
          repeatLabel="Herhaal nieuw wachtwoord"
          submitLabel="Wachtwoord opslaan"
          refusedTitle="Het wachtwoord is niet gewijzigd"
          linkRejectedHelp={<RequestNewLink />}
          done={<PasswordChanged />}
        />
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
