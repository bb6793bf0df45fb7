import {
  payoutBatchListSchema,
  payoutBatchSchema,
  type PayoutBatch,
  type PayoutBatchList,
} from '@bp/api-schema';

/** Payout batches (issue 22) as GET /api/admin/payout-batches answers, parsed with its schema. */

export const PAYOUT_BATCH_ID = '7d1e2f30-4a5b-4c6d-8e7f-9a0b1c2d3e01';

export function payoutBatch(overrides: Partial<PayoutBatch> = {}): PayoutBatch {
  return payoutBatchSchema.parse({
    id: PAYOUT_BATCH_ID,
    number: 1,
    name: 'UB-000001',
    status: 'aangemaakt',
    itemCount: 2,
    total: '1485.50',
    pain001Sha256: 'ab'.repeat(32),
    createdAt: '2026-11-27T09:15:00.000Z',
    createdBy: 'admin@example.com',
    sentAt: null,
    sentBy: null,
    ...overrides,
  });
}

export function payoutBatchList(
  batches: PayoutBatch[],
  due: PayoutBatchList['due'] = { count: 0, total: '0.00' },
): PayoutBatchList {
  return payoutBatchListSchema.parse({ batches, due });
}
