import type { Fund, QuestionnaireIdValue } from '@bp/api-schema';
import type { DepositKind, StockChoice } from '@bp/domain';
// Type only: the slice is in the first bundle, the calculation feature is not.
import {
  initialCalculationQuestionnaire,
  type CalculationQuestionnaireState,
} from '../../../lib/questionnaire-progress';
import { initialApplicantState, type ApplicantFlowState } from './applicant-state';

/**
 * The add-investment flow (spec sections 3 and 4). The flow name follows the route the investor
 * chose; the pages run from belegging-toevoegen to monthly-payment.
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

/** The step names the investor sees in the progress and as each step's heading. */
export const INVESTMENT_FLOW_STEP_TITLES: Readonly<Record<InvestmentFlowPage, string>> = {
  'belegging-toevoegen': 'Uw belegging',
  questionnaire: 'Risicoprofiel',
  applicant: 'Uw gegevens',
  'contract-creation': 'Contract aanmaken',
  'initial-payment': 'Eerste inleg betalen',
  'monthly-payment': 'Maandelijkse incasso',
};

export function isInvestmentFlowPage(value: unknown): value is InvestmentFlowPage {
  return INVESTMENT_FLOW_PAGES.some((page) => page === value);
}

/** The page `offset` steps from `page`, kept within the first and the last. */
export function neighbourFlowPage(page: InvestmentFlowPage, offset: number): InvestmentFlowPage {
  const index = INVESTMENT_FLOW_PAGES.indexOf(page) + offset;
  const bounded = Math.min(Math.max(index, 0), INVESTMENT_FLOW_PAGES.length - 1);
  return INVESTMENT_FLOW_PAGES[bounded] ?? page;
}

/**
 * Steps where leaving does not ask for confirmation: on the first (investment) step nothing has
 * been entered yet, and the payment steps can be finished later via "Betaling afronden".
 */
const STEPS_LEFT_WITHOUT_CONFIRMATION: readonly InvestmentFlowPage[] = [
  'belegging-toevoegen',
  'initial-payment',
  'monthly-payment',
];

/**
 * One questionnaire slot: the progress the questionnaire engine keeps (spec: activeQuestion,
 * answers, questions, riskProfiles, riskSelection, score, the statements), plus what the
 * application records with it: the version answered and the investor's explicit
 * acknowledgement of the MiFID warning when the chosen profile is below the fund's.
 */
export interface FlowQuestionnaireState extends CalculationQuestionnaireState {
  version: string | null;
  riskAcknowledged: boolean;
}

/** The spec's three questionnaire slots: standard (1), US (2) and loans fund (3). */
export type QuestionnaireSlot = keyof InvestmentFlowState['questionnaires'];

const SLOT_OF_QUESTIONNAIRE: Readonly<Record<QuestionnaireIdValue, QuestionnaireSlot>> = {
  1: 'standard',
  2: 'us',
  3: 'loansFund',
};

export function questionnaireSlot(id: QuestionnaireIdValue): QuestionnaireSlot {
  return SLOT_OF_QUESTIONNAIRE[id];
}

/** Amounts are decimal strings ("1234.56"), exactly as the API takes them, never floats. */
export interface InvestmentAmountState {
  initialDeposit: string | null;
  periodicDeposit: string | null;
  description: string;
  kind: DepositKind | null;
  stock: StockChoice;
}

/** The contract step 4 created (201 of POST /api/investment-applications), unpaid. */
export interface FlowContract {
  contractId: number;
  /** The first payment, a decimal string; "0.00" with a monthly deposit only. */
  amountDue: string;
}

export interface InvestmentFlowState {
  currentFlow: InvestmentFlowName | null;
  activePage: InvestmentFlowPage;
  activeSubstep: number;
  hasInvestment: boolean;
  preSelectedFund: string | null;
  requestType: string | null;
  investment: InvestmentAmountState;
  /**
   * The contract made in step 4; from then on the flow may not make another (steps 5 and 6
   * pay and sign for this one).
   */
  contract: FlowContract | null;
  /**
   * True from the moment the investor leaves for the bank (step 5) or the mandate's signing
   * page (step 6) until the flow continues: the result pages then offer the way back.
   */
  navigateToPayment: boolean;
  /** The id of the iDEAL payment step 5 started. */
  payment: string | null;
  questionnaires: {
    standard: FlowQuestionnaireState;
    us: FlowQuestionnaireState;
    loansFund: FlowQuestionnaireState;
  };
  /** The id of the SEPA mandate step 6 prepared. */
  directDebitMandate: string | null;
  /**
   * The contract of the flow just finished: the flow itself is fresh again (ready for a next
   * investment), and the frame shows the closing page for this contract until the investor
   * leaves it.
   */
  finished: FlowContract | null;
  /** Step 3: who invests (see `applicant-state.ts` for what is never persisted). */
  applicant: ApplicantFlowState;
}

export function initialFlowQuestionnaire(): FlowQuestionnaireState {
  return { ...initialCalculationQuestionnaire(), version: null, riskAcknowledged: false };
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
    contract: null,
    payment: null,
    questionnaires: {
      standard: initialFlowQuestionnaire(),
      us: initialFlowQuestionnaire(),
      loansFund: initialFlowQuestionnaire(),
    },
    directDebitMandate: null,
    finished: null,
    applicant: initialApplicantState(),
  };
}

/** The route of each flow (spec §2), where the result pages send the investor back to. */
export const INVESTMENT_FLOW_ROUTES: Readonly<Record<InvestmentFlowName, string>> = {
  nederlands: '/nederlands-vastgoed',
  duits: '/duits-vastgoed',
  american: '/amerikaans-vastgoed',
  leningenfonds: '/leningenfonds',
};

/** The title of each flow's page, as the menu names it. */
export const INVESTMENT_FLOW_TITLES: Readonly<Record<InvestmentFlowName, string>> = {
  nederlands: 'Nederlands vastgoed',
  duits: 'Duits vastgoed',
  american: 'Amerikaans vastgoed',
  leningenfonds: 'Leningenfonds',
};

/** Whether a stored flow holds an application that was started and not finished. */
export function hasUnfinishedFlow(flow: InvestmentFlowState): boolean {
  if (flow.currentFlow === null || flow.finished !== null) return false;
  return (
    flow.activePage !== 'belegging-toevoegen' ||
    flow.investment.initialDeposit !== null ||
    flow.investment.periodicDeposit !== null ||
    flow.investment.description.trim() !== ''
  );
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
