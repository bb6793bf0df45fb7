export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { SelectField } from './SelectField';
export type { SelectFieldProps } from './SelectField';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { CheckboxField } from './CheckboxField';
export { RadioGroupField, radioIdFor } from './RadioGroupField';
export type { RadioGroupFieldProps, RadioOption } from './RadioGroupField';
export type { CheckboxFieldProps } from './CheckboxField';
export { FormErrorSummary } from './FormErrorSummary';
export type { FormErrorSummaryProps, SummaryError } from './FormErrorSummary';
export { SubmitButton } from './SubmitButton';
export { fieldErrorList } from './summary-errors';
export { describedBy, errorIdFor, hintIdFor } from './field-ids';
export { focusOnMount } from './focus-on-mount';
export { useFailedSubmits } from './use-failed-submits';
export { useApiSubmit } from './use-api-submit';
export type { ApiSubmit } from './use-api-submit';
export { StepForm } from './StepForm';
export type { StepSummary } from './StepForm';
export { useStepForm } from './use-step-form';
export type { StepField, StepFormReturn } from './use-step-form';
export { AmountField } from './AmountField';
export { ShortNumericField } from './ShortNumericField';
// The zod readers (./form-values) and PasswordAgainFields (its message comes from the api-schema)
// are imported from their module, not from here: a step loads them with its form's first check,
// so zod is not part of a page's first download.
export { amountToInput, dateToInput, numberToInput } from './input-text';
export { SecondFactorCodeField, SECOND_FACTOR_CODE_LABEL } from './SecondFactorCodeField';
export { AddressLookupButton, AddressLookupNote } from './AddressLookup';
