import type {
  RelatedPerson,
  RelatedPersonCreateInput,
  RelatedPersonUpdateInput,
  RelationsResponse,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { http, lazySchema, noContent } from '../../../lib/http';
import { RESOURCE_KEYS, refreshAfter } from '../../../lib/refresh-after-write';

const quiet = { globalErrors: false } as const;
const relations = lazySchema(async () => (await import('@bp/api-schema')).relationsResponseSchema);
const relation = lazySchema(async () => (await import('@bp/api-schema')).relatedPersonSchema);

export const relationKeys = {
  list: [...RESOURCE_KEYS.relations, 'lijst'] as const,
};

/** GET /api/relations: the investor's own information and the partner and children. */
export const relationsQuery = () =>
  queryOptions({
    queryKey: relationKeys.list,
    queryFn: ({ signal }): Promise<RelationsResponse> =>
      http.get('/api/relations', relations, { ...quiet, signal }),
  });

/** POST /api/relations. */
export async function addRelation(body: RelatedPersonCreateInput): Promise<RelatedPerson> {
  const added = await http.post('/api/relations', body, relation, quiet);
  await refreshAfter('relation-added');
  return added;
}

/** PATCH /api/relations/{id}: only the fields that changed. */
export async function changeRelation(
  id: number,
  body: RelatedPersonUpdateInput,
): Promise<RelatedPerson> {
  const changed = await http.patch(`/api/relations/${id}`, body, relation, quiet);
  await refreshAfter('relation-changed');
  return changed;
}

/** DELETE /api/relations/{id}. */
export async function removeRelation(id: number): Promise<void> {
  await http.delete(`/api/relations/${id}`, noContent, quiet);
  await refreshAfter('relation-removed');
}
