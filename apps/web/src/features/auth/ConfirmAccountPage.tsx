import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessages } from '../../lib/http';
import { focusOnMount } from '../../ui/form';
import { confirmAccount } from './api';
import { isWellFormedConfirmToken } from './schemas';
import './auth.css';

type Outcome =
  { token: string; confirmed: true } | { token: string; confirmed: false; messages: string[] };

function NextSteps() {
  return (
    <>
      <p>
        Vraag een nieuw wachtwoord aan: daarmee wordt uw account ook geactiveerd. U kunt ook opnieuw
        een account aanmaken.
      </p>
      <p className="auth-links">
        <Link to="/wachtwoord-vergeten">Nieuw wachtwoord aanvragen</Link>
        <Link to="/account-aanmaken">Opnieuw een account aanmaken</Link>
      </p>
    </>
  );
}

export function ConfirmAccountPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const wellFormed = isWellFormedConfirmToken(token);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The token is single use: Strict Mode's second effect run must not send it again.
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!wellFormed || sentToken.current === token) return;
    sentToken.current = token;
    confirmAccount(token).then(
      () => setOutcome({ token, confirmed: true }),
      (error: unknown) => setOutcome({ token, confirmed: false, messages: errorMessages(error) }),
    );
  }, [token, wellFormed]);

  let content;
  if (!wellFormed) {
    content = (
      <div className="alert alert-error stack auth-outcome">
        <h2 tabIndex={-1} ref={focusOnMount}>
          Deze bevestigingslink is niet compleet
        </h2>
        <p>
          Open de link uit de bevestigingsmail opnieuw, of kopieer het volledige adres uit de e-mail
          naar uw browser.
        </p>
        <NextSteps />
      </div>
    );
  } else if (outcome === null || outcome.token !== token) {
    content = (
      <p role="status" className="muted">
        Uw account wordt geactiveerd…
      </p>
    );
  } else if (outcome.confirmed) {
    content = (
      <div className="alert alert-success stack auth-outcome">
        <h2 tabIndex={-1} ref={focusOnMount}>
          Uw account is geactiveerd
        </h2>
        <p>U kunt nu inloggen met uw e-mailadres en wachtwoord.</p>
        <p>
          <Link to="/login">Inloggen</Link>
        </p>
      </div>
    );
  } else {
    content = (
      <div className="alert alert-error stack auth-outcome" role="alert">
        <h2>Uw account is niet geactiveerd</h2>
        <ul>
          {outcome.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
        <NextSteps />
      </div>
    );
  }

  return (
    <div className="page auth-page stack">
      <h1 className="page-title">Account bevestigen</h1>
      {content}
    </div>
  );
}
