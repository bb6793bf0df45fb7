import { Link } from 'react-router';
import { MandateForm } from '../../../contract';
import { awaitMandate, finishFlow, hasPeriodicDeposit, useInvestmentFlow } from '../../flow-store';
import type { InvestmentFlowState } from '../../state';
import type { FlowStepProps } from '../step-props';
import { useFinishLater } from './finish-later';
import { NoContractYet } from './NoContractYet';

/**
 * The IBAN step 3 took (the investor's or the company's), to start the mandate form with: from
 * the stored step values, which outlive the trip to the bank (an IBAN is no secret there).
 */
function applicantIban(flow: InvestmentFlowState): string {
  const applicant = flow.applicant.values;
  if (applicant === null) return '';
  for (const block of ['mijn', 'company'] as const) {
    if (!(block in applicant)) continue;
    const person: unknown = (applicant as Record<string, unknown>)[block];
    if (typeof person === 'object' && person !== null && 'iban' in person) {
      if (typeof person.iban === 'string') return person.iban;
    }
  }
  return '';
}

/**
 * Step 6 (monthly-payment): the SEPA mandate for the monthly deposit of the contract step 4
 * made (the contract feature's mandate form). The provider sends the investor back to
 * /twikey-result, which finishes the flow.
 */
export function MonthlyPaymentStep(_props: FlowStepProps) {
  const flow = useInvestmentFlow();
  const finishLater = useFinishLater();
  const { contract, investment } = flow;

  if (contract === null) return <NoContractYet />;

  if (!hasPeriodicDeposit(investment) || investment.periodicDeposit === null) {
    return (
      <div className="stack">
        <p>U heeft geen maandelijkse inleg gekozen; een machtiging is niet nodig.</p>
        <div className="flow-actions">
          <button type="button" className="btn btn-primary" onClick={finishFlow}>
            Afronden
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="stack">
      <p>
        Uw maandelijkse inleg schrijven wij automatisch van uw rekening af. Daarvoor geeft u ons een
        machtiging.
      </p>
      {flow.directDebitMandate !== null && (
        <p>
          Heeft u de machtiging al ondertekend?{' '}
          <Link to={`/twikey-result?mandaat=${encodeURIComponent(flow.directDebitMandate)}`}>
            Bekijk de status van uw machtiging
          </Link>
        </p>
      )}
      <MandateForm
        contractId={contract.contractId}
        monthlyDeposit={investment.periodicDeposit}
        collectionDay={null}
        defaultIban={applicantIban(flow)}
        beforeLeaving={(created) => awaitMandate(created.id)}
      />
      <div className="flow-actions">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => finishLater(`/contractbeheer/${contract.contractId}/gegevens`)}
        >
          Later afgeven
        </button>
      </div>
      <p className="field-hint">
        Later afgeven kan bij de gegevens van uw contract, onder Machtiging.
      </p>
    </div>
  );
}
