import { useQuery } from '@tanstack/react-query';
import { contractSummariesQuery, fundsQuery } from './api';
import { toHoldings, type Holding } from './holdings';

export type HoldingsState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'success'; holdings: Holding[] };

/** The investor's contracts with each fund's product line: two calls, one state. */
export function useHoldings(): HoldingsState {
  const summaries = useQuery(contractSummariesQuery());
  const funds = useQuery(fundsQuery());
  if (summaries.isError || funds.isError) {
    return {
      status: 'error',
      error: summaries.error ?? funds.error,
      retry: () => {
        if (summaries.isError) void summaries.refetch();
        if (funds.isError) void funds.refetch();
      },
    };
  }
  if (!summaries.data || !funds.data) return { status: 'pending' };
  return { status: 'success', holdings: toHoldings(summaries.data, funds.data.data) };
}
