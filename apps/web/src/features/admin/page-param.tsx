import { useSearchParams } from 'react-router';
import { Paging } from './Paging';

/** The page of a list whose position is `?page=` in the URL (1 when absent or not a page). */
export function usePageParam(): number {
  const [params] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  return Number.isInteger(requested) && requested >= 1 ? requested : 1;
}

/** Vorige and Volgende that move `?page=`, with "Pagina 1 van 3" between them. */
export function PageParamPaging({ page, lastPage }: { page: number; lastPage: number }) {
  const [, setParams] = useSearchParams();
  return (
    <Paging
      page={page}
      lastPage={lastPage}
      onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
    >
      Pagina {Math.min(page, lastPage)} van {lastPage}
    </Paging>
  );
}
