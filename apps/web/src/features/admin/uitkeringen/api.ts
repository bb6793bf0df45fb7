import {
  distributionDeclarationSchema,
  distributionListSchema,
  fundListResponseSchema,
  type DistributionDeclaration,
  type DistributionDeclarationRequest,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';

const quiet = { globalErrors: false } as const;

export const distributionKeys = {
  all: ['admin', 'uitkeringen'] as const,
  funds: ['admin', 'uitkeringen', 'fondsen'] as const,
};

/** GET /api/admin/distributions: every declaration, newest first. */
export const declarationsQuery = () =>
  queryOptions({
    queryKey: distributionKeys.all,
    queryFn: ({ signal }) =>
      http.get('/api/admin/distributions', distributionListSchema, { ...quiet, signal }),
  });

/** GET /api/funds: the funds to declare a distribution for. */
export const fundsQuery = () =>
  queryOptions({
    queryKey: distributionKeys.funds,
    queryFn: async ({ signal }) =>
      (await http.get('/api/funds', fundListResponseSchema, { ...quiet, signal })).data,
  });

/** POST /api/admin/funds/{fundId}/distributions: a proposal, with its preview. */
export function declareDistribution(
  fundId: number,
  body: DistributionDeclarationRequest,
): Promise<DistributionDeclaration> {
  return http.post(
    `/api/admin/funds/${fundId}/distributions`,
    body,
    distributionDeclarationSchema,
    quiet,
  );
}

/** POST /api/admin/distributions/{id}/approval: the second administrator's approval. */
export function approveDistribution(id: string): Promise<DistributionDeclaration> {
  return http.post(
    `/api/admin/distributions/${encodeURIComponent(id)}/approval`,
    {},
    distributionDeclarationSchema,
    quiet,
  );
}
