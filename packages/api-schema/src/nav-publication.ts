import { NAV_PROPOSAL_KINDS, NAV_PROPOSAL_STATUSES } from '@bp/domain';
import { calendarDateSchema, navStringSchema } from './portfolio';
import { z } from './zod-nl';

// NAV publication under four eyes (issue 22): one administrator proposes a fund's NAVs (one, or
// a CSV `fonds;datum;koers`), a second one approves each; only then is it published and are the
// purchases and sell orders of that date executed. Administrators only. NAVs are decimal strings
// with four decimals ("102.3456"); a change is a fraction with six decimals ("0.052300").

export const navProposalStatusSchema = z.enum(NAV_PROPOSAL_STATUSES);
export const navProposalKindSchema = z.enum(NAV_PROPOSAL_KINDS);

const FUND_MESSAGE = 'Onbekend fonds.';

export const adminFundPriceParamsSchema = z.strictObject({
  fundId: z.coerce
    .number({ error: FUND_MESSAGE })
    .int({ error: FUND_MESSAGE })
    .positive({ error: FUND_MESSAGE })
    .max(2_147_483_647, { error: FUND_MESSAGE }),
});

const REASON_MAX = 500;

/**
 * POST /api/admin/funds/{fundId}/prices: either one NAV (`valuationDate` and `nav`), or `csv`
 * (`fonds;datum;koers`, at most 240 rows). `nav` takes a Dutch comma or a point; dates are ISO
 * or `dd-mm-jjjj`. `reason` is needed for a change beyond ±10% and for a correction.
 * `preview: true` only assesses the rows and writes nothing.
 */
export const navProposalRequestSchema = z
  .strictObject({
    valuationDate: z.string().max(20).optional(),
    nav: z
      .preprocess(
        (value) => (typeof value === 'number' ? String(value) : value),
        z.string().max(20),
      )
      .optional(),
    csv: z.string().max(20_000).optional(),
    preview: z.boolean().optional(),
    reason: z.string().max(REASON_MAX).optional(),
  })
  .refine(
    (body) =>
      body.csv !== undefined
        ? body.valuationDate === undefined && body.nav === undefined
        : body.valuationDate !== undefined && body.nav !== undefined,
    { error: 'Geef een koers (valuationDate en nav) of een CSV (csv), niet allebei.' },
  );
export type NavProposalRequest = z.infer<typeof navProposalRequestSchema>;

/** One row as assessed: what a proposal would be, with its problems (Dutch). */
export const navPreviewRowSchema = z.object({
  /** The line in the CSV (1 for a single NAV). */
  line: z.number().int(),
  valuationDate: calendarDateSchema.nullable(),
  nav: navStringSchema.nullable(),
  /** The previous month end's NAV: published, or an earlier row of the same request. */
  previousNav: navStringSchema.nullable(),
  change: z.string().nullable(),
  /** Beyond ±10%: needs a reason. */
  flagged: z.boolean(),
  kind: navProposalKindSchema,
  problems: z.array(z.string()),
});
export type NavPreviewRow = z.infer<typeof navPreviewRowSchema>;

export const navPreviewSchema = z.object({ rows: z.array(navPreviewRowSchema) });
export type NavPreview = z.infer<typeof navPreviewSchema>;

/** A proposal, open or decided: who proposed and approved it, when and why (the audit). */
export const navProposalSchema = z.object({
  id: z.string(),
  fundId: z.number().int(),
  fundCode: z.string(),
  valuationDate: calendarDateSchema,
  nav: navStringSchema,
  previousNav: navStringSchema.nullable(),
  change: z.string().nullable(),
  flagged: z.boolean(),
  kind: navProposalKindSchema,
  status: navProposalStatusSchema,
  /** E-mail addresses of the administrators. */
  proposedBy: z.string(),
  /** True when the caller proposed it: the caller may not approve it. */
  proposedByMe: z.boolean(),
  proposedAt: z.string(),
  proposalReason: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvalReason: z.string().nullable(),
});
export type NavProposal = z.infer<typeof navProposalSchema>;

export const navProposalsSchema = z.object({ items: z.array(navProposalSchema) });
export type NavProposals = z.infer<typeof navProposalsSchema>;

/** A fund with its latest published NAVs, newest first. */
export const navFundSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  navs: z.array(z.object({ valuationDate: calendarDateSchema, nav: navStringSchema })),
});
export type NavFund = z.infer<typeof navFundSchema>;

/** GET /api/admin/prices?status=&fundId= → the proposals (newest first) and every fund's NAVs. */
export const navProposalListSchema = z.object({
  items: z.array(navProposalSchema),
  funds: z.array(navFundSchema),
});
export type NavProposalList = z.infer<typeof navProposalListSchema>;

export const navProposalQuerySchema = z.object({
  status: navProposalStatusSchema.optional(),
  fundId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type NavProposalQuery = z.infer<typeof navProposalQuerySchema>;

export const navProposalParamsSchema = z.object({ id: z.string() });

/** POST /api/admin/prices/{id}/approval */
export const navApprovalRequestSchema = z.strictObject({
  reason: z.string().max(REASON_MAX).optional(),
});
export type NavApprovalRequest = z.infer<typeof navApprovalRequestSchema>;

/** The approved proposal, and the publication run started for its date (null when queued). */
export const navApprovalSchema = navProposalSchema.extend({
  runId: z.number().int().nullable(),
});
export type NavApproval = z.infer<typeof navApprovalSchema>;
