import { useCallback, useEffect, useState } from 'react';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/http-error';
import { useLoggedIn } from '../flow-store';
import type { CalculationFlowName } from '../state';
import { readPendingSave } from './pending-save';

/** Where the save of a calculation kept across the login stands, as the result page shows it. */
export type AfterLoginSave =
  | { kind: 'none' }
  | { kind: 'saving' }
  | { kind: 'saved'; offerID: number }
  | { kind: 'failed'; messages: string[] };

const NONE: AfterLoginSave = { kind: 'none' };
const SAVING: AfterLoginSave = { kind: 'saving' };

/**
 * Logged in on a calculator whose calculation waited for the login: saves it as the investor's
 * offer, on arrival (the first render already says it is saving) and again on `retry`. `clear` forgets a failure once a new calculation has
 * replaced what waited.
 */
export function useSaveAfterLogin(flowName: CalculationFlowName) {
  const loggedIn = useLoggedIn();
  const [status, setStatus] = useState<AfterLoginSave>(() =>
    loggedIn && readPendingSave(flowName) ? SAVING : NONE,
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!loggedIn || !readPendingSave(flowName)) return;
    let current = true;
    // Loaded on demand: the saving reads the API schemas, which the first page need not wait for.
    import('./save-after-login')
      .then(({ saveCalculationAfterLogin }) => saveCalculationAfterLogin(flowName))
      .then(
        (outcome) => {
          if (current) setStatus(outcome ?? NONE);
        },
        () => {
          if (current) setStatus({ kind: 'failed', messages: [NETWORK_ERROR_MESSAGE] });
        },
      );
    return () => {
      current = false;
    };
  }, [loggedIn, flowName, attempt]);

  const retry = useCallback(() => {
    setStatus(SAVING);
    setAttempt((count) => count + 1);
  }, []);
  const clear = useCallback(
    () => setStatus((current) => (readPendingSave(flowName) ? current : NONE)),
    [flowName],
  );
  return { status, retry, clear };
}
