import {
  navPreviewSchema,
  navProposalListSchema,
  navProposalSchema,
  type NavFund,
  type NavPreview,
  type NavPreviewRow,
  type NavProposal,
  type NavProposalList,
} from '@bp/api-schema';

/** NAV proposals (issue 22) as GET /api/admin/prices answers, parsed with its schema. */

/** November's NAV, 1,2% above October's: what a proposal and a preview row share. */
const NOVEMBER = {
  valuationDate: '2026-11-30',
  nav: '103.2500',
  previousNav: '102.0000',
  change: '0.012255',
  flagged: false,
  kind: 'nieuw',
} as const;

export const NAV_PROPOSAL_ID = '5b0c9d8e-7f6a-4b3c-9d2e-1f0a9b8c7d01';

export function navProposal(overrides: Partial<NavProposal> = {}): NavProposal {
  return navProposalSchema.parse({
    id: NAV_PROPOSAL_ID,
    fundId: 1,
    fundCode: 'VG-NL',
    ...NOVEMBER,
    status: 'voorgesteld',
    proposedBy: 'admin@example.com',
    proposedByMe: false,
    proposedAt: '2026-11-28T09:00:00.000Z',
    proposalReason: null,
    approvedBy: null,
    approvedAt: null,
    approvalReason: null,
    ...overrides,
  });
}

export const NAV_FUNDS: NavFund[] = [
  {
    id: 1,
    code: 'VG-NL',
    name: 'Vastgoedfonds Nederland',
    navs: [
      { valuationDate: '2026-10-31', nav: '102.0000' },
      { valuationDate: '2026-09-30', nav: '101.5000' },
    ],
  },
];

export function navProposalList(items: NavProposal[], funds = NAV_FUNDS): NavProposalList {
  return navProposalListSchema.parse({ items, funds });
}

export function navPreview(rows: Partial<NavPreviewRow>[]): NavPreview {
  return navPreviewSchema.parse({
    rows: rows.map((row, index) => ({
      line: index + 1,
      ...NOVEMBER,
      problems: [],
      ...row,
    })),
  });
}
