import type { FundProductCode } from '@bp/domain';

/**
 * Where the provider sends the investor back: the real-estate funds have their own result page
 * (the Synvest brand), the SB funds of the annuity brand the general one. The page reads the
 * status from GET /api/payments/{id}, never from the address.
 */
export function paymentReturnUrl(
  publicUrl: string,
  productCode: FundProductCode,
  paymentId: string,
): string {
  const page = productCode === 'VASTGOED' ? '/synvest-ideal-result' : '/ideal-result';
  return `${publicUrl}${page}?betaling=${encodeURIComponent(paymentId)}`;
}

export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';
