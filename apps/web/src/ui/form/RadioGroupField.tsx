import './radio-group.css';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, errorIdFor, hintIdFor } from './field-ids';
import { FieldError } from './FieldError';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A sentence under the option's label, tied to its radio button. */
  hint?: ReactNode;
}

export interface RadioGroupFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'type' | 'value' | 'children' | 'defaultValue' | 'checked'
> {
  /** The first radio button's id: the anchor the error summary links to. */
  id: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  error?: string;
  /** Controlled use: the chosen value. Leave it out when react-hook-form's `register` drives it. */
  selected?: string | null;
  /** Shows the legend as a heading-sized question (one question per page). */
  large?: boolean;
}

export function radioIdFor(groupId: string, index: number): string {
  return index === 0 ? groupId : `${groupId}-${index}`;
}

/**
 * A group of radio buttons in a fieldset whose legend asks the question. Works with
 * react-hook-form (spread `register(name)`; every radio gets it) or controlled (`selected` +
 * `onChange`). The group's hint and error describe every option.
 */
export function RadioGroupField({
  id,
  legend,
  options,
  hint,
  error,
  selected,
  large = false,
  className,
  ...inputProps
}: RadioGroupFieldProps) {
  const hintId = hintIdFor(id);
  const errorId = errorIdFor(id);
  return (
    <fieldset
      className={['field', 'radio-group', error ? 'radio-group-invalid' : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <legend
        className={large ? 'radio-group-legend radio-group-legend-large' : 'radio-group-legend'}
      >
        {legend}
      </legend>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
      <div className="radio-options">
        {options.map((option, index) => {
          const radioId = radioIdFor(id, index);
          const optionHintId = `${radioId}-option-hint`;
          return (
            <div className="radio-option" key={option.value}>
              <input
                {...inputProps}
                id={radioId}
                type="radio"
                value={option.value}
                className="radio-input"
                {...(selected === undefined ? {} : { checked: selected === option.value })}
                aria-describedby={describedBy(
                  option.hint ? optionHintId : null,
                  hint ? hintId : null,
                  error ? errorId : null,
                )}
              />
              <div className="radio-text">
                <label className="radio-label" htmlFor={radioId}>
                  {option.label}
                </label>
                {option.hint ? (
                  <p id={optionHintId} className="field-hint">
                    {option.hint}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
