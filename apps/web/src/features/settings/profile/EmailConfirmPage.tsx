import { emailChangeConfirmSchema } from '@bp/api-schema';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessages } from '../../../lib/http';
import { refreshAfter } from '../../../lib/refresh-after-write';
import { useAppStore } from '../../../lib/store';
import { SubmitButton, focusOnMount } from '../../../ui/form';
import { confirmEmailChange, currentUser } from './api';

type Outcome = { done: true; message: string } | { done: false; messages: string[] };

/** A logged-in browser shows the new address in the header at once. */
async function renewUser(): Promise<void> {
  if (useAppStore.getState().user === null) return;
  try {
    useAppStore.setState({ user: await currentUser() });
  } catch {
    // Another account's link, or no session: the header stays as it is.
  }
  await refreshAfter('email-changed');
}

/**
 * Where the link mailed to a new address leads (public: it may be opened on any device). The
 * investor confirms with a button rather than on opening, so a mail scanner that visits links
 * changes nothing.
 */
export function EmailConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const wellFormed =
    token !== null && emailChangeConfirmSchema.shape.token.safeParse(token).success;

  const confirm = async () => {
    if (!wellFormed) return;
    setBusy(true);
    try {
      const message = await confirmEmailChange(token);
      setOutcome({ done: true, message });
      await renewUser();
    } catch (error) {
      setOutcome({ done: false, messages: errorMessages(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page stack">
      <h1 className="page-title">E-mailadres bevestigen</h1>
      {!wellFormed ? (
        <div className="alert alert-error stack">
          <h2 tabIndex={-1} ref={focusOnMount}>
            Deze bevestigingslink is niet compleet
          </h2>
          <p>
            Open de link uit de e-mail opnieuw, of kopieer het volledige adres uit de e-mail naar uw
            browser.
          </p>
        </div>
      ) : outcome?.done ? (
        <section className="alert alert-success stack">
          <h2 tabIndex={-1} ref={focusOnMount}>
            Uw e-mailadres is gewijzigd
          </h2>
          <p>{outcome.message}</p>
          <p>
            <Link to="/login">Inloggen</Link>
          </p>
        </section>
      ) : (
        <div className="stack">
          {outcome ? (
            <div className="alert alert-error stack" role="alert">
              <h2>Uw e-mailadres is niet gewijzigd</h2>
              {outcome.messages.map((message) => (
                <p key={message}>{message}</p>
              ))}
              <p>
                <Link to="/mijn-instellingen/persoonlijke-informatie">
                  Naar Persoonlijke informatie
                </Link>
              </p>
            </div>
          ) : (
            <p>Bevestig dat u voortaan met dit nieuwe e-mailadres inlogt.</p>
          )}
          <form
            className="form"
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <SubmitButton busy={busy}>Nieuw e-mailadres bevestigen</SubmitButton>
          </form>
        </div>
      )}
    </div>
  );
}
