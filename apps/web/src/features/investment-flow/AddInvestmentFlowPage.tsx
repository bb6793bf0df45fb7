import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { enterFlow, readInvestmentFlow } from './flow-store';
import { InvestmentFlowFrame } from './frame/InvestmentFlowFrame';
import { flowNameFromPath, leavingFlowNeedsConfirmation } from './state';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';

export const LEAVE_FLOW_QUESTION = 'Weet u zeker dat u het maken van producten wilt afsluiten?';

/** Read at the moment of leaving: the step the investor is on then decides (spec §2). */
function needsConfirmation(): boolean {
  return leavingFlowNeedsConfirmation(readInvestmentFlow());
}

/** The add-investment flow for the fund of the route (spec §4: the flow name from the route). */
function AddInvestmentFlowPage({ title }: { title: string }) {
  const { pathname } = useLocation();
  const flowName = flowNameFromPath(pathname);

  useEffect(() => enterFlow(flowName), [flowName]);

  return (
    <>
      <InvestmentFlowFrame title={title} flowName={flowName} />
      <LeaveConfirmation when={needsConfirmation} question={LEAVE_FLOW_QUESTION} />
    </>
  );
}

export function NederlandsVastgoedPage() {
  return <AddInvestmentFlowPage title="Nederlands vastgoed" />;
}

export function DuitsVastgoedPage() {
  return <AddInvestmentFlowPage title="Duits vastgoed" />;
}

export function AmerikaansVastgoedPage() {
  return <AddInvestmentFlowPage title="Amerikaans vastgoed" />;
}

export function LeningenfondsPage() {
  return <AddInvestmentFlowPage title="Leningenfonds" />;
}
