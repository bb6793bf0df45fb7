import type { FormEventHandler, ReactNode } from 'react';
import { FormErrorSummary, type SummaryError } from '../../../ui/form';

export interface AuthFormProps {
  /** The form's own field errors, in screen order. */
  fieldErrors: SummaryError[];
  serverErrors: readonly string[];
  /** The summary's title when the server refused the request. */
  refusedTitle: string;
  failedAttempts: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Extra help below the listed errors. */
  summaryHelp?: ReactNode;
  children: ReactNode;
}

/**
 * An auth form with its error summary above it: field errors link to their inputs, server
 * messages follow them, and the summary takes focus after every failed attempt.
 */
export function AuthForm({
  fieldErrors,
  serverErrors,
  refusedTitle,
  failedAttempts,
  onSubmit,
  summaryHelp,
  children,
}: AuthFormProps) {
  const summary = [...fieldErrors, ...serverErrors.map((message) => ({ message }))];
  return (
    <>
      <FormErrorSummary
        errors={summary}
        title={serverErrors.length > 0 ? refusedTitle : 'Controleer uw gegevens'}
        focusKey={failedAttempts}
      >
        {summaryHelp}
      </FormErrorSummary>
      <form className="form stack" noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </>
  );
}
