import type {
  Contract,
  ContractSummary,
  fundListResponseSchema,
  fundTableResponseSchema,
  z,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { http, lazySchema } from '../../../lib/http';
import { RESOURCE_KEYS } from '../../../lib/refresh-after-write';

/**
 * The portfolio endpoints as TanStack queries: one definition per cache key, shared by the side
 * menu and the pages, so that two screens asking the same thing share one request and one answer.
 * The side menu is in the first bundle, so the schemas load with the first call (./schemas).
 * Pages show failures themselves, so these calls never raise a toast; 401 and 503 still follow
 * the error catalogue.
 */

export type FundListResponse = z.infer<typeof fundListResponseSchema>;
export type FundTableResponse = z.infer<typeof fundTableResponseSchema>;

const schemas = () => import('./schemas');
const summaryList = lazySchema(async () => (await schemas()).contractSummaryListSchema);
const contractList = lazySchema(async () => (await schemas()).contractListSchema);
const fundList = lazySchema(async () => (await schemas()).fundListResponseSchema);
const fundTable = lazySchema(async () => (await schemas()).fundTableResponseSchema);

const quiet = { globalErrors: false } as const;

export const portfolioKeys = {
  contracts: RESOURCE_KEYS.contracts,
  summaries: [...RESOURCE_KEYS.contracts, 'summaries'] as const,
  funds: ['funds'] as const,
  fundsTable: ['funds', 'table'] as const,
};

export const contractSummariesQuery = () =>
  queryOptions({
    queryKey: portfolioKeys.summaries,
    queryFn: ({ signal }): Promise<ContractSummary[]> =>
      http.get('/api/contracts/summaries', summaryList, { ...quiet, signal }),
  });

export const contractsQuery = () =>
  queryOptions({
    queryKey: portfolioKeys.contracts,
    queryFn: ({ signal }): Promise<Contract[]> =>
      http.get('/api/contracts', contractList, { ...quiet, signal }),
  });

export const fundsQuery = () =>
  queryOptions({
    queryKey: portfolioKeys.funds,
    queryFn: ({ signal }): Promise<FundListResponse> =>
      http.get('/api/funds', fundList, { ...quiet, signal }),
  });

export const fundsTableQuery = () =>
  queryOptions({
    queryKey: portfolioKeys.fundsTable,
    queryFn: ({ signal }): Promise<FundTableResponse> =>
      http.get('/api/funds/table', fundTable, { ...quiet, signal }),
  });
