import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
}

/** The form's main button: disabled and reading "Bezig…" while the request runs. */
export function SubmitButton({ busy, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-primary" disabled={busy} aria-disabled={busy}>
      {busy ? 'Bezig…' : children}
    </button>
  );
}
