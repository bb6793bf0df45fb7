import { useState } from 'react';
import { errorMessages } from '../../lib/http';
import { useFailedSubmits } from './use-failed-submits';

interface Refusal {
  error: unknown;
  messages: string[];
}

export interface ApiSubmit<Request> {
  /** Hand to react-hook-form's `handleSubmit` as the valid-form callback. */
  submit: (request: Request) => Promise<void>;
  /** Hand to `handleSubmit` as the invalid-form callback. */
  onInvalid: () => void;
  /** Why the server refused the last request; undefined when it did not. */
  serverError: unknown;
  serverErrors: string[];
  /** Failed submits, by validation or by the server: the error summary's focus key. */
  failedAttempts: number;
}

/** Sends a valid form with `send` and keeps what the auth forms show about a failure. */
export function useApiSubmit<Request>(
  send: (request: Request) => Promise<void>,
): ApiSubmit<Request> {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { failedSubmits, countFailedSubmit } = useFailedSubmits();

  const submit = async (request: Request) => {
    setRefusal(null);
    try {
      await send(request);
    } catch (error) {
      setRefusal({ error, messages: errorMessages(error) });
      countFailedSubmit();
    }
  };

  return {
    submit,
    onInvalid: countFailedSubmit,
    serverError: refusal?.error,
    serverErrors: refusal?.messages ?? [],
    failedAttempts: failedSubmits,
  };
}
