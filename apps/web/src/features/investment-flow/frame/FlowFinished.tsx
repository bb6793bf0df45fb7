import { Link } from 'react-router';
import { focusOnMount } from '../../../ui/form';
import { dismissFinished } from '../flow-store';
import type { FlowContract } from '../state';

/**
 * The closing page of a finished flow: the investment is applied for, what happens next, and
 * the way to the new contract. The flow behind it is fresh already.
 */
export function FlowFinished({ contract }: { contract: FlowContract }) {
  return (
    <section className="card stack" aria-labelledby="belegging-aangevraagd">
      <h2 id="belegging-aangevraagd" tabIndex={-1} ref={focusOnMount}>
        Uw belegging is aangevraagd
      </h2>
      <p>Dank u wel. Wij hebben uw aanvraag ontvangen en uw contract aangemaakt.</p>
      <h3>Wat gebeurt er nu?</h3>
      <ul>
        <li>U ontvangt een bevestiging van uw contract per e-mail.</li>
        <li>
          Wij controleren uw gegevens en documenten. Hebben wij nog iets nodig, dan nemen wij
          contact met u op.
        </li>
        <li>
          Uw inleg wordt belegd tegen de koers van de eerstvolgende waarderingsdatum van het fonds.
          Een maandelijkse inleg schrijven wij voortaan automatisch af.
        </li>
      </ul>
      <p>
        <Link to={`/contractbeheer/${contract.contractId}/gegevens`} onClick={dismissFinished}>
          Naar uw contract
        </Link>
        {' · '}
        <Link to="/mijn-vastgoed" onClick={dismissFinished}>
          Naar Mijn vastgoed
        </Link>
      </p>
      <div className="flow-actions">
        <button type="button" className="btn btn-secondary" onClick={dismissFinished}>
          Nog een belegging toevoegen
        </button>
      </div>
    </section>
  );
}
