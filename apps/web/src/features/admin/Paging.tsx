import type { ReactNode } from 'react';

interface PagingProps {
  page: number;
  lastPage: number;
  /** Where the list is, announced after every step ("1–25 van 112", "Pagina 1 van 2"). */
  children: ReactNode;
  onPage: (page: number) => void;
}

/** Vorige and Volgende around the position, for the admin's paged lists. */
export function Paging({ page, lastPage, children, onPage }: PagingProps) {
  return (
    <nav className="admin-paging" aria-label="Pagina's">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Vorige
      </button>
      <span aria-live="polite">{children}</span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        Volgende
      </button>
    </nav>
  );
}
