import { startLoading, stopLoading } from '../../lib/loading';
import type { CalculationFlowName } from './state';
import { getCalculation } from './api';
import { flowFromCalculation } from './flow-from-calculation';
import { setCurrentFlow, updateFlow } from './flow-store';
import { cacheResult } from './run-calculation';

/**
 * Opens a stored offer from "Mijn berekeningen": its inputs go back into the flow with its
 * offerID (so the next calculation updates the same offer) and the result page shows its
 * figures. Returns the flow to go to, or null when the offer could not be fetched.
 */
export async function reopenOffer(offerID: number): Promise<CalculationFlowName | null> {
  startLoading('De berekening wordt geopend…');
  try {
    const data = await getCalculation(offerID);
    const { flowName, patch } = flowFromCalculation(data);
    updateFlow(flowName, patch);
    setCurrentFlow(flowName);
    cacheResult(flowName, data);
    return flowName;
  } catch {
    return null;
  } finally {
    stopLoading();
  }
}
