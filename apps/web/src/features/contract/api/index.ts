import type {
  Contract,
  contractDocumentsResponseSchema,
  contractHistoryResponseSchema,
  transactionsResponseSchema,
  z,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, apiUrl, http, lazySchema } from '../../../lib/http';
import { RESOURCE_KEYS } from '../../../lib/refresh-after-write';

/**
 * One contract and its sub-resources as TanStack queries. Pages show failures themselves, so
 * these calls never raise a toast; 401 and 503 still follow the error catalogue.
 */

export type ContractHistoryResponse = z.infer<typeof contractHistoryResponseSchema>;
export type ContractEvent = ContractHistoryResponse['data'][number];
export type ContractDocumentsResponse = z.infer<typeof contractDocumentsResponseSchema>;
export type ContractDocument = ContractDocumentsResponse['data'][number];
export type TransactionsPage = z.infer<typeof transactionsResponseSchema>;

export interface TransactionsFilter {
  van: string | null;
  tot: string | null;
  pagina: number;
}

export const TRANSACTIONS_PER_PAGE = 25;

export const CONTRACT_NOT_FOUND = 'Contract niet gevonden.';

const quiet = { globalErrors: false } as const;

// The schemas (and zod) load with the first call, not with the page (./schemas).
const schemas = () => import('./schemas');
const contractList = lazySchema(async () => (await schemas()).contractListSchema);
const transactionsResponse = lazySchema(async () => (await schemas()).transactionsResponseSchema);
const returnsResponse = lazySchema(async () => (await schemas()).returnsResponseSchema);
const historyResponse = lazySchema(async () => (await schemas()).contractHistoryResponseSchema);
const documentsResponse = lazySchema(async () => (await schemas()).contractDocumentsResponseSchema);

export const contractKeys = {
  contract: (id: number) => [...RESOURCE_KEYS.contracts, id] as const,
  transactions: (id: number, filter: TransactionsFilter) =>
    [...RESOURCE_KEYS.contracts, id, 'transacties', filter.van, filter.tot, filter.pagina] as const,
  returns: (id: number, van: string, tot: string) =>
    [...RESOURCE_KEYS.contracts, id, 'rendement', van, tot] as const,
  history: (id: number) => [...RESOURCE_KEYS.contracts, id, 'historie'] as const,
  documents: (id: number) => [...RESOURCE_KEYS.contracts, id, 'documenten'] as const,
};

function query(params: Record<string, string | number | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The first element of GET /api/contracts/{id} is the contract (spec). */
export const contractQuery = (id: number) =>
  queryOptions({
    queryKey: contractKeys.contract(id),
    queryFn: async ({ signal }): Promise<Contract> => {
      const [contract] = await http.get(`/api/contracts/${id}`, contractList, {
        ...quiet,
        signal,
      });
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
    queryKey: contractKeys.transactions(id, filter),
    queryFn: ({ signal }) =>
      http.get(
        `/api/contracts/${id}/transacties${query({
          van: filter.van,
          tot: filter.tot,
          pagina: filter.pagina,
          perPagina: TRANSACTIONS_PER_PAGE,
        })}`,
        transactionsResponse,
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
    queryKey: contractKeys.returns(id, van, tot),
    queryFn: ({ signal }) =>
      http.get(`/api/contracts/${id}/rendement${query({ van, tot })}`, returnsResponse, {
        ...quiet,
        signal,
      }),
  });

export const contractHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: contractKeys.history(id),
    queryFn: ({ signal }) =>
      http.get(`/api/contracts/${id}/historie`, historyResponse, {
        ...quiet,
        signal,
      }),
  });

export const contractDocumentsQuery = (id: number) =>
  queryOptions({
    queryKey: contractKeys.documents(id),
    queryFn: ({ signal }) =>
      http.get(`/api/contracts/${id}/documenten`, documentsResponse, {
        ...quiet,
        signal,
      }),
  });

/** The PDF of one document; the server renders it on request. */
export function documentUrl(contractId: number, documentId: string): string {
  return apiUrl(`/api/contracts/${contractId}/documenten/${encodeURIComponent(documentId)}`);
}
