import type { FieldIssue } from './field-issue';

/**
 * `documents` (spec §3 "Application data", on mijn, partner and child): further supporting
 * documents of a person, beside the identity document (`kopie`) and the US papers (`CLN`,
 * `passport`). The spec names the field only; what it holds is ours: a list of uploads, each
 * with the kind of document it is, so staff know what they are looking at without opening it.
 * Not required: staff ask for one when the Wwft review needs it, and the investor may add it
 * with the application. Each upload is claimed by the application like every other upload.
 */

export const SUPPORTING_DOCUMENT_KINDS = [
  'herkomst-vermogen',
  'verblijfsdocument',
  'adresbewijs',
  'volmacht',
  'gezag',
  'overig',
] as const;
export type SupportingDocumentKind = (typeof SUPPORTING_DOCUMENT_KINDS)[number];

export const SUPPORTING_DOCUMENT_LABELS: Readonly<Record<SupportingDocumentKind, string>> = {
  'herkomst-vermogen': 'Bewijs van de herkomst van het geld',
  verblijfsdocument: 'Verblijfsdocument (verblijfsvergunning)',
  adresbewijs: 'Bewijs van het adres',
  volmacht: 'Volmacht',
  gezag: 'Bewijs van gezag over het kind',
  overig: 'Ander document',
};

/** The persons of an application that have `documents`. */
export type DocumentHolder = 'mijn' | 'partner' | 'child';

/**
 * The kinds each person may send: the proof of parental authority belongs with the child
 * (whose contract the investor signs as legal representative), never with an adult.
 */
export const SUPPORTING_DOCUMENT_KINDS_FOR: Readonly<
  Record<DocumentHolder, readonly SupportingDocumentKind[]>
> = {
  mijn: SUPPORTING_DOCUMENT_KINDS.filter((kind) => kind !== 'gezag'),
  partner: SUPPORTING_DOCUMENT_KINDS.filter((kind) => kind !== 'gezag'),
  child: SUPPORTING_DOCUMENT_KINDS,
};

/** More documents per person than this is no realistic application (and a 10 MB upload each). */
export const SUPPORTING_DOCUMENTS_MAXIMUM = 10;

export const SUPPORTING_DOCUMENT_MESSAGES = {
  soort: 'Kies wat voor document dit is.',
  upload: 'Upload het document als pdf of foto.',
  tooMany: `Voeg hoogstens ${SUPPORTING_DOCUMENTS_MAXIMUM} documenten per persoon toe.`,
  duplicate: 'Dit bestand staat er al; voeg elk document één keer toe.',
  gezagForAdult:
    'Een bewijs van gezag hoort bij de gegevens van uw kind, niet bij die van een volwassene.',
} as const;

export interface SupportingDocument {
  soort: SupportingDocumentKind;
  /** Upload id (POST /api/uploads). */
  upload: string;
}

/** What the kinds and the uploads of one person's list allow; paths relative to the list. */
export function supportingDocumentIssues(
  holder: DocumentHolder,
  documents: readonly SupportingDocument[],
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const allowed: readonly string[] = SUPPORTING_DOCUMENT_KINDS_FOR[holder];
  const seen = new Set<string>();
  documents.forEach((document, index) => {
    if (!allowed.includes(document.soort)) {
      issues.push({ path: [index, 'soort'], message: SUPPORTING_DOCUMENT_MESSAGES.gezagForAdult });
    }
    const id = document.upload.toLowerCase();
    if (seen.has(id)) {
      issues.push({ path: [index, 'upload'], message: SUPPORTING_DOCUMENT_MESSAGES.duplicate });
    }
    seen.add(id);
  });
  return issues;
}
