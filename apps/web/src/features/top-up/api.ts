import {
  createdPaymentSchema,
  type CreatedPayment,
  type CreatePaymentRequest,
} from '@bp/api-schema';
import { http } from '../../lib/http';
import { refreshAfter } from '../../lib/refresh-after-write';

/** POST /api/payments for a top-up: a new iDEAL payment, or the top-up still open. */
export async function startTopUp(request: CreatePaymentRequest): Promise<CreatedPayment> {
  const created = await http.post('/api/payments', request, createdPaymentSchema, {
    globalErrors: false,
  });
  void refreshAfter('payment-started');
  return created;
}
