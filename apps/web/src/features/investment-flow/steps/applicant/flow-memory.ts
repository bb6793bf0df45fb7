import { useAppStore } from '../../../../lib/store';
import type { InvestmentFlowName } from '../../state';

export interface FlowMemory<T> {
  /** Kept for the flow on screen. */
  remember: (value: T) => void;
  /** What the flow on screen kept; null after a reload. */
  read: () => T | null;
  /** The flow on screen keeps nothing any longer. */
  forget: () => void;
}

/**
 * What step 3 checked, kept in memory only (it holds the BSN and document numbers) and per flow
 * (issue 17): a draft resumed later sends its own applicant, never the one another flow entered
 * since. A flow's entry goes when its application does (finished with a contract, discarded, or
 * not worth a draft when another flow was opened), and everything goes when the user changes.
 */
export function flowMemory<T>(): FlowMemory<T> {
  const byFlow = new Map<InvestmentFlowName | null, T>();
  useAppStore.subscribe((state, previous) => {
    if (state.user !== previous.user) {
      byFlow.clear();
      return;
    }
    for (const flow of byFlow.keys()) {
      const kept =
        flow === state.investmentFlow.currentFlow ||
        (flow !== null && state.investmentDrafts[flow] !== undefined);
      if (!kept) byFlow.delete(flow);
    }
  });
  const onScreen = () => useAppStore.getState().investmentFlow.currentFlow;
  return {
    remember: (value) => byFlow.set(onScreen(), value),
    read: () => byFlow.get(onScreen()) ?? null,
    forget: () => byFlow.delete(onScreen()),
  };
}
