import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoadingState } from '../../../ui/states';
import {
  CALCULATION_FAILED_MESSAGE,
  IncompleteFlowError,
  MinimumTermError,
  StartDateError,
} from '../calculation-errors';
import { useFlow, useLoggedIn } from '../flow-store';
import { CalculationResultView } from '../results/CalculationResultView';
import { loadResult, resultFingerprint, resultQueryKey } from '../run-calculation';
import {
  LoginToSaveLink,
  SavedAsOfferNotice,
  SaveFailedNotice,
} from '../save-after-login/AfterLoginSaveViews';
import { amsterdamToday } from '../today';
import { useWizard } from '../wizard/wizard-context';
import { NextStep } from './NextStep';

/**
 * The last page: the figures of the calculation just made, or on a later visit the stored
 * offer (logged in) or the same calculation again. After an error: a calm message, no figures.
 * Just logged in from here, the calculation is first saved as the investor's offer; until that
 * has settled nothing else calculates, so it cannot be stored twice.
 */
export function ResultStep() {
  const { flowName, goTo, showDurationError, showStartError, afterLoginSave, retryAfterLoginSave } =
    useWizard();
  const flow = useFlow(flowName);
  const loggedIn = useLoggedIn();
  const fingerprint = resultFingerprint(flow, loggedIn, amsterdamToday());
  const query = useQuery({
    queryKey: resultQueryKey(flowName, fingerprint ?? 'onvolledig'),
    queryFn: () => loadResult(flowName),
    enabled:
      fingerprint !== null && afterLoginSave.kind !== 'saving' && afterLoginSave.kind !== 'failed',
    staleTime: Infinity,
    retry: false,
  });

  const error = query.error;
  useEffect(() => {
    if (error instanceof MinimumTermError) showDurationError(error.message);
    else if (error instanceof StartDateError) showStartError(error.message);
    else if (error instanceof IncompleteFlowError) goTo('stap1');
  }, [error, goTo, showDurationError, showStartError]);

  if (fingerprint === null) {
    return (
      <div className="alert alert-info stack">
        <p>Voor deze berekening ontbreken nog gegevens.</p>
        <p>
          <button type="button" className="btn btn-primary" onClick={() => goTo('stap1')}>
            Naar stap 1
          </button>
        </p>
      </div>
    );
  }
  if (afterLoginSave.kind === 'saving') {
    return <LoadingState label="Uw berekening wordt bewaard…" />;
  }

  const actions = (
    <div className="wizard-actions">
      <button type="button" className="btn btn-secondary" onClick={() => goTo('stap1')}>
        Gegevens aanpassen
      </button>
    </div>
  );

  if (afterLoginSave.kind === 'failed') {
    return (
      <div className="stack">
        <SaveFailedNotice messages={afterLoginSave.messages} onRetry={retryAfterLoginSave} />
        {actions}
      </div>
    );
  }
  if (query.isPending || query.isError) {
    return <LoadingState label="Uw berekening wordt gemaakt…" />;
  }

  if (query.data === null) {
    return (
      <div className="stack">
        <div className="alert alert-info stack" role="status">
          <p>{CALCULATION_FAILED_MESSAGE}</p>
          <p>
            <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
              Opnieuw berekenen
            </button>
          </p>
        </div>
        {actions}
      </div>
    );
  }

  return (
    <div className="stack">
      {afterLoginSave.kind === 'saved' ? (
        <SavedAsOfferNotice offerID={afterLoginSave.offerID} />
      ) : !loggedIn ? (
        <LoginToSaveLink flowName={flowName} />
      ) : (
        query.data.offerID !== null && (
          <p className="alert alert-success">
            Deze berekening is bewaard. U vindt haar terug onder{' '}
            <Link to="/mijn-berekeningen">Mijn berekeningen</Link>.
          </p>
        )
      )}
      <CalculationResultView data={query.data} />
      <NextStep data={query.data} loggedIn={loggedIn} />
      {actions}
    </div>
  );
}
