import {
  distributionDeclarationSchema,
  distributionListSchema,
  type DistributionDeclaration,
  type DistributionList,
} from '@bp/api-schema';

/** Distribution declarations (issue 22) as the admin API answers them, parsed with its schema. */

export const DECLARATION_ID = '5b2c3d4e-6f70-4812-9a3b-4c5d6e7f8a01';

export function declaration(
  overrides: Partial<DistributionDeclaration> = {},
): DistributionDeclaration {
  return distributionDeclarationSchema.parse({
    id: DECLARATION_ID,
    fundId: 2,
    fundCode: 'VG-DE',
    fundName: 'Duits Vastgoedfonds',
    exDate: '2026-10-31',
    payDate: '2026-11-16',
    amountPerUnit: '0.5000',
    status: 'voorgesteld',
    proposedBy: 'admin2@example.com',
    proposedAt: '2026-11-27T09:15:00.000Z',
    proposalReason: null,
    proposedByMe: false,
    approvedBy: null,
    approvedAt: null,
    approvalReason: null,
    totals: {
      contracts: 2,
      units: '310.5000',
      total: '155.25',
      paidOut: '150.00',
      reinvested: '5.25',
    },
    payments: [],
    ...overrides,
  });
}

export function declarationList(declarations: DistributionDeclaration[]): DistributionList {
  return distributionListSchema.parse({ declarations });
}
