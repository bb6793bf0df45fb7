import {
  createdPaymentSchema,
  mandateSchema,
  paymentSchema,
  type CreatedPayment,
  type CreatePaymentRequest,
  type Mandate,
  type MandateExitRequest,
  type Payment,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { RESOURCE_KEYS, refreshAfter } from '../../../lib/refresh-after-write';

/**
 * Payments and mandates as the result pages read them. Pages show failures themselves, so these
 * calls never raise a toast; 401 and 503 still follow the error catalogue.
 */

const quiet = { globalErrors: false } as const;

export const paymentKeys = {
  payment: (id: string) => [...RESOURCE_KEYS.payments, id] as const,
  mandate: (id: string) => [...RESOURCE_KEYS.mandates, id] as const,
};

/** Ids are uuids: anything else is not one of ours, so the page says so without asking. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.payment(id),
    queryFn: ({ signal }): Promise<Payment> =>
      http.get(`/api/payments/${encodeURIComponent(id)}`, paymentSchema, { ...quiet, signal }),
    staleTime: 0,
  });

export const mandateQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.mandate(id),
    queryFn: ({ signal }): Promise<Mandate> =>
      http.get(`/api/mandates/${encodeURIComponent(id)}`, mandateSchema, { ...quiet, signal }),
    staleTime: 0,
  });

/**
 * POST /api/mandates/exit: what the provider's exit URL brought back; the server checks its
 * signature and answers the investor's own mandate.
 */
export const mandateExitQuery = (exit: MandateExitRequest) =>
  queryOptions({
    // Not under the mandates' key: refreshing mandates after a write must not check the
    // provider's exit link a second time.
    queryKey: ['mandate-exit', exit.mndtId, exit.status, exit.sig] as const,
    queryFn: (): Promise<Mandate> => http.post('/api/mandates/exit', exit, mandateSchema, quiet),
    retry: false,
    staleTime: Infinity,
  });

/** POST /api/payments: a new payment, or the one still open for this contract and purpose. */
export async function startPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
  const created = await http.post('/api/payments', request, createdPaymentSchema, quiet);
  void refreshAfter('payment-started');
  return created;
}
