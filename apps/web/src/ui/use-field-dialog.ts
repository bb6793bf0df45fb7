import { useState } from 'react';
import { useApiSubmit } from './form/use-api-submit';

/** A zod-like check of one field: the api-schema's rule for it. */
interface FieldCheck<T> {
  safeParse: (
    value: string,
  ) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * One field in a FormDialog: its value, its error by the api-schema's rule (checked before
 * sending), and the server's refusal. `send` gets the checked value.
 */
export function useFieldDialog<T>(check: FieldCheck<T>, send: (value: T) => Promise<void>) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { submit, serverErrors, failedAttempts, onInvalid } = useApiSubmit(send);
  const onSubmit = async () => {
    const checked = check.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      onInvalid();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await submit(checked.data);
    } finally {
      setBusy(false);
    }
  };
  return {
    value,
    setValue,
    error,
    dialog: { busy, serverErrors, failedAttempts, onSubmit: () => void onSubmit() },
  };
}
