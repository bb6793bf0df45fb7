import type { ReactNode } from 'react';

interface WaitingStateProps {
  title: string;
  /** What the page waits for, in the first 30 seconds. */
  children: ReactNode;
  /** The wait took longer than usual: say that, and that the page updates by itself. */
  slow: boolean;
  slowMessage: string;
}

/** A calm wait for the provider's answer; screen readers hear each change, politely. */
export function WaitingState({ title, children, slow, slowMessage }: WaitingStateProps) {
  return (
    <section className="card stack">
      <h2>{title}</h2>
      <div className="state state-loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span>{slow ? slowMessage : children}</span>
      </div>
    </section>
  );
}
