import type { AcceptedDocuments, FundDocumentsResponse } from '@bp/api-schema';
import { fundDocumentPath, type FundDocumentKind } from '@bp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiUrl, http, lazySchema } from '../../lib/http';

const documentsResponse = lazySchema(
  async () => (await import('./schemas')).fundDocumentsResponseSchema,
);

/** The public address of a fund's document, behind the configured API base. */
export function fundDocumentUrl(fundId: number, kind: FundDocumentKind): string {
  return apiUrl(fundDocumentPath(fundId, kind));
}

/** GET /api/funds/{id}/documents: each document's title, address and version (sha256). */
export const fundDocumentsQuery = (fundId: number) =>
  queryOptions({
    queryKey: ['funds', fundId, 'documents'] as const,
    queryFn: ({ signal }): Promise<FundDocumentsResponse> =>
      http.get(`/api/funds/${fundId}/documents`, documentsResponse, {
        globalErrors: false,
        signal,
      }),
  });

/** The versions an application names as accepted, from the documents' index. */
export function acceptedVersions(index: FundDocumentsResponse): AcceptedDocuments {
  return Object.fromEntries(
    index.data.map((document) => [document.kind, document.hash]),
  ) as AcceptedDocuments;
}
