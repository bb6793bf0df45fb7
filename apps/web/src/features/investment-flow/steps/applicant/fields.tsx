import { DATE_HINT } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { get, useController, useFormContext, type FieldPath } from 'react-hook-form';
import { RadioGroupField, SelectField, TextField } from '../../../../ui/form';
import { countriesQuery } from './applicant-api';
import { fieldIdFor } from './error-list';
import type { ApplicantFormValues } from './form-values';

/**
 * The applicant form's fields, addressed by their form path ("mijn.initialen"); each input's id
 * is `fieldIdFor(path)`, which the error summary links to.
 */

type Path = FieldPath<ApplicantFormValues>;

/** A path built from a block's prefix, checked against the form's values where it is used. */
export function formPath(path: string): Path {
  return path as Path;
}

function useFieldError(path: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<ApplicantFormValues>();
  const error: unknown = get(errors, path);
  if (typeof error !== 'object' || error === null) return undefined;
  const message: unknown = (error as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
}

interface TextProps {
  path: string;
  label: string;
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'text' | 'email';
  short?: boolean;
}

export function FormText({ path, label, hint, autoComplete = 'off', inputMode, short }: TextProps) {
  const { register } = useFormContext<ApplicantFormValues>();
  return (
    <TextField
      id={fieldIdFor(path)}
      label={label}
      hint={hint}
      autoComplete={autoComplete}
      inputMode={inputMode}
      className={short ? 'field-input-short' : undefined}
      error={useFieldError(path)}
      {...register(formPath(path))}
    />
  );
}

export function FormDate({ path, label, hint = DATE_HINT }: Omit<TextProps, 'short'>) {
  return <FormText path={path} label={label} hint={hint} inputMode="numeric" short />;
}

interface SelectProps {
  path: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  hint?: ReactNode;
}

export function FormSelect({ path, label, options, placeholder, hint }: SelectProps) {
  const { register } = useFormContext<ApplicantFormValues>();
  return (
    <SelectField
      id={fieldIdFor(path)}
      label={label}
      hint={hint}
      error={useFieldError(path)}
      {...register(formPath(path))}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** A country from GET /api/countries, by its code. */
export function CountrySelect({ path, label, hint }: Omit<SelectProps, 'options' | 'placeholder'>) {
  const countries = useQuery(countriesQuery).data ?? [];
  const options = countries.map((country) => ({ value: country.code, label: country.name }));
  return (
    <FormSelect
      path={path}
      label={label}
      hint={hint}
      options={options}
      placeholder="Kies een land"
    />
  );
}

const YES_NO = [
  { value: 'ja', label: 'Ja' },
  { value: 'nee', label: 'Nee' },
] as const;

export function YesNoField({
  path,
  legend,
  hint,
}: {
  path: string;
  legend: string;
  hint?: ReactNode;
}) {
  const { control } = useFormContext<ApplicantFormValues>();
  const {
    field: { value, name, ref, onBlur, onChange },
  } = useController({ control, name: formPath(path) });
  const selected = typeof value === 'string' ? value : '';
  return (
    <RadioGroupField
      id={fieldIdFor(path)}
      legend={legend}
      hint={hint}
      options={YES_NO}
      selected={selected}
      name={name}
      ref={ref}
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.value)}
      error={useFieldError(path)}
    />
  );
}

export { useFieldError };
