import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FormErrorSummary, type SummaryError } from './FormErrorSummary';

/** What the error summary of a step shows, as `useStepForm` gives it. */
export interface StepSummary {
  /** The field errors in screen order, as `fieldErrorList` gives them. */
  errors: readonly SummaryError[];
  /** Each change moves focus to the error summary (see useFailedSubmits). */
  failedSubmits: number;
}

interface StepFormProps {
  /** `submitWith(...)` of `useStepForm` (react-hook-form's `handleSubmit`). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<unknown>;
  summary: StepSummary;
  children: ReactNode;
}

/**
 * A step's form (calculation wizard, add-investment flow): the browser's own validation off,
 * our error summary on top.
 */
export function StepForm({
  onSubmit,
  summary: { errors, failedSubmits },
  children,
}: StepFormProps) {
  return (
    <form className="form stack" noValidate onSubmit={onSubmit}>
      <FormErrorSummary errors={errors} title="Controleer uw gegevens" focusKey={failedSubmits} />
      {children}
    </form>
  );
}
