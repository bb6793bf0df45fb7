import { PAYOUT_BATCH_STATUSES } from '@bp/domain';
import { z } from './zod-nl';

// Payouts to the bank (issue 22): batches of credit transfers to investors, downloaded as a SEPA
// credit transfer file (pain.001.001.03) and marked handed to the bank. Administrators only.

export const payoutBatchStatusSchema = z.enum(PAYOUT_BATCH_STATUSES);

/** One batch as the list shows it; amounts are euro strings with two decimals. */
export const payoutBatchSchema = z.object({
  id: z.string(),
  /** The sequence number: shown as `name` ("UB-000001"), also the file's name. */
  number: z.number().int().positive(),
  name: z.string(),
  status: payoutBatchStatusSchema,
  itemCount: z.number().int().positive(),
  total: z.string(),
  /** sha256 (hex) of the kept pain.001 file: every download gives these bytes. */
  pain001Sha256: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  sentAt: z.string().nullable(),
  sentBy: z.string().nullable(),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;

/** What a new batch would collect now. */
export const payoutsDueSchema = z.object({
  count: z.number().int().nonnegative(),
  total: z.string(),
});
export type PayoutsDue = z.infer<typeof payoutsDueSchema>;

/** GET /api/admin/payout-batches: the batches, newest first, and what is due. */
export const payoutBatchListSchema = z.object({
  batches: z.array(payoutBatchSchema),
  due: payoutsDueSchema,
});
export type PayoutBatchList = z.infer<typeof payoutBatchListSchema>;

export const payoutBatchParamsSchema = z.object({
  id: z.string(),
});
