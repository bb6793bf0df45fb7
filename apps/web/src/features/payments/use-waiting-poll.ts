import { useEffect, useState } from 'react';

/** How long the page polls quickly before it says that the answer can take longer. */
export const PATIENCE_MS = 30_000;
export const FAST_POLL_MS = 2_000;
/** After the patience runs out the page keeps asking, less often. */
export const SLOW_POLL_MS = 10_000;

/**
 * Polling while the provider has not decided: every 2 s for the first 30 s, then every 10 s.
 * `slow` tells the page to explain the wait.
 */
export function useWaitingPoll(): {
  slow: boolean;
  interval: (waiting: boolean) => number | false;
} {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  return {
    slow,
    interval: (waiting) => (waiting ? (slow ? SLOW_POLL_MS : FAST_POLL_MS) : false),
  };
}
