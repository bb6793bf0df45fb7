import { useEffect, useRef, useState } from 'react';
import { leaveApp } from '../../../../lib/leave-app';
import { startFirstPayment } from '../../api';
import { awaitPayment } from '../../flow-store';

/**
 * Starts the first deposit's iDEAL payment and leaves for the bank's checkout, remembering the
 * payment in the flow so the result page can lead back. One request however often it is
 * asked: the guard is a ref, so two clicks before React renders still make one.
 */
export function useFirstPayment() {
  const busy = useRef(false);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  // Back from the checkout with the browser's back button (back/forward cache): usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setStarting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = (contractId: number) => {
    if (busy.current) return;
    busy.current = true;
    setStarting(true);
    setError(null);
    startFirstPayment(contractId).then(
      (created) => {
        awaitPayment(created.id);
        leaveApp(created.checkoutUrl);
      },
      (failure: unknown) => {
        busy.current = false;
        setStarting(false);
        setError(failure);
      },
    );
  };

  return { start, starting, error };
}
