import {
  DISTRIBUTION_DECLARATION_STATUSES,
  DISTRIBUTION_MESSAGES,
  DISTRIBUTION_POLICIES,
  parseAmountPerUnit,
} from '@bp/domain';
import {
  calendarDateSchema,
  euroStringSchema,
  navStringSchema,
  requestDateSchema,
  unitsStringSchema,
} from './portfolio';
import { z } from './zod-nl';

// Distributions under four eyes (issue 22): one administrator declares a distribution per unit
// for a fund and ex-date, a second approves it; then it is paid out or reinvested per contract.
// Administrators only.

export const distributionDeclarationStatusSchema = z.enum(DISTRIBUTION_DECLARATION_STATUSES);

const REASON_MAX = 500;

/** POST /api/admin/funds/{fundId}/distributions. */
export const distributionDeclarationRequestSchema = z
  .strictObject({
    exDate: requestDateSchema,
    payDate: requestDateSchema,
    amountPerUnit: z
      .preprocess(
        (value) => (typeof value === 'number' ? String(value) : value),
        z
          .string({ error: DISTRIBUTION_MESSAGES.amountFormat })
          .max(20, { error: DISTRIBUTION_MESSAGES.amountFormat })
          .refine((value) => parseAmountPerUnit(value) !== null, {
            error: DISTRIBUTION_MESSAGES.amountFormat,
          })
          .transform((value) => parseAmountPerUnit(value) ?? value),
      )
      .meta({
        description:
          'Het bruto bedrag per participatie in euro, met een komma of een punt en hoogstens vier decimalen ("0,5000").',
      }),
    reason: z.string().trim().max(REASON_MAX).optional(),
  })
  .refine((body) => body.payDate >= body.exDate, {
    error: DISTRIBUTION_MESSAGES.payBeforeEx,
    path: ['payDate'],
  });
export type DistributionDeclarationRequest = z.input<typeof distributionDeclarationRequestSchema>;

/** POST /api/admin/distributions/{id}/approval. */
export const distributionApprovalRequestSchema = z.strictObject({
  reason: z.string().trim().max(REASON_MAX).optional(),
});
export type DistributionApprovalRequest = z.infer<typeof distributionApprovalRequestSchema>;

export const distributionFundParamsSchema = z.strictObject({
  fundId: z.coerce
    .number({ error: DISTRIBUTION_MESSAGES.fundNotFound })
    .int({ error: DISTRIBUTION_MESSAGES.fundNotFound })
    .positive({ error: DISTRIBUTION_MESSAGES.fundNotFound })
    .max(2_147_483_647, { error: DISTRIBUTION_MESSAGES.fundNotFound }),
});

export const distributionParamsSchema = z.strictObject({ id: z.string() });

export const distributionListQuerySchema = z.strictObject({
  status: distributionDeclarationStatusSchema.optional(),
});

/** The totals per fund: before approval what it would do, after it what was booked. */
export const distributionTotalsSchema = z.object({
  contracts: z.number().int().nonnegative(),
  /** The units held at the end of the ex-date, summed. */
  units: unitsStringSchema,
  total: euroStringSchema,
  paidOut: euroStringSchema,
  reinvested: euroStringSchema,
});
export type DistributionTotals = z.infer<typeof distributionTotalsSchema>;

/** One contract's booked part of an approved distribution. */
export const distributionPaymentSchema = z.object({
  contractId: z.number().int(),
  contractNumber: z.string(),
  policy: z.enum(DISTRIBUTION_POLICIES),
  kind: z.enum(['uitkering', 'herbelegging']),
  amount: euroStringSchema,
  units: unitsStringSchema.nullable(),
  nav: navStringSchema.nullable(),
  paidOutAt: z.string().nullable(),
});
export type DistributionPayment = z.infer<typeof distributionPaymentSchema>;

export const distributionDeclarationSchema = z.object({
  id: z.string(),
  fundId: z.number().int(),
  fundCode: z.string(),
  fundName: z.string(),
  exDate: calendarDateSchema,
  payDate: calendarDateSchema,
  amountPerUnit: navStringSchema,
  status: distributionDeclarationStatusSchema,
  proposedBy: z.string(),
  proposedAt: z.string(),
  proposalReason: z.string().nullable(),
  /** True when the caller proposed it: they cannot approve it. */
  proposedByMe: z.boolean(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvalReason: z.string().nullable(),
  /** Open: what approval would do now. Approved: what was booked (empty before the pay date). */
  totals: distributionTotalsSchema,
  /** Approved: the booked parts per contract; open: empty. */
  payments: z.array(distributionPaymentSchema),
});
export type DistributionDeclaration = z.infer<typeof distributionDeclarationSchema>;

/** GET /api/admin/distributions: newest first. */
export const distributionListSchema = z.object({
  declarations: z.array(distributionDeclarationSchema),
});
export type DistributionList = z.infer<typeof distributionListSchema>;
