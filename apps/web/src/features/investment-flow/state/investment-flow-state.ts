import type {
  Fund,
  QuestionnaireAnswersRequest,
  QuestionnaireQuestionData,
  StatementKeyValue,
} from '@bp/api-schema';
import type { RiskProfileCode } from '@bp/domain';

/**
 * The add-investment flow (spec sections 3 and 4). The flow name follows the route the investor
 * chose; the pages run from belegging-toevoegen to monthly-payment. A later issue builds the pages.
 */

/** The flows are the real-estate funds' `flow` (GET /api/funds). */
export type InvestmentFlowName = NonNullable<Fund['flow']>;

export const INVESTMENT_FLOW_PAGES = [
  'belegging-toevoegen',
  'questionnaire',
  'applicant',
  'contract-creation',
  'initial-payment',
  'monthly-payment',
] as const;
export type InvestmentFlowPage = (typeof INVESTMENT_FLOW_PAGES)[number];

/**
 * Steps where leaving does not ask for confirmation: on the first (investment) step nothing has
 * been entered yet, and the payment steps can be finished later via "Betaling afronden".
 */
const STEPS_LEFT_WITHOUT_CONFIRMATION: readonly InvestmentFlowPage[] = [
  'belegging-toevoegen',
  'initial-payment',
  'monthly-payment',
];

type AnswerSent = QuestionnaireAnswersRequest['answers'][number];

/** One given answer under the spec's store keys (sent as questionId and answerId). */
export interface FlowQuestionnaireAnswer {
  questionId: AnswerSent['questionId'];
  answer: AnswerSent['answerId'];
}

export interface FlowQuestionnaireState {
  activeQuestion: number;
  answers: FlowQuestionnaireAnswer[];
  questions: QuestionnaireQuestionData[];
  riskProfiles: RiskProfileCode[];
  riskSelection: RiskProfileCode | null;
  score: number | null;
  /** The statements the investor agreed to. */
  statements: StatementKeyValue[];
}

/** Amounts are decimal strings ("1234.56"), exactly as the API takes them, never floats. */
export interface InvestmentAmountState {
  initialDeposit: string | null;
  periodicDeposit: string | null;
  description: string;
  kind: string | null;
  stock: string;
}

export interface InvestmentFlowState {
  currentFlow: InvestmentFlowName | null;
  activePage: InvestmentFlowPage;
  activeSubstep: number;
  hasInvestment: boolean;
  preSelectedFund: string | null;
  navigateToPayment: boolean;
  requestType: string | null;
  investment: InvestmentAmountState;
  payment: string | null;
  questionnaires: {
    standard: FlowQuestionnaireState;
    us: FlowQuestionnaireState;
    loansFund: FlowQuestionnaireState;
  };
  directDebitMandate: string | null;
}

function initialFlowQuestionnaire(): FlowQuestionnaireState {
  return {
    activeQuestion: 0,
    answers: [],
    questions: [],
    riskProfiles: [],
    riskSelection: null,
    score: null,
    statements: [],
  };
}

export function initialInvestmentFlowState(): InvestmentFlowState {
  return {
    currentFlow: null,
    activePage: 'belegging-toevoegen',
    activeSubstep: 0,
    hasInvestment: false,
    preSelectedFund: null,
    navigateToPayment: false,
    requestType: null,
    investment: {
      initialDeposit: null,
      periodicDeposit: null,
      description: '',
      kind: null,
      stock: 'stock',
    },
    payment: null,
    questionnaires: {
      standard: initialFlowQuestionnaire(),
      us: initialFlowQuestionnaire(),
      loansFund: initialFlowQuestionnaire(),
    },
    directDebitMandate: null,
  };
}

/** The flow name from the route the investor chose: anything else is the loans fund. */
export function flowNameFromPath(pathname: string): InvestmentFlowName {
  if (pathname.startsWith('/nederlands-vastgoed')) return 'nederlands';
  if (pathname.startsWith('/duits-vastgoed')) return 'duits';
  if (pathname.startsWith('/amerikaans-vastgoed')) return 'american';
  return 'leningenfonds';
}

/** Whether leaving the flow now would lose work and so must be confirmed. */
export function leavingFlowNeedsConfirmation(flow: InvestmentFlowState): boolean {
  return flow.currentFlow !== null && !STEPS_LEFT_WITHOUT_CONFIRMATION.includes(flow.activePage);
}
