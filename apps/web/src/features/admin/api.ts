import {
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
};

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
