import './form.css';
import { useEffect, useId, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';

export interface SummaryError {
  message: string;
  /** The input the message is about; the summary links to it. */
  fieldId?: string;
  /**
   * Whose data the message is about when a form holds more than one party ("Bedrijf",
   * "Contactpersoon"): the same message can otherwise be about either.
   */
  owner?: string;
}

export interface FormErrorSummaryProps {
  errors: readonly SummaryError[];
  title?: string;
  /**
   * Change this number after every failed submit: the summary then takes focus, so keyboard and
   * screen-reader users land on the list of problems instead of searching for them.
   */
  focusKey?: number;
  /** Extra help below the list, such as a link to request a new reset link. */
  children?: ReactNode;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string): void {
  // A plain hash link would also change the URL, which the router treats as a navigation.
  event.preventDefault();
  const field = document.getElementById(fieldId);
  if (!field) return;
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}

/** The list of everything that stopped a form from being sent, announced as an alert. */
export function FormErrorSummary({
  errors,
  title = 'Er is een probleem',
  focusKey,
  children,
}: FormErrorSummaryProps) {
  const titleId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusKey) summaryRef.current?.focus();
  }, [focusKey]);

  if (errors.length === 0) return null;
  return (
    <div
      ref={summaryRef}
      className="alert alert-error error-summary"
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary-list">
        {errors.map(({ message, fieldId, owner }) => {
          const text = owner ? `${owner}: ${message}` : message;
          return (
            <li key={`${fieldId ?? ''}:${text}`}>
              {fieldId ? (
                <a href={`#${fieldId}`} onClick={(event) => focusField(event, fieldId)}>
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
      {children}
    </div>
  );
}
