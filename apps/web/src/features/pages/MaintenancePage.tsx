import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { FOUNDATION } from './contact-details';
import { isPortalAvailable } from './api/health';
import './pages.css';

type RetryState = 'idle' | 'checking' | 'still-unavailable';

export function MaintenancePage() {
  const { apiBase } = useRuntimeConfig();
  const navigate = useNavigate();
  const [state, setState] = useState<RetryState>('idle');

  const retry = async () => {
    setState('checking');
    if (await isPortalAvailable(apiBase)) {
      await navigate('/', { replace: true });
    } else {
      setState('still-unavailable');
    }
  };

  const checking = state === 'checking';
  return (
    <div className="page stack">
      <h1 className="page-title">Onderhoud</h1>
      <div className="card stack">
        <p>
          Het portaal is tijdelijk niet beschikbaar omdat wij onderhoud uitvoeren. Uw gegevens en
          beleggingen blijven veilig; u hoeft niets te doen.
        </p>
        <p>Probeer het over enkele minuten opnieuw.</p>
        <p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void retry()}
            disabled={checking}
            aria-disabled={checking}
          >
            {checking ? 'Bezig…' : 'Opnieuw proberen'}
          </button>
        </p>
        <p role="status">
          {state === 'still-unavailable'
            ? 'Het portaal is nog niet beschikbaar. Probeer het later nog eens.'
            : null}
        </p>
      </div>
      <p className="muted">
        Heeft u een dringende vraag? Bel ons op{' '}
        <a href={FOUNDATION.phone.href}>{FOUNDATION.phone.display}</a> ({FOUNDATION.openingHours})
        of bekijk de <Link to="/contact">contactgegevens</Link>.
      </p>
    </div>
  );
}
