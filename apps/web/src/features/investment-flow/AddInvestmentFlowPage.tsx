import { LEAVE_INVESTMENT_FLOW_QUESTION } from '@bp/domain';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readInvestmentPrefill, withoutInvestmentPrefill } from '../calculation';
import { enterFlow, prefillInvestment, readInvestmentFlow, useCurrentFlowName } from './flow-store';
import { FlowExitMenu } from './frame/FlowExitMenu';
import { InvestmentFlowFrame } from './frame/InvestmentFlowFrame';
import { flowNameFromPath, INVESTMENT_FLOW_TITLES, leavingFlowNeedsConfirmation } from './state';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';

/** The add-investment flow for the fund of the route (spec §4: the flow name from the route). */
function AddInvestmentFlowPage({ title }: { title: string }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const flowName = flowNameFromPath(pathname);

  // Amounts from a calculation's "Beleggen" go into the store before the first step renders:
  // its form takes its starting values from the store once, when it mounts.
  const [cleanAddress] = useState(() => {
    const prefill = readInvestmentPrefill(search);
    if (prefill === null) return null;
    prefillInvestment(flowName, prefill);
    return `${pathname}${withoutInvestmentPrefill(search)}${hash}`;
  });
  // Taken once: a reload or the way back must not fill them in again over what was changed.
  const addressToClean = useRef(cleanAddress);
  useEffect(() => {
    if (addressToClean.current === null) return;
    void navigate(addressToClean.current, { replace: true });
    addressToClean.current = null;
  }, [navigate]);

  // Set when the investor chose to stop in the exit dialog: that was the confirmation.
  const leavingOnPurpose = useRef(false);

  useEffect(() => enterFlow(flowName), [flowName]);
  // Until the store holds this flow, the steps would mount with another flow's entries (their
  // forms take their starting values once) and carry them over.
  const entered = useCurrentFlowName() === flowName;

  // Read at the moment of leaving: the step the investor is on then decides (spec §2).
  const needsConfirmation = () =>
    !leavingOnPurpose.current && leavingFlowNeedsConfirmation(readInvestmentFlow());

  if (!entered) return null;
  return (
    <>
      <InvestmentFlowFrame
        title={title}
        flowName={flowName}
        exitMenu={<FlowExitMenu onLeaving={() => (leavingOnPurpose.current = true)} />}
      />
      <LeaveConfirmation when={needsConfirmation} question={LEAVE_INVESTMENT_FLOW_QUESTION} />
    </>
  );
}

export function NederlandsVastgoedPage() {
  return <AddInvestmentFlowPage title={INVESTMENT_FLOW_TITLES.nederlands} />;
}

export function DuitsVastgoedPage() {
  return <AddInvestmentFlowPage title={INVESTMENT_FLOW_TITLES.duits} />;
}

export function AmerikaansVastgoedPage() {
  return <AddInvestmentFlowPage title={INVESTMENT_FLOW_TITLES.american} />;
}

export function LeningenfondsPage() {
  return <AddInvestmentFlowPage title={INVESTMENT_FLOW_TITLES.leningenfonds} />;
}
