import { useEffect } from 'react';
import { useWizard } from '../wizard/wizard-context';

type SetStartError = (name: 'start', error: { type: string; message: string }) => void;
type FocusStart = (name: 'start') => void;

/**
 * A calculation refused for its start date (a 422, e.g. the day turned while the wizard was
 * open) shows the server's message at the start field, as an input error and never as an
 * outage; the returned function clears it when the investor submits again.
 */
export function useStartError(setError: SetStartError, setFocus: FocusStart): () => void {
  const { startError, clearStartError } = useWizard();
  useEffect(() => {
    if (!startError) return;
    setError('start', { type: 'calculation', message: startError });
    setFocus('start');
  }, [startError, setError, setFocus]);
  return clearStartError;
}
