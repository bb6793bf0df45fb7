import { useState } from 'react';
import { errorMessages } from '../../../lib/http';

/** A button's request: busy while it runs, its Dutch error afterwards. */
export function useAction(run: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (failure) {
      setError(errorMessages(failure).join(' '));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, start: () => void start() };
}

/** What an action's request refused, announced where the button is. */
export function ActionError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="alert alert-error" role="alert">
      {error}
    </p>
  );
}
