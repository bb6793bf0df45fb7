import { useNavigate } from 'react-router';
import { refreshAfter } from '../../../../lib/refresh-after-write';
import { resetInvestmentFlow } from '../../flow-store';

export const PAY_LATER_PATH = '/mijn-betaling-afronden';

/**
 * Leaves the payment for later: the contract is made and waits on "Betaling afronden" (and its
 * mandate on the contract's page), so the flow starts fresh for a next investment. The contract
 * lists are refreshed, so the page and the menu's badge show the contract without a reload.
 */
export function useFinishLater(): (path?: string) => void {
  const navigate = useNavigate();
  return (path = PAY_LATER_PATH) => {
    resetInvestmentFlow();
    void refreshAfter('payment-postponed');
    void navigate(path);
  };
}
