/** A document as lines of text, before it becomes a PDF: easy to test, easy to render. */
export interface DocumentModel {
  title: string;
  subtitle: string;
  /** Who the document is for (name, e-mail address). */
  addressee: string[];
  sections: DocumentSection[];
  notes: string[];
  /** "Opgemaakt op 2 maart 2026" */
  madeOn: string;
}

export interface DocumentSection {
  heading: string;
  /** Text before the rows (a fund document explains; a statement only lists). */
  paragraphs?: string[];
  rows: [label: string, value: string][];
}
