import type { CreatedPayment } from '@bp/api-schema';
import { useStartPayment } from '../../../../lib/use-start-payment';
import { startFirstPayment } from '../../api';
import { awaitPayment } from '../../flow-store';

const keyOf = (contractId: number) => contractId;
const rememberPayment = (created: CreatedPayment) => awaitPayment(created.id);

/**
 * Starts the first deposit's iDEAL payment, remembering the payment in the flow so the result
 * page can lead back.
 */
export function useFirstPayment() {
  const { start, startingFor, error } = useStartPayment({
    create: startFirstPayment,
    keyOf,
    onCreated: rememberPayment,
  });
  return { start, starting: startingFor !== null, error };
}
