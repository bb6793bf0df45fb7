import './form.css';
import { useState } from 'react';
import type { TextFieldProps } from './TextField';
import { TextField } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'label'> {
  /** Plain text: it also names the show/hide button ("Wachtwoord tonen"). */
  label: string;
}

/**
 * A password input with a button that shows or hides what was typed. The button's name comes from
 * its content, not aria-label, so the field stays the only element labelled with the field label.
 */
export function PasswordField({ id, label, ...fieldProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-field">
      <TextField
        {...fieldProps}
        id={id}
        label={label}
        type={visible ? 'text' : 'password'}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
      />
      <button
        type="button"
        className="btn btn-link password-toggle"
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
      >
        <span className="visually-hidden">{label}</span> {visible ? 'Verbergen' : 'Tonen'}
      </button>
    </div>
  );
}
