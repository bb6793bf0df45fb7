import { PAYMENT_PURPOSES, PAYMENT_STATUSES, TOP_UP_LIMITS } from '@bp/domain';
import { requestAmountSchema } from './calculation/common';
import { contractIdParamsSchema } from './portfolio';
import { z } from './zod-nl';

/**
 * Payments by iDEAL: a contract's first deposit or a top-up. Amounts are decimal strings with
 * two decimals ("1234.56") in answers; a request may send a decimal string or a JSON number
 * with at most two decimals, as the calculation API accepts.
 */

export { TOP_UP_LIMITS };

export const paymentPurposeSchema = z.enum(PAYMENT_PURPOSES);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** POST /api/payments. `amount` only for a top-up: the server decides what a first deposit is. */
export const createPaymentRequestSchema = z.strictObject({
  contractId: contractIdParamsSchema.shape.id,
  purpose: paymentPurposeSchema,
  amount: requestAmountSchema.optional().meta({
    description: `Alleen bij een bijstorting: minimaal € ${TOP_UP_LIMITS.minimum}, hoogstens € ${TOP_UP_LIMITS.maximum} (het maximum van één iDEAL-betaling; ook een eerste inleg daarboven wordt geweigerd). Bij de eerste inleg bepaalt de server het bedrag (wat op het contract openstaat).`,
  }),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

const euroAmountSchema = z.string().regex(/^\d+\.\d{2}$/);

/** 201 of POST /api/payments: send the investor to `checkoutUrl`. */
export const createdPaymentSchema = z.object({
  id: z.uuid(),
  status: paymentStatusSchema,
  checkoutUrl: z.string(),
  amount: euroAmountSchema,
  contractId: z.number().int(),
  purpose: paymentPurposeSchema,
});
export type CreatedPayment = z.infer<typeof createdPaymentSchema>;

/** GET /api/payments/{id}: what the result page polls. */
export const paymentSchema = z.object({
  id: z.uuid(),
  status: paymentStatusSchema,
  amount: euroAmountSchema,
  contractId: z.number().int(),
  purpose: paymentPurposeSchema,
  method: z.literal('ideal'),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A payment id in a path; anything else is answered like an unknown payment (404). */
export const paymentParamsSchema = z.strictObject({ id: z.string().max(64) });

/** The provider's webhook: only its own payment id (Mollie: `id=tr_…`), form-encoded or JSON. */
export const paymentWebhookSchema = z.object({ id: z.string().max(256) });
