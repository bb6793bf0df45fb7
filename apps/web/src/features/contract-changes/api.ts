import {
  createdContractChangeSchema,
  whatIfResponseSchema,
  type ContractChangeRequest,
  type CreatedContractChange,
  type WhatIfResponse,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { RESOURCE_KEYS, refreshAfter } from '../../lib/refresh-after-write';

const quiet = { globalErrors: false } as const;

export { changesQuery } from '../contract';

export const changeKeys = {
  whatIf: (id: number, amount: string) =>
    [...RESOURCE_KEYS.contracts, id, 'wijzigingen', 'wat-als', amount] as const,
};

/** GET /api/contracts/{id}/changes/wat-als?bedrag=…: the estimate at the horizon. */
export const whatIfQuery = (id: number, amount: string) =>
  queryOptions({
    queryKey: changeKeys.whatIf(id, amount),
    queryFn: ({ signal }): Promise<WhatIfResponse> =>
      http.get(
        `/api/contracts/${id}/changes/wat-als?bedrag=${encodeURIComponent(amount)}`,
        whatIfResponseSchema,
        { ...quiet, signal },
      ),
    staleTime: 60_000,
  });

/** POST /api/contracts/{id}/changes; the contract's pages refresh after it. */
export async function postChange(
  id: number,
  request: ContractChangeRequest,
): Promise<CreatedContractChange> {
  const created = await http.post(
    `/api/contracts/${id}/changes`,
    request,
    createdContractChangeSchema,
    quiet,
  );
  await refreshAfter('contract-changed');
  return created;
}
