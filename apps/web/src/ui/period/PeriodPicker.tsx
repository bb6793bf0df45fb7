import type { CalendarDate } from '@bp/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../form';
import {
  checkRange,
  CUSTOM_PERIOD_ID,
  type PeriodInUrl,
  type PeriodOption,
  type RangeErrors,
} from './period';
import './period-picker.css';

interface PeriodPickerProps {
  legend: string;
  /** The ready-made periods; "Aangepast" (two dates) is always offered after them. */
  options: readonly PeriodOption[];
  /** The period shown now. Give the picker a `key` that changes with it to start afresh. */
  value: PeriodInUrl;
  /** The dates of the period shown now: where a custom period starts from. */
  shownRange: { van: string; tot: string } | null;
  today: CalendarDate;
  submitLabel: string;
  onChange: (period: PeriodInUrl) => void;
}

/**
 * Choose a period: a preset applies at once; "Aangepast" opens two date fields that are checked
 * (in Dutch, at the fields) before the period changes.
 */
export function PeriodPicker({
  legend,
  options,
  value,
  shownRange,
  today,
  submitLabel,
  onChange,
}: PeriodPickerProps) {
  const name = useId();
  const vanId = useId();
  const totId = useId();
  const vanRef = useRef<HTMLInputElement>(null);
  const totRef = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState(value.kind === 'custom' ? CUSTOM_PERIOD_ID : value.id);
  const [van, setVan] = useState(value.kind === 'custom' ? value.van : (shownRange?.van ?? ''));
  const [tot, setTot] = useState(value.kind === 'custom' ? value.tot : (shownRange?.tot ?? ''));
  // A custom period from the address bar is checked straight away, so bad dates show at once.
  const [errors, setErrors] = useState<RangeErrors>(() =>
    value.kind === 'custom' ? checkRange(value.van, value.tot, today).errors : {},
  );

  const choose = (id: string) => {
    setMode(id);
    setErrors({});
    if (id !== CUSTOM_PERIOD_ID) onChange({ kind: 'preset', id });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkRange(van, tot, today);
    setErrors(check.errors);
    if (check.range) {
      onChange({ kind: 'custom', van: check.range.van, tot: check.range.tot });
    } else {
      (check.errors.van ? vanRef : totRef).current?.focus();
    }
  };

  const choices = [...options, { id: CUSTOM_PERIOD_ID, label: 'Aangepast', range: null }];
  return (
    <form className="period-picker card" noValidate onSubmit={submit}>
      <fieldset className="period-options">
        <legend className="field-label">{legend}</legend>
        {choices.map((option) => (
          <label key={option.id} className="period-option">
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={mode === option.id}
              onChange={() => choose(option.id)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {mode === CUSTOM_PERIOD_ID && (
        <div className="period-custom">
          <TextField
            ref={vanRef}
            id={vanId}
            type="date"
            label="Van"
            value={van}
            max={today}
            error={errors.van}
            onChange={(event) => setVan(event.target.value)}
          />
          <TextField
            ref={totRef}
            id={totId}
            type="date"
            label="Tot en met"
            value={tot}
            max={today}
            error={errors.tot}
            onChange={(event) => setTot(event.target.value)}
          />
          <button type="submit" className="btn btn-primary period-submit">
            {submitLabel}
          </button>
        </div>
      )}
    </form>
  );
}
