import { confirmRequestSchema } from '@bp/api-schema';
import { Link, useSearchParams } from 'react-router';
import { focusOnMount } from '../../ui/form';
import { confirmAccount } from './api';
import { TokenPasswordForm } from './components/TokenPasswordForm';
import { isWellFormedConfirmToken } from './schemas';
import './auth.css';

function NextSteps() {
  return (
    <>
      <p>
        Maak het account opnieuw aan: u ontvangt dan een nieuwe link. Of vraag een nieuw wachtwoord
        aan: daarmee wordt uw account ook geactiveerd.
      </p>
      <p className="auth-links">
        <Link to="/account-aanmaken">Opnieuw een account aanmaken</Link>
        <Link to="/wachtwoord-vergeten">Nieuw wachtwoord aanvragen</Link>
      </p>
    </>
  );
}

function AccountActivated() {
  return (
    <section className="alert alert-success stack auth-outcome" aria-labelledby="confirm-done">
      <h2 id="confirm-done" tabIndex={-1} ref={focusOnMount}>
        Uw account is geactiveerd
      </h2>
      <p>U kunt nu inloggen met uw e-mailadres en het wachtwoord dat u zojuist koos.</p>
      <p>
        <Link to="/login">Inloggen</Link>
      </p>
    </section>
  );
}

/**
 * Where the confirmation mail's link leads: the address is proven by the link, so here, and
 * only here, the account's password is chosen; setting it activates the account.
 */
export function ConfirmAccountPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <div className="page auth-page stack">
      <h1 className="page-title">Account bevestigen</h1>
      {isWellFormedConfirmToken(token) ? (
        <TokenPasswordForm
          key={token}
          token={token}
          requestSchema={confirmRequestSchema}
          send={confirmAccount}
          idPrefix="confirm"
          intro={
            <p>Uw e-mailadres is bevestigd. Kies een wachtwoord om uw account te activeren.</p>
          }
          label="Wachtwoord"
          repeatLabel="Herhaal wachtwoord"
          submitLabel="Wachtwoord opslaan en account activeren"
          refusedTitle="Uw account is niet geactiveerd"
          linkRejectedHelp={<NextSteps />}
          done={<AccountActivated />}
        />
      ) : (
        <div className="alert alert-error stack auth-outcome">
          <h2 tabIndex={-1} ref={focusOnMount}>
            Deze bevestigingslink is niet compleet
          </h2>
          <p>
            Open de link uit de bevestigingsmail opnieuw, of kopieer het volledige adres uit de
            e-mail naar uw browser.
          </p>
          <NextSteps />
        </div>
      )}
    </div>
  );
}
