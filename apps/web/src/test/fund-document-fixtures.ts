import type { FundDocumentsResponse } from '@bp/api-schema';
import { FUND_DOCUMENT_KINDS, FUND_DOCUMENT_TITLES, fundDocumentPath } from '@bp/domain';
import type { Handler } from './mock-api';

/** A made-up sha256 per fund and kind: 64 hex digits that differ between documents. */
const hashOf = (fundId: number, index: number) =>
  `${fundId.toString(16)}${index}`.padStart(64, 'a');

/** GET /api/funds/{id}/documents as the server answers it (versions made up). */
export function fundDocumentIndex(fundId: number): FundDocumentsResponse {
  return {
    data: FUND_DOCUMENT_KINDS.map((kind, index) => ({
      kind,
      titel: FUND_DOCUMENT_TITLES[kind],
      url: fundDocumentPath(fundId, kind),
      hash: hashOf(fundId, index),
      peildatum: '2025-12-31',
    })),
  };
}

/** The document index of each fund, as fetch-fake routes. */
export function fundDocumentRoutes(fundIds: readonly number[]): Record<string, Handler> {
  return Object.fromEntries(
    fundIds.map((id) => [`GET /api/funds/${id}/documents`, { body: fundDocumentIndex(id) }]),
  );
}
