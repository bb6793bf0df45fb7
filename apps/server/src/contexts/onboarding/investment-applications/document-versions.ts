import type { AcceptedDocuments } from '@bp/api-schema';
import { FUND_DOCUMENT_KINDS, type CalendarDate } from '@bp/domain';
import type { Database } from '../../../db/client';
import { fundDocumentFacts } from '../../portfolio';
import { fundDocumentFiles } from '../../portfolio';
import { APPLICATION_MESSAGES } from './messages';

export interface DocumentVersionContext {
  today: CalendarDate;
  /** The product name the documents are rendered with (part of what their hash covers). */
  productName: string;
}

/**
 * Each accepted version must be the fund's current document of that kind: an investor who
 * accepted an older or unknown version has not seen what now applies, and is asked to open the
 * documents again (a 422 at the document's field).
 */
export async function acceptedDocumentProblems(
  db: Database,
  fundId: number,
  accepted: AcceptedDocuments | undefined,
  context: DocumentVersionContext,
): Promise<{ field: string; message: string }[]> {
  if (!accepted) return [];
  const facts = await fundDocumentFacts(db, fundId, context.today);
  const current = facts ? await fundDocumentFiles(facts, context.productName) : [];
  const hashes = new Map(current.map((file) => [file.kind, file.hash]));
  return FUND_DOCUMENT_KINDS.filter((kind) => hashes.get(kind) !== accepted[kind]).map((kind) => ({
    field: `acceptedDocuments/${kind}`,
    message: APPLICATION_MESSAGES.documentOutdated[kind],
  }));
}
