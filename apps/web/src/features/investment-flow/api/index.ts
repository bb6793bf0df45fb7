import {
  createdPaymentSchema,
  investmentApplicationResponseSchema,
  type CreatedPayment,
  type CreatePaymentRequest,
  type InvestmentApplicationResponse,
} from '@bp/api-schema';
import { http } from '../../../lib/http';

/**
 * POST /api/investment-applications: the whole application; 201 is the new, unpaid contract.
 * Step 4 shows a refusal itself (every Dutch message), so no toast.
 */
export function createInvestmentApplication(body: unknown): Promise<InvestmentApplicationResponse> {
  return http.post('/api/investment-applications', body, investmentApplicationResponseSchema, {
    globalErrors: false,
  });
}

/**
 * POST /api/payments for the new contract's first deposit (the server takes the amount that is
 * due). Step 5 shows a refusal itself.
 */
export function startFirstPayment(contractId: number): Promise<CreatedPayment> {
  return http.post(
    '/api/payments',
    { contractId, purpose: 'eerste-inleg' } satisfies CreatePaymentRequest,
    createdPaymentSchema,
    { globalErrors: false },
  );
}
