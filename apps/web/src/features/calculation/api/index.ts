import type { CalculationData, CalculationRequest } from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { http, lazySchema, noContent } from '../../../lib/http';
import { RESOURCE_KEYS, refreshAfter } from '../../../lib/refresh-after-write';

/**
 * The calculation endpoints. Every call here shows its own errors (no toast): a calculation
 * error becomes a calm message or the term-field error, a list error an error state. 401 and
 * 503 still follow the error catalogue in lib/http.
 */
const quiet = { globalErrors: false } as const;

// The schemas (and zod) load with the first call, not with the wizard (./schemas).
const schemas = () => import('./schemas');
const calculationResponse = lazySchema(async () => (await schemas()).calculationResponseSchema);
const offersResponse = lazySchema(async () => (await schemas()).offersResponseSchema);
const fundListResponse = lazySchema(async () => (await schemas()).fundListResponseSchema);

export const calculationKeys = {
  /** GET /api/offers/: the Offerte list, refreshed after the first stored calculation. */
  offers: RESOURCE_KEYS.offers,
  sbFunds: ['funds', 'SB'] as const,
  result: (flowName: string, fingerprint: string) =>
    ['calculation', 'result', flowName, fingerprint] as const,
};

/** POST /api/calculation, anonymous or logged in (then the answer names the stored offer). */
export async function postCalculation(request: CalculationRequest): Promise<CalculationData> {
  const { data } = await http.post('/api/calculation', request, calculationResponse, quiet);
  if (data.offerID !== null) void refreshAfter('offer-saved');
  return data;
}

/** GET /api/calculation/{offerID}: a stored offer of the logged-in investor. */
export async function getCalculation(offerID: number): Promise<CalculationData> {
  return (await http.get(`/api/calculation/${offerID}`, calculationResponse, quiet)).data;
}

export async function deleteOffer(offerID: number): Promise<void> {
  await http.delete(`/api/offers/${offerID}`, noContent, quiet);
  void refreshAfter('offer-deleted');
}

export const offersQuery = () =>
  queryOptions({
    queryKey: calculationKeys.offers,
    queryFn: ({ signal }) => http.get('/api/offers/', offersResponse, { ...quiet, signal }),
  });

/** The funds of product code SB, to divide a calculation over (response data.data). */
export const sbFundsQuery = () =>
  queryOptions({
    queryKey: calculationKeys.sbFunds,
    queryFn: async ({ signal }) =>
      (await http.get('/api/funds?productCode=SB', fundListResponse, { ...quiet, signal })).data,
    staleTime: 10 * 60_000,
  });
