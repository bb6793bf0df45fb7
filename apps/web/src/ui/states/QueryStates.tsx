import type { ReactNode } from 'react';
import { errorMessages } from '../../lib/http';
import './states.css';

type HeadingLevel = 2 | 3;

function Heading({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  return level === 2 ? <h2>{children}</h2> : <h3>{children}</h3>;
}

/** While data loads: a spinner and, for screen readers, what is being loaded. */
export function LoadingState({ label = 'De gegevens worden geladen…' }: { label?: string }) {
  return (
    <div className="state state-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  headingLevel?: HeadingLevel;
}

/** Nothing to show yet: says so in words, and what the user can do about it. */
export function EmptyState({ title, children, headingLevel = 2 }: EmptyStateProps) {
  return (
    <section className="state state-empty card stack">
      <Heading level={headingLevel}>{title}</Heading>
      {children}
    </section>
  );
}

interface ErrorStateProps {
  error: unknown;
  title?: string;
  /** Offered as "Opnieuw proberen"; leave out when trying again cannot help. */
  onRetry?: () => void;
  headingLevel?: HeadingLevel;
}

/** A failed request: the server's Dutch messages (or a calm general one) and a way to retry. */
export function ErrorState({
  error,
  title = 'De gegevens konden niet worden geladen',
  onRetry,
  headingLevel = 2,
}: ErrorStateProps) {
  const messages = errorMessages(error);
  return (
    <div className="state alert alert-error stack" role="alert">
      <Heading level={headingLevel}>{title}</Heading>
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {onRetry && (
        <p>
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            Opnieuw proberen
          </button>
        </p>
      )}
    </div>
  );
}
