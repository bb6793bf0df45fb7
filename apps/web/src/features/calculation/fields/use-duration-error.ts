import { useEffect } from 'react';
import { useWizard } from '../wizard/wizard-context';

type SetDurationError = (name: 'duration', error: { type: string; message: string }) => void;
type FocusDuration = (name: 'duration') => void;

/**
 * Spec §8: a calculation refused with "De minimale looptijd bedraagt 20 jaar" shows that message
 * at the term field. The page with the term field puts it there and moves focus to the field;
 * the returned function clears it when the investor submits again.
 */
export function useDurationError(setError: SetDurationError, setFocus: FocusDuration): () => void {
  const { durationError, clearDurationError } = useWizard();
  useEffect(() => {
    if (!durationError) return;
    setError('duration', { type: 'calculation', message: durationError });
    setFocus('duration');
  }, [durationError, setError, setFocus]);
  return clearDurationError;
}
