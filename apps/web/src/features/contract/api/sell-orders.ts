import { sellOrderListSchema } from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { RESOURCE_KEYS } from '../../../lib/refresh-after-write';

/** GET /api/contracts/{id}/sell-orders: the contract's sell orders, newest first. */
export const sellOrdersQuery = (contractId: number) =>
  queryOptions({
    queryKey: [...RESOURCE_KEYS.contracts, contractId, 'verkooporders'] as const,
    queryFn: ({ signal }) =>
      http.get(`/api/contracts/${contractId}/sell-orders`, sellOrderListSchema, {
        globalErrors: false,
        signal,
      }),
  });
