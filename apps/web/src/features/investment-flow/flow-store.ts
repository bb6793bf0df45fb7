import { useAppStore } from '../../lib/store';
import type {
  FlowQuestionnaireState,
  InvestmentAmountState,
  InvestmentFlowName,
  InvestmentFlowPage,
  InvestmentFlowState,
  QuestionnaireSlot,
} from './state';

/** The add-investment flow as stored; re-renders on every change of it. */
export function useInvestmentFlow(): InvestmentFlowState {
  return useAppStore((state) => state.investmentFlow);
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
 * The route chose the flow. Another fund than the one in progress starts again at the first
 * step, keeping what was entered: the amounts must meet the other fund's minimums.
 */
export function enterFlow(currentFlow: InvestmentFlowName): void {
  const flow = readInvestmentFlow();
  if (flow.currentFlow === currentFlow) return;
  updateInvestmentFlow((current) => ({
    currentFlow,
    activePage: current.currentFlow === null ? current.activePage : 'belegging-toevoegen',
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
