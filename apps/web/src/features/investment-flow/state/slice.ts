import { defineStoreSlice } from '../../../lib/store-slices';
import { initialInvestmentFlowState, type InvestmentFlowState } from './investment-flow-state';
import { restoreInvestmentFlow } from './restore';

declare module '../../../lib/store-slices' {
  interface AppState {
    /** The add-investment flow (spec sections 3 and 4), persisted so a reload keeps it. */
    investmentFlow: InvestmentFlowState;
  }
}

defineStoreSlice('investmentFlow', {
  initial: initialInvestmentFlowState,
  restore: restoreInvestmentFlow,
});
