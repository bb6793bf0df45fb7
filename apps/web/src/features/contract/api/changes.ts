import { contractChangesResponseSchema, type ContractChangesResponse } from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { RESOURCE_KEYS } from '../../../lib/refresh-after-write';

/**
 * GET /api/contracts/{id}/changes: the changes and the monthly deposit as it stands. Here, so
 * the gegevens tab shows a change still to come; the contract-changes feature asks it too.
 */
export const changesQuery = (id: number) =>
  queryOptions({
    queryKey: [...RESOURCE_KEYS.contracts, id, 'wijzigingen'] as const,
    queryFn: ({ signal }): Promise<ContractChangesResponse> =>
      http.get(`/api/contracts/${id}/changes`, contractChangesResponseSchema, {
        globalErrors: false,
        signal,
      }),
  });
