import { useNavigate } from 'react-router';
import type { FlowReturnProps } from '../../ui/flow-return-slot';
import {
  continueAfterPayment,
  finishFlow,
  readInvestmentFlow,
  setFlowPage,
  useInvestmentFlow,
  waitNoLonger,
} from './flow-store';
import { INVESTMENT_FLOW_ROUTES, type InvestmentFlowState } from './state';

/**
 * The way back into the add-investment flow from the payment and mandate result pages. Shown
 * only while the flow waits for a provider (the investor left from step 5 or 6) and the result
 * is for the flow's own contract: a result page reached otherwise (Betaling afronden, a
 * contract's page) shows nothing. Matching on the contract, not the payment's id, keeps the way
 * back after "Opnieuw betalen" there, which starts a new payment for the same contract.
 */

function waitsFor(flow: InvestmentFlowState, contractId: number): boolean {
  return (
    flow.navigateToPayment && flow.currentFlow !== null && flow.contract?.contractId === contractId
  );
}

function ContinueBox({
  text,
  label,
  onContinue,
}: {
  text: string;
  label: string;
  onContinue: () => void;
}) {
  return (
    <section className="card stack" aria-labelledby="verder-met-belegging">
      <h2 id="verder-met-belegging">Uw nieuwe belegging</h2>
      <p>{text}</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={onContinue}>
          {label}
        </button>
      </p>
    </section>
  );
}

const TEXTS = {
  payment: {
    done: 'Uw eerste inleg is betaald. Rond nu uw belegging af.',
    notDone:
      'U kunt hier opnieuw betalen, of teruggaan naar uw belegging en daar later betalen kiezen.',
  },
  mandate: {
    done: 'Uw machtiging is afgegeven. Daarmee is uw belegging compleet.',
    notDone:
      'Ga terug naar uw belegging om opnieuw een machtiging af te geven, of doe dat later bij uw contract.',
  },
} as const;

/** Fills `FlowReturnSlot` (ui/flow-return-slot.ts). */
export function FlowReturn({ kind, contractId, done }: FlowReturnProps) {
  const flow = useInvestmentFlow();
  const navigate = useNavigate();
  if (!waitsFor(flow, contractId)) return null;

  const backToFlow = (move: () => void) => {
    const { currentFlow } = readInvestmentFlow();
    move();
    if (currentFlow !== null) void navigate(INVESTMENT_FLOW_ROUTES[currentFlow]);
  };

  if (done) {
    return (
      <ContinueBox
        text={TEXTS[kind].done}
        label="Verder met uw belegging"
        onContinue={() => backToFlow(kind === 'payment' ? continueAfterPayment : finishFlow)}
      />
    );
  }
  return (
    <ContinueBox
      text={TEXTS[kind].notDone}
      label="Terug naar uw belegging"
      onContinue={() =>
        backToFlow(() => {
          waitNoLonger();
          setFlowPage(kind === 'payment' ? 'initial-payment' : 'monthly-payment');
        })
      }
    />
  );
}
