import { lazy, Suspense } from 'react';
import type { CalculationFlowName } from '../state';
import type { StepKind } from '../steps';
import { isInvestingFlow } from '../steps/investment-flow-name';
import { SbDepositStep } from '../steps/SbDepositStep';
import { SdilCapitalStep } from '../steps/SdilCapitalStep';
import { SulSituationStep } from '../steps/SulSituationStep';
import { LoadingState } from '../../../ui/states';

let laterStepsLoading: ReturnType<typeof loadLaterSteps> | null = null;
function loadLaterSteps() {
  return import('./later-steps');
}

/**
 * Starts loading the steps after the first (once): the wizard calls this when the visitor starts
 * on a step, so the next one is there when they go on. A failed download is tried again by the
 * next call.
 */
export function preloadLaterSteps(): ReturnType<typeof loadLaterSteps> {
  laterStepsLoading ??= loadLaterSteps().catch((error: unknown) => {
    laterStepsLoading = null;
    throw error;
  });
  return laterStepsLoading;
}

const InvestmentChoiceStep = lazy(async () => ({
  default: (await preloadLaterSteps()).InvestmentChoiceStep,
}));
const InvestmentStep = lazy(async () => ({ default: (await preloadLaterSteps()).InvestmentStep }));
const ResultStep = lazy(async () => ({ default: (await preloadLaterSteps()).ResultStep }));
const SdilPayoutStep = lazy(async () => ({ default: (await preloadLaterSteps()).SdilPayoutStep }));
const SulDepositStep = lazy(async () => ({ default: (await preloadLaterSteps()).SulDepositStep }));

function LaterStep({ kind, flowName }: { kind: StepKind; flowName: CalculationFlowName }) {
  switch (kind) {
    case 'sul-deposit':
      return <SulDepositStep />;
    case 'sdil-payout':
      return <SdilPayoutStep />;
    case 'investment-choice':
      return isInvestingFlow(flowName) ? <InvestmentChoiceStep flowName={flowName} /> : null;
    case 'investment':
      return isInvestingFlow(flowName) ? <InvestmentStep flowName={flowName} /> : null;
    case 'result':
      return <ResultStep />;
    default:
      return null;
  }
}

/**
 * The page of the wizard for a step kind. The first step of each flow comes with the page; the
 * others load on demand (see preloadLaterSteps), with a loading indicator in the step's place
 * while they are not there yet.
 */
export function StepContent({ kind, flowName }: { kind: StepKind; flowName: CalculationFlowName }) {
  switch (kind) {
    case 'sb-deposit':
      return <SbDepositStep />;
    case 'sul-situation':
      return <SulSituationStep />;
    case 'sdil-capital':
      return <SdilCapitalStep />;
    default:
      return (
        <Suspense fallback={<LoadingState label="De stap wordt geladen…" />}>
          <LaterStep kind={kind} flowName={flowName} />
        </Suspense>
      );
  }
}
