import { FUND_DOCUMENT_KINDS, FUND_DOCUMENT_TITLES, type FundDocumentKind } from '@bp/domain';
import { fundDocumentUrl } from './api';
import './fund-documents.css';

interface FundDocumentLinkProps {
  fundId: number;
  kind: FundDocumentKind;
  /** Added to the accessible name where several funds' links share a page. */
  fundName?: string;
  /** The visible text; the document's title when left out. */
  children?: string;
}

/**
 * One fund document, opened as a PDF in a new tab. Its name starts with what is shown
 * ("Essentiële-informatiedocument (pdf)"), so speech input finds it by the visible words.
 */
export function FundDocumentLink({ fundId, kind, fundName, children }: FundDocumentLinkProps) {
  const text = `${children ?? FUND_DOCUMENT_TITLES[kind]} (pdf)`;
  return (
    <a
      href={fundDocumentUrl(fundId, kind)}
      target="_blank"
      rel="noopener noreferrer"
      type="application/pdf"
      // Several funds' links on one page: the name says whose, after the words shown.
      aria-label={fundName ? `${text} van het ${fundName}` : undefined}
    >
      {text}
    </a>
  );
}

interface FundDocumentLinksProps {
  fundId: number;
  fundName?: string;
  kinds?: readonly FundDocumentKind[];
  /** The list's accessible name, e.g. "Documenten van het Nederlands Vastgoedfonds". */
  label: string;
}

/** A fund's documents as a list of links, each opening its PDF in a new tab. */
export function FundDocumentLinks({
  fundId,
  fundName,
  kinds = FUND_DOCUMENT_KINDS,
  label,
}: FundDocumentLinksProps) {
  return (
    <ul className="fund-document-links" aria-label={label}>
      {kinds.map((kind) => (
        <li key={kind}>
          <FundDocumentLink fundId={fundId} kind={kind} fundName={fundName} />
        </li>
      ))}
    </ul>
  );
}
