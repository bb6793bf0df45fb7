import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FormErrorSummary, type SummaryError } from '../../../ui/form';

interface StepFormProps {
  /** react-hook-form's `handleSubmit(...)`. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The field errors in screen order, as `fieldErrorList` gives them. */
  errors: readonly SummaryError[];
  /** Each change moves focus to the error summary (see useFailedSubmits). */
  failedSubmits: number;
  children: ReactNode;
}

/** A wizard step's form: the browser's own validation off, our error summary on top. */
export function StepForm({ onSubmit, errors, failedSubmits, children }: StepFormProps) {
  return (
    <form className="form stack" noValidate onSubmit={onSubmit}>
      <FormErrorSummary errors={errors} title="Controleer uw gegevens" focusKey={failedSubmits} />
      {children}
    </form>
  );
}
