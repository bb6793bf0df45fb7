import { payoutBatchListSchema, payoutBatchSchema, type PayoutBatch } from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { apiUrl, http } from '../../../lib/http';

const quiet = { globalErrors: false } as const;
const BATCHES = '/api/admin/payout-batches';

export const payoutKeys = { batches: ['admin', 'uitbetalingen'] as const };

/** GET /api/admin/payout-batches: the batches, newest first, and what is due now. */
export const payoutBatchesQuery = () =>
  queryOptions({
    queryKey: payoutKeys.batches,
    queryFn: ({ signal }) => http.get(BATCHES, payoutBatchListSchema, { ...quiet, signal }),
  });

/** POST /api/admin/payout-batches: a batch of everything due (409 when nothing is). */
export function createPayoutBatch(): Promise<PayoutBatch> {
  return http.post(BATCHES, undefined, payoutBatchSchema, quiet);
}

/** POST /api/admin/payout-batches/{id}/sent: handed to the bank (409 the second time). */
export function markPayoutBatchSent(id: string): Promise<PayoutBatch> {
  return http.post(
    `${BATCHES}/${encodeURIComponent(id)}/sent`,
    undefined,
    payoutBatchSchema,
    quiet,
  );
}

/** Where the browser downloads a batch's pain.001 file (the session cookie goes along). */
export function pain001Url(id: string): string {
  return apiUrl(`${BATCHES}/${encodeURIComponent(id)}/pain001`);
}
