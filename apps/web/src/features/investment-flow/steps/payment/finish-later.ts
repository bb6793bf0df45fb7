import { useNavigate } from 'react-router';
import { resetInvestmentFlow } from '../../flow-store';

export const PAY_LATER_PATH = '/mijn-betaling-afronden';

/**
 * Leaves the payment for later: the contract is made and waits on "Betaling afronden" (and its
 * mandate on the contract's page), so the flow starts fresh for a next investment.
 */
export function useFinishLater(): (path?: string) => void {
  const navigate = useNavigate();
  return (path = PAY_LATER_PATH) => {
    resetInvestmentFlow();
    void navigate(path);
  };
}
