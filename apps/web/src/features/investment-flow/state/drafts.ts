import {
  hasUnfinishedFlow,
  initialInvestmentFlowState,
  INVESTMENT_FLOW_ROUTES,
  type InvestmentFlowName,
  type InvestmentFlowState,
} from './investment-flow-state';

/**
 * Issue 17: one draft per flow. The flow on screen stays `investmentFlow` (its shape unchanged);
 * the applications the investor stopped in the other flows wait here, keyed by flow name, until
 * the investor opens that flow again or discards them. Persisted like the flow, secrets left out.
 */
export type InvestmentDrafts = Partial<Record<InvestmentFlowName, InvestmentFlowState>>;

/** The four flows in the menu's order: drafts are listed in it. */
export const INVESTMENT_FLOW_NAMES = Object.keys(INVESTMENT_FLOW_ROUTES) as InvestmentFlowName[];

export function initialInvestmentDrafts(): InvestmentDrafts {
  return {};
}

/**
 * A flow worth keeping as a draft: started, not finished, and without a contract. Once the
 * contract is made it is no draft: its payment waits on "Betaling afronden".
 */
export function isDraft(flow: InvestmentFlowState): boolean {
  return hasUnfinishedFlow(flow) && flow.contract === null;
}

export interface FlowsAndDrafts {
  investmentFlow: InvestmentFlowState;
  investmentDrafts: InvestmentDrafts;
}

/**
 * The investor opened the flow `name`: the flow on screen, when it is a draft, waits among the
 * drafts; `name` continues from its own draft or starts empty, never from another flow's
 * amounts, description or applicant.
 */
export function switchFlow(
  { investmentFlow: current, investmentDrafts: drafts }: FlowsAndDrafts,
  name: InvestmentFlowName,
): FlowsAndDrafts {
  if (current.currentFlow === name) return { investmentFlow: current, investmentDrafts: drafts };
  const { [name]: resumed, ...others } = drafts;
  const kept =
    current.currentFlow !== null && isDraft(current)
      ? { ...others, [current.currentFlow]: current }
      : others;
  // A flow not yet tied to a fund (fresh, or set up before its route was known) becomes this one.
  const unassigned = current.currentFlow === null && current.contract === null;
  const next =
    resumed ??
    (unassigned
      ? { ...current, currentFlow: name }
      : { ...initialInvestmentFlowState(), currentFlow: name });
  return { investmentFlow: next, investmentDrafts: kept };
}

/** Without the draft of `name`, on screen or waiting; a flow with a contract is left alone. */
export function discardDraft(
  { investmentFlow: current, investmentDrafts: drafts }: FlowsAndDrafts,
  name: InvestmentFlowName,
): FlowsAndDrafts {
  const { [name]: _discarded, ...others } = drafts;
  const onScreen = current.currentFlow === name && isDraft(current);
  return {
    investmentFlow: onScreen ? initialInvestmentFlowState() : current,
    investmentDrafts: others,
  };
}

/**
 * What "Nog af te ronden" lists, one per flow in the menu's order: the flow on screen when it was
 * started and not finished (also with its contract waiting for payment, as before), and every
 * draft.
 */
export function unfinishedInvestments({
  investmentFlow: current,
  investmentDrafts: drafts,
}: FlowsAndDrafts): InvestmentFlowState[] {
  return INVESTMENT_FLOW_NAMES.flatMap((name) => {
    if (current.currentFlow === name) return hasUnfinishedFlow(current) ? [current] : [];
    const draft = drafts[name];
    return draft ? [draft] : [];
  });
}
