import type { CalculationFlowName } from '../state';
import type { StepKind } from '../steps';
import { InvestmentChoiceStep } from '../steps/InvestmentChoiceStep';
import { isInvestingFlow } from '../steps/investment-flow-name';
import { InvestmentStep } from '../steps/InvestmentStep';
import { ResultStep } from '../steps/ResultStep';
import { SbDepositStep } from '../steps/SbDepositStep';
import { SdilCapitalStep } from '../steps/SdilCapitalStep';
import { SdilPayoutStep } from '../steps/SdilPayoutStep';
import { SulDepositStep } from '../steps/SulDepositStep';
import { SulSituationStep } from '../steps/SulSituationStep';

/** The page of the wizard for a step kind. */
export function StepContent({ kind, flowName }: { kind: StepKind; flowName: CalculationFlowName }) {
  switch (kind) {
    case 'sb-deposit':
      return <SbDepositStep />;
    case 'sul-situation':
      return <SulSituationStep />;
    case 'sul-deposit':
      return <SulDepositStep />;
    case 'sdil-capital':
      return <SdilCapitalStep />;
    case 'sdil-payout':
      return <SdilPayoutStep />;
    case 'investment-choice':
      return isInvestingFlow(flowName) ? <InvestmentChoiceStep flowName={flowName} /> : null;
    case 'investment':
      return isInvestingFlow(flowName) ? <InvestmentStep flowName={flowName} /> : null;
    case 'result':
      return <ResultStep />;
  }
}
