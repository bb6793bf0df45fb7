import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../../ui/states';
import type { Holding } from '../holdings';
import { useHoldings } from '../use-holdings';

interface HoldingsPageProps {
  title: string;
  loadingLabel: string;
  errorTitle: string;
  /** The page's content once the investor's contracts are known. */
  children: (holdings: Holding[]) => ReactNode;
}

/** A page about the investor's contracts: loads them and shows loading and failure in words. */
export function HoldingsPage({ title, loadingLabel, errorTitle, children }: HoldingsPageProps) {
  const state = useHoldings();
  return (
    <div className="page stack">
      <h1 className="page-title">{title}</h1>
      {state.status === 'pending' && <LoadingState label={loadingLabel} />}
      {state.status === 'error' && (
        <ErrorState title={errorTitle} error={state.error} onRetry={state.retry} />
      )}
      {state.status === 'success' && children(state.holdings)}
    </div>
  );
}
