export interface Paging {
  page: number;
  pageSize: number;
  total: number;
}

/**
 * The paging of a list in headers, so the body keeps the shape the spec gives it:
 * X-Total-Count, X-Page, X-Page-Size and a Link header (RFC 8288) to the next and previous page.
 */
export function pagingHeaders(
  path: string,
  { page, pageSize, total }: Paging,
): Record<string, string> {
  const link = (to: number, rel: string) =>
    `<${path}?page=${to}&pageSize=${pageSize}>; rel="${rel}"`;
  const links = [
    ...(page * pageSize < total ? [link(page + 1, 'next')] : []),
    ...(page > 1 ? [link(page - 1, 'prev')] : []),
  ];
  return {
    'x-total-count': String(total),
    'x-page': String(page),
    'x-page-size': String(pageSize),
    ...(links.length > 0 ? { link: links.join(', ') } : {}),
  };
}
