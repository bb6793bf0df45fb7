import type { CreatePaymentRequest } from '@bp/api-schema';
import {
  useStartPayment as useStartAnyPayment,
  type StartPayment as StartAnyPayment,
} from '../../lib/use-start-payment';
import { startPayment } from './api';

export type StartPayment = StartAnyPayment<CreatePaymentRequest, number>;

const keyOf = (request: CreatePaymentRequest) => request.contractId;

/** A payment for one of the investor's contracts (betaling afronden, a failed payment's retry). */
export function useStartPayment(): StartPayment {
  return useStartAnyPayment({ create: startPayment, keyOf });
}
