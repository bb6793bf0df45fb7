import {
  createdPaymentSchema,
  investmentApplicationResponseSchema,
  type CreatedPayment,
  type CreatePaymentRequest,
  type InvestmentApplicationResponse,
} from '@bp/api-schema';
import { http } from '../../../lib/http';
import { refreshAfter } from '../../../lib/refresh-after-write';
import { PAYMENT_PURPOSE } from '@bp/domain';

/**
 * POST /api/investment-applications: the whole application; 201 is the new, unpaid contract.
 * Step 4 shows a refusal itself (every Dutch message), so no toast.
 */
export async function createInvestmentApplication(
  body: unknown,
): Promise<InvestmentApplicationResponse> {
  const created = await http.post(
    '/api/investment-applications',
    body,
    investmentApplicationResponseSchema,
    { globalErrors: false },
  );
  void refreshAfter('contract-created');
  return created;
}

/**
 * POST /api/payments for the new contract's first deposit (the server takes the amount that is
 * due). Step 5 shows a refusal itself.
 */
export async function startFirstPayment(contractId: number): Promise<CreatedPayment> {
  const created = await http.post(
    '/api/payments',
    { contractId, purpose: PAYMENT_PURPOSE.firstDeposit } satisfies CreatePaymentRequest,
    createdPaymentSchema,
    { globalErrors: false },
  );
  void refreshAfter('payment-started');
  return created;
}
