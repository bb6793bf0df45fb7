import {
  auditPageSchema,
  type AuditPage,
  adminInvestorDetailSchema,
  adminInvestorsPageSchema,
  type AdminInvestorDetail,
  type AdminInvestorsPage,
} from '@bp/api-schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { PAGE_SIZE, type InvestorQuery, writeInvestorQuery } from './investor-query';

const quiet = { globalErrors: false } as const;

export const adminKeys = {
  investors: (query: InvestorQuery) => ['admin', 'beleggers', query] as const,
  investor: (id: string) => ['admin', 'belegger', id] as const,
  audit: (query: AuditListQuery) => ['admin', 'audit', query] as const,
};

/** The audit log's state in the URL: one investor's impersonations or all, and the page. */
export interface AuditListQuery {
  investorId: string | null;
  page: number;
}

export function readAuditQuery(params: URLSearchParams): AuditListQuery {
  const page = Number(params.get('page') ?? '1');
  return {
    investorId: params.get('investorId') || null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeAuditQuery(query: AuditListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.investorId) params.set('investorId', query.investorId);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** GET /api/admin/audit: one page of impersonations, newest first, each with its requests. */
export const auditQuery = (query: AuditListQuery) =>
  queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }): Promise<AuditPage> => {
      const params = writeAuditQuery(query);
      const search = params.size > 0 ? `?${params}` : '';
      return http.get(`/api/admin/audit${search}`, auditPageSchema, { ...quiet, signal });
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/investors: one page of the investors table. */
export const investorsQuery = (query: InvestorQuery) =>
  queryOptions({
    queryKey: adminKeys.investors(query),
    queryFn: ({ signal }): Promise<AdminInvestorsPage> => {
      const params = writeInvestorQuery(query);
      params.set('pageSize', String(PAGE_SIZE));
      return http.get(`/api/admin/investors?${params}`, adminInvestorsPageSchema, {
        ...quiet,
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/investors/{id}: one investor's detail. */
export const investorQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.investor(id),
    queryFn: ({ signal }): Promise<AdminInvestorDetail> =>
      http.get(`/api/admin/investors/${encodeURIComponent(id)}`, adminInvestorDetailSchema, {
        ...quiet,
        signal,
      }),
  });
