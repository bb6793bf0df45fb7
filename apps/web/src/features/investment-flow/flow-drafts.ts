import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../lib/store';
import {
  discardDraft,
  unfinishedInvestments,
  type InvestmentFlowName,
  type InvestmentFlowState,
} from './state';

/** The applications "Nog af te ronden" lists, one per flow; re-renders when they change. */
export function useUnfinishedInvestments(): InvestmentFlowState[] {
  return useAppStore(useShallow((state) => unfinishedInvestments(state)));
}

/** The investor discarded the draft of this flow: what was entered in it is gone. */
export function discardInvestmentDraft(name: InvestmentFlowName): void {
  useAppStore.setState((state) => discardDraft(state, name));
}
