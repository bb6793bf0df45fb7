import { useFlow } from '../flow-store';
import { FundAllocationStep } from './FundAllocationStep';
import type { InvestingFlowName } from './investment-flow-name';
import { ProfileStep } from './ProfileStep';

/** The step after the choice: the questionnaire for a profile, else the fund split. */
export function InvestmentStep({ flowName }: { flowName: InvestingFlowName }) {
  const basedOnProfile = useFlow(flowName).calculationBasedOnProfile;
  return basedOnProfile ? (
    <ProfileStep flowName={flowName} />
  ) : (
    <FundAllocationStep flowName={flowName} />
  );
}
