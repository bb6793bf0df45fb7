import { describe, expect, it } from 'vitest';
import {
  SUPPORTING_DOCUMENT_KINDS,
  SUPPORTING_DOCUMENT_KINDS_FOR,
  SUPPORTING_DOCUMENT_LABELS,
  SUPPORTING_DOCUMENT_MESSAGES,
  supportingDocumentIssues,
} from './supporting-documents';

const ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const OTHER = '4a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('documents: the further supporting documents of a person', () => {
  it('names every kind in Dutch, "Ander document" last', () => {
    expect(SUPPORTING_DOCUMENT_KINDS.map((kind) => SUPPORTING_DOCUMENT_LABELS[kind]).at(-1)).toBe(
      'Ander document',
    );
  });

  it('keeps the proof of parental authority for the child', () => {
    expect(SUPPORTING_DOCUMENT_KINDS_FOR.child).toContain('gezag');
    expect(SUPPORTING_DOCUMENT_KINDS_FOR.mijn).not.toContain('gezag');
    expect(supportingDocumentIssues('child', [{ soort: 'gezag', upload: ID }])).toEqual([]);
    expect(supportingDocumentIssues('partner', [{ soort: 'gezag', upload: ID }])).toEqual([
      { path: [0, 'soort'], message: SUPPORTING_DOCUMENT_MESSAGES.gezagForAdult },
    ]);
  });

  it('refuses the same upload twice in one list, whatever its case', () => {
    expect(
      supportingDocumentIssues('mijn', [
        { soort: 'volmacht', upload: ID },
        { soort: 'adresbewijs', upload: OTHER },
        { soort: 'overig', upload: ID.toUpperCase() },
      ]),
    ).toEqual([{ path: [2, 'upload'], message: SUPPORTING_DOCUMENT_MESSAGES.duplicate }]);
  });
});
