import {
  contractMandateResponseSchema,
  createMandateResponseSchema,
  type CreateMandateRequest,
  type CreateMandateResponse,
  type Mandate,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { RESOURCE_KEYS, refreshAfter } from '../../../lib/refresh-after-write';

const quiet = { globalErrors: false } as const;

export const contractMandateKey = (id: number) =>
  [...RESOURCE_KEYS.contracts, id, 'machtiging'] as const;

/** GET /api/contracts/{id}/machtiging: the contract's current mandate, null when it has none. */
export const contractMandateQuery = (id: number) =>
  queryOptions({
    queryKey: contractMandateKey(id),
    queryFn: async ({ signal }): Promise<Mandate | null> =>
      (
        await http.get(`/api/contracts/${id}/machtiging`, contractMandateResponseSchema, {
          ...quiet,
          signal,
        })
      ).machtiging,
  });

/** POST /api/mandates: the answer names the provider's page where the investor signs. */
export async function createMandate(request: CreateMandateRequest): Promise<CreateMandateResponse> {
  const created = await http.post('/api/mandates', request, createMandateResponseSchema, quiet);
  void refreshAfter('mandate-created');
  return created;
}
