import {
  calculationResponseSchema,
  type CalculationData,
  type CalculationRequest,
  type Fund,
  type OffersResponse,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, http } from '../../lib/http';

/**
 * The calculation endpoints. Every call here shows its own errors (no toast): a calculation
 * error becomes a calm message or the term-field error, a list error an error state. 401 and
 * 503 still follow the error catalogue in lib/http.
 */
const quiet = { globalErrors: false } as const;

export const calculationKeys = {
  /** GET /api/offers/: the Offerte list, refreshed after the first stored calculation. */
  offers: ['offers'] as const,
  sbFunds: ['funds', 'SB'] as const,
  result: (flowName: string, fingerprint: string) =>
    ['calculation', 'result', flowName, fingerprint] as const,
};

export const INVALID_RESPONSE_MESSAGE = 'Het antwoord van de server is niet te lezen.';

function parseCalculation(payload: unknown): CalculationData {
  const parsed = calculationResponseSchema.safeParse(payload);
  if (!parsed.success) {
    throw new HttpError(200, {
      message: INVALID_RESPONSE_MESSAGE,
      errors: { ErrorMessage: [INVALID_RESPONSE_MESSAGE] },
    });
  }
  return parsed.data.data;
}

/** POST /api/calculation, anonymous or logged in. */
export async function postCalculation(request: CalculationRequest): Promise<CalculationData> {
  return parseCalculation(await http.post<unknown>('/api/calculation', request, quiet));
}

/** GET /api/calculation/{offerID}: a stored offer of the logged-in investor. */
export async function getCalculation(offerID: number): Promise<CalculationData> {
  return parseCalculation(await http.get<unknown>(`/api/calculation/${offerID}`, quiet));
}

export async function deleteOffer(offerID: number): Promise<void> {
  await http.delete<unknown>(`/api/offers/${offerID}`, quiet);
}

export const offersQuery = () =>
  queryOptions({
    queryKey: calculationKeys.offers,
    queryFn: ({ signal }) => http.get<OffersResponse>('/api/offers/', { ...quiet, signal }),
  });

/** The funds of product code SB, to divide a calculation over (response data.data). */
export const sbFundsQuery = () =>
  queryOptions({
    queryKey: calculationKeys.sbFunds,
    queryFn: async ({ signal }) =>
      (await http.get<{ data: Fund[] }>('/api/funds?productCode=SB', { ...quiet, signal })).data,
    staleTime: 10 * 60_000,
  });
