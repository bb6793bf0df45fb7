import type { BaseSyntheticEvent } from 'react';
import {
  useForm,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { StepSummary } from './StepForm';
import { fieldErrorList } from './summary-errors';
import { useFailedSubmits } from './use-failed-submits';

/** A field of the step: its form name and the id of its input (the summary's link target). */
export interface StepField<Input> {
  name: keyof Input & string;
  id: string;
}

export interface StepFormReturn<Input extends FieldValues, Output> extends UseFormReturn<
  Input,
  unknown,
  Output
> {
  /** `handleSubmit(handler)` that counts a refused submit, so the summary takes focus. */
  submitWith: (handler: SubmitHandler<Output>) => (event?: BaseSyntheticEvent) => Promise<unknown>;
  /** What `StepForm` shows in its error summary, the fields in screen order. */
  summary: StepSummary;
}

/**
 * The form of one step: react-hook-form with the step's resolver (its own schema) and kept
 * values, focus left to the error summary (not the first wrong field), and the summary's
 * errors in the order of `fields`.
 */
export function useStepForm<Input extends FieldValues, Output>(
  options: UseFormProps<Input, unknown, Output>,
  fields: readonly StepField<Input>[],
): StepFormReturn<Input, Output> {
  const { failedSubmits, countFailedSubmit } = useFailedSubmits();
  const form = useForm<Input, unknown, Output>({ ...options, shouldFocusError: false });
  const submitWith = (handler: SubmitHandler<Output>) =>
    form.handleSubmit(handler, countFailedSubmit);
  const summary = { errors: fieldErrorList(form.formState.errors, fields), failedSubmits };
  return { ...form, submitWith, summary };
}
