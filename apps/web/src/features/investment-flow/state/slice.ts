import { defineStoreSlice } from '../../../lib/store-slices';
import { initialInvestmentDrafts, type InvestmentDrafts } from './drafts';
import { initialInvestmentFlowState, type InvestmentFlowState } from './investment-flow-state';
import { restoreInvestmentDrafts, restoreInvestmentFlow } from './restore';

declare module '../../../lib/store-slices' {
  interface AppState {
    /** The add-investment flow (spec sections 3 and 4), persisted so a reload keeps it. */
    investmentFlow: InvestmentFlowState;
    /** The stopped applications of the other flows, one per flow (issue 17). */
    investmentDrafts: InvestmentDrafts;
  }
}

defineStoreSlice('investmentFlow', {
  initial: initialInvestmentFlowState,
  restore: restoreInvestmentFlow,
});

// Its own slice, so the flow's state keeps its shape; logout resets it with every slice.
defineStoreSlice('investmentDrafts', {
  initial: initialInvestmentDrafts,
  restore: restoreInvestmentDrafts,
});
