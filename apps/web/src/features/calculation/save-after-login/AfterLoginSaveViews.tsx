import { Link } from 'react-router';
import { buildCalculationRequest } from '../build-request';
import { readFlow } from '../flow-store';
import { FLOW_ROUTES } from '../flows';
import type { CalculationFlowName } from '../state';
import { amsterdamToday } from '../today';
import { rememberCalculationToSave } from './pending-save';

/**
 * Anonymous: the way to keep this calculation. The click keeps the calculation as it was
 * calculated (the anonymous request, start date included) for the save after the login.
 */
export function LoginToSaveLink({ flowName }: { flowName: CalculationFlowName }) {
  const keep = () => {
    const built = buildCalculationRequest(readFlow(flowName), false, amsterdamToday());
    if (built.ok) rememberCalculationToSave(flowName, built.request);
  };
  return (
    <p className="muted">
      <Link to={`/login?redirect=${encodeURIComponent(FLOW_ROUTES[flowName])}`} onClick={keep}>
        Log in
      </Link>{' '}
      als u uw berekeningen wilt bewaren en later wilt terugzien.
    </p>
  );
}

/** Said once, on the page the investor lands on after the login. */
export function SavedAsOfferNotice({ offerID }: { offerID: number }) {
  return (
    <p className="alert alert-success" role="status">
      Uw berekening is bewaard als offerte {offerID}. U vindt haar terug onder{' '}
      <Link to="/mijn-berekeningen">Mijn berekeningen</Link>.
    </p>
  );
}

/** The save after the login failed: what the server said, and a way to try again. */
export function SaveFailedNotice({
  messages,
  onRetry,
}: {
  messages: string[];
  onRetry: () => void;
}) {
  return (
    <div className="alert alert-error stack" role="alert">
      <p>
        <strong>Uw berekening is nog niet bewaard</strong>
      </p>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      <p>Wat u heeft ingevuld blijft staan. Probeer het opnieuw of pas uw gegevens aan.</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Opnieuw proberen te bewaren
        </button>
      </p>
    </div>
  );
}
