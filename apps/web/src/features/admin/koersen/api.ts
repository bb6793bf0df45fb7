import {
  navApprovalSchema,
  navPreviewSchema,
  navProposalListSchema,
  navProposalsSchema,
  type NavApproval,
  type NavPreview,
  type NavProposalRequest,
  type NavProposals,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';

const quiet = { globalErrors: false } as const;

export const navKeys = { all: ['admin', 'koersen'] as const };

/** GET /api/admin/prices: every proposal (newest first) and each fund's latest NAVs. */
export const navProposalsQuery = () =>
  queryOptions({
    queryKey: navKeys.all,
    queryFn: ({ signal }) =>
      http.get('/api/admin/prices', navProposalListSchema, { ...quiet, signal }),
  });

const pricesOf = (fundId: number) => `/api/admin/funds/${fundId}/prices`;

/** POST …/prices with `preview: true`: each row assessed, nothing written. */
export function previewNavs(fundId: number, body: NavProposalRequest): Promise<NavPreview> {
  return http.post(pricesOf(fundId), { ...body, preview: true }, navPreviewSchema, quiet);
}

/** POST …/prices: the rows become proposals for a second administrator (422 names a row). */
export function proposeNavs(fundId: number, body: NavProposalRequest): Promise<NavProposals> {
  return http.post(pricesOf(fundId), { ...body, preview: false }, navProposalsSchema, quiet);
}

/** POST /api/admin/prices/{id}/approval: publishes it (403 for the proposer, 409 when not open). */
export function approveNav(id: string, reason: string): Promise<NavApproval> {
  const body = reason.trim() === '' ? {} : { reason: reason.trim() };
  return http.post(
    `/api/admin/prices/${encodeURIComponent(id)}/approval`,
    body,
    navApprovalSchema,
    quiet,
  );
}
