import type { CalculationFund, durationTypeSchema, ProductCode, z } from '@bp/api-schema';
import type { DepositKind, SulSituation, UitkeringsTermijnCode } from '@bp/domain';
import {
  initialCalculationQuestionnaire,
  type CalculationQuestionnaireState,
} from '../../../lib/questionnaire-progress';

export {
  initialCalculationQuestionnaire,
  type CalculationQuestionnaireState,
  type QuestionnaireAnswer,
  type QuestionnaireQuestion,
  type StatementAgreement,
} from '../../../lib/questionnaire-progress';
export type { DepositKind } from '@bp/domain';

/**
 * The calculation flows (spec section 3): one record per flow, bedragBeleggen (SB),
 * lijfrenteOpbouwen (SUL) and lijfrenteUitkeren (SDIL), each with the shared fields, the risk
 * questionnaire state and its own fields. Amounts are kept as decimal strings ("1234.56"),
 * exactly as the API takes them, so no float ever touches money.
 */

export type CalculationFlowName = 'bedragBeleggen' | 'lijfrenteOpbouwen' | 'lijfrenteUitkeren';
export type ApplicantType = 'mijn' | 'partner' | 'child';

export const CALCULATION_FLOW_NAMES: readonly CalculationFlowName[] = [
  'bedragBeleggen',
  'lijfrenteOpbouwen',
  'lijfrenteUitkeren',
];

export const PRODUCT_CODES = {
  bedragBeleggen: 'SB',
  lijfrenteOpbouwen: 'SUL',
  lijfrenteUitkeren: 'SDIL',
} as const satisfies Record<CalculationFlowName, ProductCode>;
export type CalculationProductCode = ProductCode;

export function flowForProductCode(code: CalculationProductCode): CalculationFlowName {
  const entry = Object.entries(PRODUCT_CODES).find(([, product]) => product === code);
  return (entry?.[0] as CalculationFlowName | undefined) ?? 'bedragBeleggen';
}

export interface FundAllocation {
  id: CalculationFund['id'];
  /** 0–100 in the state; sent to the server divided by 100 (CalculationFund['percentage']). */
  percentage: number;
}

export type DurationType = z.infer<typeof durationTypeSchema>;
/** SUL: a new annuity, or an existing one transferred to us (waardeoverdracht). */
export type { SulSituation } from '@bp/domain';

export interface SharedCalculationState {
  activePage: string;
  calculationBasedOnProfile: boolean;
  duration: number | null;
  for: ApplicantType | null;
  funds: FundAllocation[];
  /** SB and SUL: the one-off deposit (SUL oversluiten: the transferred value); SDIL: the capital. */
  initialDeposit: string | null;
  offerID: number | null;
  payment: string | null;
  questionnaire: CalculationQuestionnaireState;
}

export interface BedragBeleggenState extends SharedCalculationState {
  productCode: 'SB';
  description: string;
  kind: DepositKind | null;
  periodicDeposit: string | null;
  /** The direct-debit mandate for the monthly deposit, once the offer is taken out. */
  twikey: string | null;
}

export interface LijfrenteOpbouwenState extends SharedCalculationState {
  productCode: 'SUL';
  durationType: DurationType;
  geboortedatum: string | null;
  periodicDeposit: string | null;
  situation: SulSituation | null;
  start: string | null;
  twikey: string | null;
}

export interface LijfrenteUitkerenState extends SharedCalculationState {
  productCode: 'SDIL';
  geboortedatum: string | null;
  /** Was (part of) the capital built up before 1 January 2014? */
  kapitaal: 'ja' | 'nee' | null;
  start: string | null;
  uitkeringsTermijnCode: UitkeringsTermijnCode;
}

export type CalculationFlowState =
  BedragBeleggenState | LijfrenteOpbouwenState | LijfrenteUitkerenState;

export interface CalculationFlows {
  bedragBeleggen: BedragBeleggenState;
  lijfrenteOpbouwen: LijfrenteOpbouwenState;
  lijfrenteUitkeren: LijfrenteUitkerenState;
}

export interface CalculationState extends CalculationFlows {
  currentFlow: CalculationFlowName;
}

export const FIRST_CALCULATION_PAGE = 'stap1';
export const DEFAULT_CALCULATION_FLOW: CalculationFlowName = 'bedragBeleggen';

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
    durationType: 'jaren',
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
    // Spec §9: no choice made yet, which the engine pays monthly.
    uitkeringsTermijnCode: 'Geen',
  };
}

const INITIAL_FLOWS: { [K in CalculationFlowName]: () => CalculationFlows[K] } = {
  bedragBeleggen: initialBedragBeleggen,
  lijfrenteOpbouwen: initialLijfrenteOpbouwen,
  lijfrenteUitkeren: initialLijfrenteUitkeren,
};

export function initialCalculationFlow<K extends CalculationFlowName>(
  name: K,
): CalculationFlows[K] {
  return INITIAL_FLOWS[name]();
}

export function initialCalculationState(): CalculationState {
  return {
    currentFlow: DEFAULT_CALCULATION_FLOW,
    bedragBeleggen: initialBedragBeleggen(),
    lijfrenteOpbouwen: initialLijfrenteOpbouwen(),
    lijfrenteUitkeren: initialLijfrenteUitkeren(),
  };
}

/** One flow back to its initial state; the other flows and the current flow stay. */
export function resetCalculationFlow(
  state: CalculationState,
  name: CalculationFlowName,
): CalculationState {
  return { ...state, [name]: initialCalculationFlow(name) };
}

/** Every flow back to its initial state, and the current flow back to the default. */
export function resetAllCalculationFlows(): CalculationState {
  return initialCalculationState();
}
