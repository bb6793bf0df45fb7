import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { flowNameFromPath, leavingFlowNeedsConfirmation } from './state';
import { useAppStore } from '../../lib/store';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

export const LEAVE_FLOW_QUESTION = 'Weet u zeker dat u het maken van producten wilt afsluiten?';

function needsConfirmation(): boolean {
  return leavingFlowNeedsConfirmation(useAppStore.getState().investmentFlow);
}

interface AddInvestmentFlowPageProps {
  title: string;
  product: string;
}

/** The add-investment flow for one product; a later issue fills in its steps. */
function AddInvestmentFlowPage({ title, product }: AddInvestmentFlowPageProps) {
  const { pathname } = useLocation();

  useEffect(() => {
    const currentFlow = flowNameFromPath(pathname);
    useAppStore.setState((state) =>
      state.investmentFlow.currentFlow === currentFlow
        ? state
        : { investmentFlow: { ...state.investmentFlow, currentFlow } },
    );
  }, [pathname]);

  return (
    <>
      <PlaceholderPage title={title}>
        Hier voegt u binnenkort in een paar stappen een belegging in {product} toe.
      </PlaceholderPage>
      <LeaveConfirmation when={needsConfirmation} question={LEAVE_FLOW_QUESTION} />
    </>
  );
}

export function NederlandsVastgoedPage() {
  return <AddInvestmentFlowPage title="Nederlands vastgoed" product="Nederlands vastgoed" />;
}

export function DuitsVastgoedPage() {
  return <AddInvestmentFlowPage title="Duits vastgoed" product="Duits vastgoed" />;
}

export function AmerikaansVastgoedPage() {
  return <AddInvestmentFlowPage title="Amerikaans vastgoed" product="Amerikaans vastgoed" />;
}

export function LeningenfondsPage() {
  return <AddInvestmentFlowPage title="Leningenfonds" product="het vastgoedfinancieringsfonds" />;
}
