import { useAppStore } from '../../lib/store';
import {
  initialInvestmentFlowState,
  type FlowContract,
  withoutSecrets,
  type ApplicantFlowState,
  type FlowQuestionnaireState,
  type InvestmentAmountState,
  type InvestmentFlowName,
  type InvestmentFlowPage,
  type InvestmentFlowState,
  type QuestionnaireSlot,
  type SentUpload,
  switchFlow,
} from './state';

/** The add-investment flow as stored; re-renders on every change of it. */
export function useInvestmentFlow(): InvestmentFlowState {
  return useAppStore((state) => state.investmentFlow);
}

/** The flow on screen's name only: re-renders when another flow is entered, not on every entry. */
export function useCurrentFlowName(): InvestmentFlowName | null {
  return useAppStore((state) => state.investmentFlow.currentFlow);
}

export function readInvestmentFlow(): InvestmentFlowState {
  return useAppStore.getState().investmentFlow;
}

function updateInvestmentFlow(
  change: (flow: InvestmentFlowState) => Partial<InvestmentFlowState>,
): void {
  useAppStore.setState((state) => ({
    investmentFlow: { ...state.investmentFlow, ...change(state.investmentFlow) },
  }));
}

export function setFlowPage(activePage: InvestmentFlowPage): void {
  updateInvestmentFlow(() => ({ activePage }));
}

/**
 * The route chose the flow (issue 17: one draft per flow). The flow on screen, when started and
 * without a contract, waits as that flow's draft; this flow continues from its own draft or
 * starts empty. A contract of the other flow waits on "Betaling afronden".
 */
export function enterFlow(currentFlow: InvestmentFlowName): void {
  useAppStore.setState((state) => switchFlow(state, currentFlow));
}

/**
 * A calculation's "Beleggen" (issue 17): this flow at its first step with the calculation's
 * amounts and description, which the investor checks there. The flow is entered as by its route
 * (`enterFlow`: another flow's draft waits, this flow's own draft continues), so what else was
 * entered in this flow stays.
 */
export function prefillInvestment(
  currentFlow: InvestmentFlowName,
  prefill: Pick<
    InvestmentAmountState,
    'kind' | 'initialDeposit' | 'periodicDeposit' | 'description'
  >,
): void {
  enterFlow(currentFlow);
  updateInvestmentFlow((flow) => ({
    activePage: 'belegging-toevoegen',
    investment: { ...flow.investment, ...prefill },
  }));
}

export function updateInvestment(patch: Partial<InvestmentAmountState>): void {
  updateInvestmentFlow((flow) => ({ investment: { ...flow.investment, ...patch } }));
}

export function updateQuestionnaireSlot(
  slot: QuestionnaireSlot,
  patch: Partial<FlowQuestionnaireState>,
): void {
  updateInvestmentFlow((flow) => ({
    questionnaires: { ...flow.questionnaires, [slot]: { ...flow.questionnaires[slot], ...patch } },
  }));
}

/** Whether the flow's investment has a one-off deposit (its kind asks for one and it is there). */
export function hasInitialDeposit(investment: InvestmentAmountState): boolean {
  return investment.kind !== 'maandelijks' && Boolean(investment.initialDeposit);
}

/** Whether the flow's investment has a monthly deposit. */
export function hasPeriodicDeposit(investment: InvestmentAmountState): boolean {
  return investment.kind !== 'eenmalig' && Boolean(investment.periodicDeposit);
}

/**
 * Step 4 made the contract: on to the first payment, or straight to the mandate when there is
 * no one-off deposit.
 */
export function contractCreated(contract: FlowContract): void {
  updateInvestmentFlow((flow) => ({
    contract,
    activePage: hasInitialDeposit(flow.investment) ? 'initial-payment' : 'monthly-payment',
  }));
}

/** The investor leaves for the bank's checkout with this payment. */
export function awaitPayment(paymentId: string): void {
  updateInvestmentFlow(() => ({ payment: paymentId, navigateToPayment: true }));
}

/** The investor leaves for the mandate's signing page with this mandate. */
export function awaitMandate(mandateId: string): void {
  updateInvestmentFlow(() => ({ directDebitMandate: mandateId, navigateToPayment: true }));
}

/** The flow no longer waits for a provider's return (the investor came back another way). */
export function waitNoLonger(): void {
  updateInvestmentFlow(() => ({ navigateToPayment: false }));
}

/**
 * Back from the bank with the first deposit paid: on to the mandate when there is a monthly
 * deposit, else the flow is done.
 */
export function continueAfterPayment(): void {
  const flow = readInvestmentFlow();
  if (hasPeriodicDeposit(flow.investment)) {
    updateInvestmentFlow(() => ({ activePage: 'monthly-payment', navigateToPayment: false }));
  } else {
    finishFlow();
  }
}

/**
 * The investment is applied for: the flow starts fresh for a next investment (same fund), and
 * the frame shows the closing page for the contract just made.
 */
export function finishFlow(): void {
  const flow = readInvestmentFlow();
  useAppStore.setState({
    investmentFlow: {
      ...initialInvestmentFlowState(),
      currentFlow: flow.currentFlow,
      finished: flow.contract,
    },
  });
}

/** A fresh flow at step 1 for the fund of `currentFlow` (or none yet). */
export function resetInvestmentFlow(currentFlow: InvestmentFlowName | null = null): void {
  useAppStore.setState({ investmentFlow: { ...initialInvestmentFlowState(), currentFlow } });
}

/** The closing page was seen: the route shows step 1 next time. */
export function dismissFinished(): void {
  updateInvestmentFlow(() => ({ finished: null }));
}

/** Step 3's stored part; values are cleaned of secrets here, whoever calls. */
export function updateApplicant(patch: Partial<ApplicantFlowState>): void {
  updateInvestmentFlow((flow) => {
    const applicant = { ...flow.applicant, ...patch };
    const values = withoutSecrets(applicant.values);
    return {
      applicant: {
        ...applicant,
        values:
          typeof values === 'object' && values !== null && !Array.isArray(values)
            ? (values as Record<string, unknown>)
            : null,
      },
    };
  });
}

export function setSentUpload(path: string, upload: SentUpload | null): void {
  updateInvestmentFlow((flow) => {
    const { [path]: _previous, ...others } = flow.applicant.uploads;
    return {
      applicant: {
        ...flow.applicant,
        uploads: upload === null ? others : { ...others, [path]: upload },
      },
    };
  });
}
