import { Link } from 'react-router';
import { Amount } from '../../../../ui/figures';
import { hasInitialDeposit, setFlowPage, useInvestmentFlow } from '../../flow-store';
import type { FlowStepProps } from '../step-props';
import { useFinishLater } from './finish-later';
import { NoContractYet } from './NoContractYet';
import { ProviderFailure } from './ProviderFailure';
import { useFirstPayment } from './use-first-payment';

/**
 * Step 5 (initial-payment): the one-off deposit by iDEAL for the contract step 4 made. The bank
 * sends the investor back to /synvest-ideal-result, which leads back into the flow.
 */
export function InitialPaymentStep(_props: FlowStepProps) {
  const flow = useInvestmentFlow();
  const { start, starting, error } = useFirstPayment();
  const finishLater = useFinishLater();
  const { contract } = flow;

  if (contract === null) return <NoContractYet />;

  if (!hasInitialDeposit(flow.investment)) {
    return (
      <div className="stack">
        <p>U heeft geen eenmalige inleg gekozen; er is nu niets te betalen.</p>
        <div className="flow-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setFlowPage('monthly-payment')}
          >
            Volgende
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="stack">
      <p>Uw contract is aangemaakt. Betaal nu uw eenmalige inleg met iDEAL.</p>
      <dl className="details-grid">
        <dt>Te betalen</dt>
        <dd>
          <Amount value={contract.amountDue} />
        </dd>
      </dl>
      <p>U gaat naar de beveiligde betaalpagina van uw bank en komt daarna hier terug.</p>
      {flow.payment !== null && (
        <p>
          Heeft u al betaald?{' '}
          <Link to={`/synvest-ideal-result?betaling=${encodeURIComponent(flow.payment)}`}>
            Bekijk de uitkomst van uw betaling
          </Link>
        </p>
      )}
      {error !== null && (
        <ProviderFailure title="De betaling kon niet worden gestart" error={error} />
      )}
      <div className="flow-actions">
        <button type="button" className="btn btn-secondary" onClick={() => finishLater()}>
          Later betalen
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={starting}
          onClick={() => start(contract.contractId)}
        >
          {starting ? 'Bezig…' : 'Betalen met iDEAL'}
        </button>
      </div>
      <p className="field-hint">
        Later betalen kan via Betaling afronden in het menu: uw contract wacht daar op uw betaling.
      </p>
    </div>
  );
}
