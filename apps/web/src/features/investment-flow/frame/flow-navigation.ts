import { createContext, useContext } from 'react';

export interface FlowNavigation {
  /** To the next step of the flow (the step's own checks have passed). */
  goNext: () => void;
  /** To the step before, keeping what was entered. */
  goBack: () => void;
}

export const FlowNavigationContext = createContext<FlowNavigation | null>(null);

export function useFlowNavigation(): FlowNavigation {
  const value = useContext(FlowNavigationContext);
  if (!value) throw new Error('useFlowNavigation must be used inside an InvestmentFlowFrame');
  return value;
}
