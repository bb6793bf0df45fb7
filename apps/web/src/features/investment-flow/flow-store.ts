import { useAppStore } from '../../lib/store';
import {
  withoutSecrets,
  type ApplicantFlowState,
  type FlowQuestionnaireState,
  type InvestmentAmountState,
  type InvestmentFlowName,
  type InvestmentFlowPage,
  type InvestmentFlowState,
  type QuestionnaireSlot,
  type SentUpload,
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
