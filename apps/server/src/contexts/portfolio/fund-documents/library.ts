import { createHash } from 'node:crypto';
import {
  FUND_DOCUMENT_KINDS,
  FUND_DOCUMENT_TITLES,
  fundDocumentFileName,
  type CalendarDate,
  type FundDocumentKind,
} from '@bp/domain';
import type { DocumentModel } from '../documents/model';
import { renderPdf } from '../documents/pdf';
import { conditionsModel } from './conditions';
import type { FundDocumentFacts } from './facts';
import { kidModel } from './kid';
import { memorandumModel } from './memorandum';

const MODELS: Readonly<Record<FundDocumentKind, (facts: FundDocumentFacts) => DocumentModel>> = {
  'essentiele-informatie': kidModel,
  voorwaarden: conditionsModel,
  informatiememorandum: memorandumModel,
};

export interface FundDocumentFile {
  kind: FundDocumentKind;
  title: string;
  fileName: string;
  pdf: Buffer;
  /** sha256 of `pdf`, lower-case hex: the document's version. */
  hash: string;
  asOf: CalendarDate;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Rendered PDFs by what they were rendered from (model, product name, date): the same facts
 * give the same bytes, so an entry never goes stale and needs no invalidation, in one process
 * or many. Bounded: the oldest entry goes first.
 */
const rendered = new Map<string, Buffer>();
const CACHE_ENTRIES = 64;

/**
 * One document of a fund as a PDF. Deterministic: the PDF's dates are the facts' date (the
 * peildatum, else the fund's start), never the clock, so its sha256 is a stable version that
 * changes only when what the document says changes.
 */
export async function fundDocumentFile(
  facts: FundDocumentFacts,
  kind: FundDocumentKind,
  productName: string,
): Promise<FundDocumentFile> {
  const model = MODELS[kind](facts);
  const asOf = facts.asOf ?? facts.fund.inceptionDate;
  const createdAt = new Date(`${asOf}T00:00:00.000Z`);
  const key = sha256(JSON.stringify([model, productName, asOf]));
  let pdf = rendered.get(key);
  if (!pdf) {
    pdf = await renderPdf(model, { productName, createdAt });
    rendered.set(key, pdf);
    if (rendered.size > CACHE_ENTRIES) {
      const oldest = rendered.keys().next().value;
      if (oldest !== undefined) rendered.delete(oldest);
    }
  }
  return {
    kind,
    title: FUND_DOCUMENT_TITLES[kind],
    fileName: fundDocumentFileName(kind, facts.fund.code),
    pdf,
    hash: sha256(pdf),
    asOf: asOf as CalendarDate,
  };
}

/** All documents of a fund, in FUND_DOCUMENT_KINDS order. */
export function fundDocumentFiles(
  facts: FundDocumentFacts,
  productName: string,
): Promise<FundDocumentFile[]> {
  return Promise.all(FUND_DOCUMENT_KINDS.map((kind) => fundDocumentFile(facts, kind, productName)));
}
