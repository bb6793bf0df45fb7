/**
 * The documents every fund publishes before anyone invests (PRIIPs and the fund's own terms):
 * one list, in the order they are shown, with their Dutch titles. The kind is also the last
 * segment of the document's public address (GET /api/funds/{id}/documents/{kind}).
 */
export const FUND_DOCUMENT_KINDS = [
  'essentiele-informatie',
  'voorwaarden',
  'informatiememorandum',
] as const;
export type FundDocumentKind = (typeof FUND_DOCUMENT_KINDS)[number];

/** The kinds by name, for code that links or makes one (tooling/one-home.test.ts). */
export const FUND_DOCUMENT_KIND = {
  keyInformation: 'essentiele-informatie',
  conditions: 'voorwaarden',
  memorandum: 'informatiememorandum',
} as const satisfies Record<string, FundDocumentKind>;

export const FUND_DOCUMENT_TITLES: Readonly<Record<FundDocumentKind, string>> = {
  'essentiele-informatie': 'Essentiële-informatiedocument',
  voorwaarden: 'Participatievoorwaarden',
  informatiememorandum: 'Informatiememorandum',
};

export function isFundDocumentKind(value: string): value is FundDocumentKind {
  return (FUND_DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** "essentiele-informatie-vg-nl.pdf": the file name a browser saves the document under. */
export function fundDocumentFileName(kind: FundDocumentKind, fundCode: string): string {
  return `${kind}-${fundCode.toLowerCase()}.pdf`;
}

/** The public address of a fund's document (stable: the same for every version). */
export function fundDocumentPath(fundId: number, kind: FundDocumentKind): string {
  return `/api/funds/${fundId}/documents/${kind}`;
}
