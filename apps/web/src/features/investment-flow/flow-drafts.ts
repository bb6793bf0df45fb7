import { useShallow } from 'zustand/react/shallow';
import { deleteFilesUnder } from '../../lib/file-store';
import { useAppStore } from '../../lib/store';
import { waitingFilesOf } from './steps/applicant/waiting-files';
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
  const drafts = useAppStore.getState().investmentDrafts;
  const onScreen = readInvestmentFlowName();
  useAppStore.setState((state) => discardDraft(state, name));
  // Its files waiting to be sent go too; a flow on screen with a contract keeps them.
  const discarded =
    drafts[name] !== undefined || (onScreen === name && readInvestmentFlowName() === null);
  if (discarded) {
    deleteFilesUnder(waitingFilesOf(name)).catch((error: unknown) => {
      console.warn('De wachtende bestanden konden niet worden verwijderd.', error);
    });
  }
}

function readInvestmentFlowName(): InvestmentFlowName | null {
  return useAppStore.getState().investmentFlow.currentFlow;
}
