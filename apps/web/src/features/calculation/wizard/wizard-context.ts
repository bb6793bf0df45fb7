import { createContext, useContext } from 'react';
import type { AfterLoginSave } from '../save-after-login/use-save-after-login';
import type { CalculationFlowName } from '../state';

export interface WizardContextValue {
  flowName: CalculationFlowName;
  goNext: () => void;
  goBack: () => void;
  goTo: (page: string) => void;
  /** Calculates the flow as stored and shows the outcome (result page or term-field error). */
  calculate: () => Promise<void>;
  /** The 20-year message from the last calculation, for the term field; null when none. */
  durationError: string | null;
  clearDurationError: () => void;
  /** Takes the investor to the term field with the 20-year message. */
  showDurationError: (message: string) => void;
  /** The server's refusal of the start date, for the start field; null when none. */
  startError: string | null;
  clearStartError: () => void;
  /** Takes the investor to the start field with the server's message. */
  showStartError: (message: string) => void;
  /** The save of a calculation kept across the login ("Log in als u … wilt bewaren"). */
  afterLoginSave: AfterLoginSave;
  retryAfterLoginSave: () => void;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard must be used inside a CalculationWizard');
  return value;
}
