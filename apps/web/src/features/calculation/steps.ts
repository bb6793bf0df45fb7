import type { CalculationFlowName, CalculationFlowState } from './state';

/**
 * The wizard pages per flow (the spec names them stap1, stap2, …; stap1 comes first). The last
 * input page calculates; the page after it shows the result.
 */
export type StepKind =
  | 'sb-deposit'
  | 'sul-situation'
  | 'sul-deposit'
  | 'sdil-capital'
  | 'sdil-payout'
  | 'investment-choice'
  | 'investment'
  | 'result';

export interface StepDefinition {
  page: string;
  kind: StepKind;
}

export const FLOW_STEPS: Record<CalculationFlowName, readonly StepDefinition[]> = {
  bedragBeleggen: [
    { page: 'stap1', kind: 'sb-deposit' },
    { page: 'stap2', kind: 'investment-choice' },
    { page: 'stap3', kind: 'investment' },
    { page: 'stap4', kind: 'result' },
  ],
  lijfrenteOpbouwen: [
    { page: 'stap1', kind: 'sul-situation' },
    { page: 'stap2', kind: 'sul-deposit' },
    { page: 'stap3', kind: 'investment-choice' },
    { page: 'stap4', kind: 'investment' },
    { page: 'stap5', kind: 'result' },
  ],
  lijfrenteUitkeren: [
    { page: 'stap1', kind: 'sdil-capital' },
    { page: 'stap2', kind: 'sdil-payout' },
    { page: 'stap3', kind: 'result' },
  ],
};

/** The page that holds the term (duration) field, where the 20-year error is shown. */
const DURATION_STEP: Record<CalculationFlowName, StepKind> = {
  bedragBeleggen: 'sb-deposit',
  lijfrenteOpbouwen: 'sul-deposit',
  lijfrenteUitkeren: 'sdil-payout',
};

export function stepsOf(flowName: CalculationFlowName): readonly StepDefinition[] {
  return FLOW_STEPS[flowName];
}

function pageOfKind(flowName: CalculationFlowName, kind: StepKind): string {
  return stepsOf(flowName).find((step) => step.kind === kind)?.page ?? 'stap1';
}

export function resultPage(flowName: CalculationFlowName): string {
  return pageOfKind(flowName, 'result');
}

/** The page that holds the start field; Bedrag beleggen has none (it starts next month). */
const START_STEP: Partial<Record<CalculationFlowName, StepKind>> = {
  lijfrenteOpbouwen: 'sul-situation',
  lijfrenteUitkeren: 'sdil-payout',
};

export function startPage(flowName: CalculationFlowName): string | null {
  const kind = START_STEP[flowName];
  return kind ? pageOfKind(flowName, kind) : null;
}

export function durationPage(flowName: CalculationFlowName): string {
  return pageOfKind(flowName, DURATION_STEP[flowName]);
}

/** The step on screen; an unknown stored page name falls back to stap1. */
export function activeStepIndex(flowName: CalculationFlowName, activePage: string): number {
  return Math.max(
    0,
    stepsOf(flowName).findIndex((step) => step.page === activePage),
  );
}

export function neighbourPage(
  flowName: CalculationFlowName,
  activePage: string,
  offset: 1 | -1,
): string {
  const steps = stepsOf(flowName);
  const index = activeStepIndex(flowName, activePage) + offset;
  return steps[Math.min(Math.max(index, 0), steps.length - 1)]?.page ?? 'stap1';
}

export function stepTitle(kind: StepKind, flow: CalculationFlowState): string {
  switch (kind) {
    case 'sb-deposit':
      return 'Uw inleg';
    case 'sul-situation':
      return 'Uw situatie';
    case 'sul-deposit':
      return 'Inleg en looptijd';
    case 'sdil-capital':
      return 'Uw kapitaal';
    case 'sdil-payout':
      return 'Uw uitkering';
    case 'investment-choice':
      return 'Manier van beleggen';
    case 'investment':
      return flow.calculationBasedOnProfile ? 'Uw risicoprofiel' : 'Verdeling over de fondsen';
    case 'result':
      return 'Resultaat';
  }
}

/**
 * Leaving a flow mid-way asks for confirmation (the older menu's "abort the flow"): once past
 * stap1 and before the result, when the investor has put work in that is not yet calculated.
 */
export function leavingNeedsConfirmation(
  flowName: CalculationFlowName,
  flow: CalculationFlowState,
): boolean {
  const index = activeStepIndex(flowName, flow.activePage);
  return index > 0 && flow.activePage !== resultPage(flowName);
}
