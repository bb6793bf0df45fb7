import type { CreatePaymentRequest } from '@bp/api-schema';
import { useEffect, useRef, useState } from 'react';
import { leaveApp } from '../../lib/leave-app';
import { startPayment } from './api';

export interface StartPayment {
  /** Asks for a payment and sends the browser to the bank's checkout; a second call waits. */
  start: (request: CreatePaymentRequest) => void;
  /** The contract whose payment is being started, null when none is. */
  startingFor: number | null;
  /** Why the last start failed; null when it did not. */
  error: unknown;
}

/**
 * One payment at a time: the guard is a ref, not state, so a double click (two clicks before
 * React renders the disabled button) still makes one request. After success the browser is on
 * its way to the checkout, so the button stays busy.
 */
export function useStartPayment(): StartPayment {
  const busy = useRef(false);
  const [startingFor, setStartingFor] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);

  // Back from the checkout via the browser's back button, the page may come from the
  // back/forward cache with the button still busy: make it usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setStartingFor(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = (request: CreatePaymentRequest) => {
    if (busy.current) return;
    busy.current = true;
    setStartingFor(request.contractId);
    setError(null);
    startPayment(request).then(
      (created) => leaveApp(created.checkoutUrl),
      (failure: unknown) => {
        busy.current = false;
        setStartingFor(null);
        setError(failure);
      },
    );
  };

  return { start, startingFor, error };
}
