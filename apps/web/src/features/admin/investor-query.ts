import {
  INVESTOR_PAGE_SIZE,
  INVESTOR_SORT_COLUMNS,
  INVESTOR_SORTS,
  type InvestorSort,
  type InvestorSortColumn,
} from '@bp/domain';

/** The investors table's state, kept in the URL's query string (back and forward work). */
export interface InvestorQuery {
  q: string;
  sort: InvestorSort;
  page: number;
}

export const DEFAULT_SORT: InvestorSort = 'naam';

/** Reads the state from the query string; anything unknown falls back to the default. */
export function readInvestorQuery(params: URLSearchParams): InvestorQuery {
  const sort = params.get('sort') ?? DEFAULT_SORT;
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    sort: (INVESTOR_SORTS as readonly string[]).includes(sort)
      ? (sort as InvestorSort)
      : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a state, leaving out the defaults. */
export function writeInvestorQuery(query: InvestorQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set('q', query.q.trim());
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The column a sort names and whether it is descending. */
export function sortParts(sort: InvestorSort): { column: InvestorSortColumn; descending: boolean } {
  const descending = sort.startsWith('-');
  const name = descending ? sort.slice(1) : sort;
  const column = INVESTOR_SORT_COLUMNS.find((known) => known === name) ?? 'naam';
  return { column, descending };
}

/** Clicking a header: the same column turns around, another column starts ascending. */
export function toggledSort(current: InvestorSort, column: InvestorSortColumn): InvestorSort {
  const { column: sorted, descending } = sortParts(current);
  return sorted === column && !descending ? `-${column}` : column;
}

export const PAGE_SIZE = INVESTOR_PAGE_SIZE.default;

/** "1–25 van 112" (nothing found: "0 van 0"). */
export function rangeText(page: number, shown: number, total: number): string {
  if (shown === 0) return `0 van ${total}`;
  const first = (page - 1) * PAGE_SIZE + 1;
  return `${first}–${first + shown - 1} van ${total}`;
}
