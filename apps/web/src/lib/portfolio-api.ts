import type {
  Contract,
  ContractSummary,
  FundTableRow,
  ReturnsResponse,
  Transaction,
  contractDocumentsResponseSchema,
  contractHistoryResponseSchema,
  fundListResponseSchema,
  z,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, http } from './http';
import { peekRuntimeConfig } from './runtime-config';

/**
 * The portfolio endpoints as TanStack queries: one definition per cache key, shared by the side
 * menu and the pages, so that two screens asking the same thing share one request and one answer.
 * Only types come from @bp/api-schema (zod stays out of the first bundle). Pages show failures
 * themselves, so these calls never raise a toast; 401 and 503 still follow the error catalogue.
 */

export type FundListResponse = z.infer<typeof fundListResponseSchema>;
export type { FundTableRow };
export interface FundTableResponse {
  data: FundTableRow[];
}
export type ContractHistoryResponse = z.infer<typeof contractHistoryResponseSchema>;
export type ContractEvent = ContractHistoryResponse['data'][number];
export type ContractDocumentsResponse = z.infer<typeof contractDocumentsResponseSchema>;
export type ContractDocument = ContractDocumentsResponse['data'][number];

export interface TransactionsPage {
  data: Transaction[];
  pagina: number;
  perPagina: number;
  totaal: number;
}

export interface TransactionsFilter {
  van: string | null;
  tot: string | null;
  pagina: number;
}

export const TRANSACTIONS_PER_PAGE = 25;

const quiet = { globalErrors: false } as const;

export const CONTRACT_NOT_FOUND = 'Contract niet gevonden.';

export const portfolioKeys = {
  contracts: ['contracts'] as const,
  summaries: ['contracts', 'summaries'] as const,
  contract: (id: number) => ['contracts', id] as const,
  transactions: (id: number, filter: TransactionsFilter) =>
    ['contracts', id, 'transacties', filter.van, filter.tot, filter.pagina] as const,
  returns: (id: number, van: string, tot: string) =>
    ['contracts', id, 'rendement', van, tot] as const,
  history: (id: number) => ['contracts', id, 'historie'] as const,
  documents: (id: number) => ['contracts', id, 'documenten'] as const,
  funds: ['funds'] as const,
  fundsTable: ['funds', 'table'] as const,
};

function query(params: Record<string, string | number | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export const contractSummariesQuery = () =>
  queryOptions({
    queryKey: portfolioKeys.summaries,
    queryFn: ({ signal }) =>
      http.get<ContractSummary[]>('/api/contracts/summaries', { ...quiet, signal }),
  });

export const contractsQuery = () =>
  queryOptions({
    queryKey: portfolioKeys.contracts,
    queryFn: ({ signal }) => http.get<Contract[]>('/api/contracts', { ...quiet, signal }),
  });

/** GET /api/contracts/{id} answers an array; the first element is the contract (spec). */
export const contractQuery = (id: number) =>
  queryOptions({
    queryKey: portfolioKeys.contract(id),
    queryFn: async ({ signal }) => {
      const list = await http.get<Contract[]>(`/api/contracts/${id}`, { ...quiet, signal });
      const contract = Array.isArray(list) ? list[0] : undefined;
      if (!contract) {
        throw new HttpError(404, {
          message: CONTRACT_NOT_FOUND,
          errors: { ErrorMessage: [CONTRACT_NOT_FOUND] },
        });
      }
      return contract;
    },
  });

export const transactionsQuery = (id: number, filter: TransactionsFilter) =>
  queryOptions({
    queryKey: portfolioKeys.transactions(id, filter),
    queryFn: ({ signal }) =>
      http.get<TransactionsPage>(
        `/api/contracts/${id}/transacties${query({
          van: filter.van,
          tot: filter.tot,
          pagina: filter.pagina,
          perPagina: TRANSACTIONS_PER_PAGE,
        })}`,
        { ...quiet, signal },
      ),
    // Paging keeps the previous page on screen until the next one is there.
    placeholderData: (previous) => previous,
  });

/** The CSV export: the same endpoint and filter, as a file the browser downloads. */
export function transactionsCsvUrl(id: number, van: string | null, tot: string | null): string {
  return apiUrl(`/api/contracts/${id}/transacties${query({ van, tot, formaat: 'csv' })}`);
}

export const returnsQuery = (id: number, van: string, tot: string) =>
  queryOptions({
    queryKey: portfolioKeys.returns(id, van, tot),
    queryFn: ({ signal }) =>
      http.get<ReturnsResponse>(`/api/contracts/${id}/rendement${query({ van, tot })}`, {
        ...quiet,
        signal,
      }),
  });

export const contractHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: portfolioKeys.history(id),
    queryFn: ({ signal }) =>
      http.get<ContractHistoryResponse>(`/api/contracts/${id}/historie`, { ...quiet, signal }),
  });

export const contractDocumentsQuery = (id: number) =>
  queryOptions({
    queryKey: portfolioKeys.documents(id),
    queryFn: ({ signal }) =>
      http.get<ContractDocumentsResponse>(`/api/contracts/${id}/documenten`, {
        ...quiet,
        signal,
      }),
  });

/** The PDF of one document; the server renders it on request. */
export function documentUrl(contractId: number, documentId: string): string {
  return apiUrl(`/api/contracts/${contractId}/documenten/${encodeURIComponent(documentId)}`);
}

export const fundsQuery = () =>
  queryOptions({
    queryKey: portfolioKeys.funds,
    queryFn: ({ signal }) => http.get<FundListResponse>('/api/funds', { ...quiet, signal }),
  });

export const fundsTableQuery = () =>
  queryOptions({
    queryKey: portfolioKeys.fundsTable,
    queryFn: ({ signal }) => http.get<FundTableResponse>('/api/funds/table', { ...quiet, signal }),
  });

/** Links the browser follows itself (downloads) need the API base that fetch calls get. */
function apiUrl(path: string): string {
  return `${peekRuntimeConfig()?.apiBase ?? ''}${path}`;
}
