/**
 * The calculation flows (spec section 3): one record per flow, bedragBeleggen (SB),
 * lijfrenteOpbouwen (SUL) and lijfrenteUitkeren (SDIL). A later issue builds the wizard on them;
 * the shapes and initial states live here so the persisted store has them from the start.
 */

export type CalculationFlowName = 'bedragBeleggen' | 'lijfrenteOpbouwen' | 'lijfrenteUitkeren';
export type ApplicantType = 'mijn' | 'partner' | 'child';

export interface QuestionnaireQuestion {
  id: number;
  question: string;
  answers: { id: number; answer: string }[];
}

export interface QuestionnaireAnswer {
  questionId: number;
  answer: number;
}

export interface FundAllocation {
  id: number;
  /** 0–100 in the state; sent to the server divided by 100. */
  percentage: number;
}

export interface CalculationQuestionnaireState {
  activeQuestion: number;
  answers: QuestionnaireAnswer[];
  firstStatement: string | null;
  secondStatement: string | null;
  thirdStatement: string | null;
  questionEleven: string | null;
  questions: QuestionnaireQuestion[];
  riskProfiles: string[];
  riskSelection: string | null;
  score: number | null;
  scoreOne: number | null;
  scoreTwo: number | null;
}

interface SharedCalculationState {
  activePage: string;
  calculationBasedOnProfile: boolean;
  duration: number | null;
  for: ApplicantType | null;
  funds: FundAllocation[];
  initialDeposit: number | null;
  offerID: string | null;
  payment: string | null;
  questionnaire: CalculationQuestionnaireState;
}

export interface BedragBeleggenState extends SharedCalculationState {
  productCode: 'SB';
  description: string;
  kind: string | null;
  periodicDeposit: number | null;
  twikey: string | null;
}

export interface LijfrenteOpbouwenState extends SharedCalculationState {
  productCode: 'SUL';
  durationType: string | null;
  geboortedatum: string | null;
  periodicDeposit: number | null;
  /** 'oversluiten' when an existing annuity is switched. */
  situation: string | null;
  start: string | null;
  twikey: string | null;
}

export interface LijfrenteUitkerenState extends SharedCalculationState {
  productCode: 'SDIL';
  geboortedatum: string | null;
  kapitaal: 'ja' | 'nee' | null;
  start: string | null;
  uitkeringsTermijnCode: string;
}

export interface CalculationState {
  currentFlow: CalculationFlowName;
  bedragBeleggen: BedragBeleggenState;
  lijfrenteOpbouwen: LijfrenteOpbouwenState;
  lijfrenteUitkeren: LijfrenteUitkerenState;
}

export const FIRST_CALCULATION_PAGE = 'stap1';

export function initialCalculationQuestionnaire(): CalculationQuestionnaireState {
  return {
    activeQuestion: 0,
    answers: [],
    firstStatement: null,
    secondStatement: null,
    thirdStatement: null,
    questionEleven: null,
    questions: [],
    riskProfiles: [],
    riskSelection: null,
    score: null,
    scoreOne: null,
    scoreTwo: null,
  };
}

function initialShared(): SharedCalculationState {
  return {
    activePage: FIRST_CALCULATION_PAGE,
    calculationBasedOnProfile: false,
    duration: null,
    for: null,
    funds: [],
    initialDeposit: null,
    offerID: null,
    payment: null,
    questionnaire: initialCalculationQuestionnaire(),
  };
}

export function initialBedragBeleggen(): BedragBeleggenState {
  return {
    ...initialShared(),
    productCode: 'SB',
    description: '',
    kind: null,
    periodicDeposit: null,
    twikey: null,
  };
}

export function initialLijfrenteOpbouwen(): LijfrenteOpbouwenState {
  return {
    ...initialShared(),
    productCode: 'SUL',
    durationType: null,
    geboortedatum: null,
    periodicDeposit: null,
    situation: null,
    start: null,
    twikey: null,
  };
}

export function initialLijfrenteUitkeren(): LijfrenteUitkerenState {
  return {
    ...initialShared(),
    productCode: 'SDIL',
    geboortedatum: null,
    kapitaal: null,
    start: null,
    uitkeringsTermijnCode: 'Geen',
  };
}

export function initialCalculationState(): CalculationState {
  return {
    currentFlow: 'bedragBeleggen',
    bedragBeleggen: initialBedragBeleggen(),
    lijfrenteOpbouwen: initialLijfrenteOpbouwen(),
    lijfrenteUitkeren: initialLijfrenteUitkeren(),
  };
}
