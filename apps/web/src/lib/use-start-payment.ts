import type { CreatedPayment } from '@bp/api-schema';
import { useEffect, useRef, useState } from 'react';
import { leaveApp } from './leave-app';

/** What differs between the places that start a payment. */
export interface StartPaymentOptions<Request, Key> {
  /** Asks the server for the payment (POST /api/payments, as each place words it). */
  create: (request: Request) => Promise<CreatedPayment>;
  /** Which payment is being started, as the page shows it busy (a contract id). */
  keyOf: (request: Request) => Key;
  /** Runs with the created payment just before the browser leaves for the checkout. */
  onCreated?: (created: CreatedPayment) => void;
}

export interface StartPayment<Request, Key> {
  /** Asks for a payment and sends the browser to the bank's checkout; a second call waits. */
  start: (request: Request) => void;
  /** The key of the payment being started, null when none is. */
  startingFor: Key | null;
  /** Why the last start failed; null when it did not. */
  error: unknown;
}

/**
 * Starts one payment at a time and leaves for the bank's checkout. The guard is a ref, not
 * state, so a double click (two clicks before React renders the disabled button) still makes
 * one request. After success the browser is on its way to the checkout, so the button stays
 * busy; back from the checkout via the browser's back button (back/forward cache), it is
 * usable again.
 */
export function useStartPayment<Request, Key>({
  create,
  keyOf,
  onCreated,
}: StartPaymentOptions<Request, Key>): StartPayment<Request, Key> {
  const busy = useRef(false);
  const [startingFor, setStartingFor] = useState<Key | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setStartingFor(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = (request: Request) => {
    if (busy.current) return;
    busy.current = true;
    setStartingFor(keyOf(request));
    setError(null);
    create(request).then(
      (created) => {
        onCreated?.(created);
        leaveApp(created.checkoutUrl);
      },
      (failure: unknown) => {
        busy.current = false;
        setStartingFor(null);
        setError(failure);
      },
    );
  };

  return { start, startingFor, error };
}
