interface StepActionsProps {
  /** Leave out on the first page. */
  onBack?: () => void;
  nextLabel?: string;
  busy?: boolean;
}

/** The buttons under a wizard page: back (keeps what was entered) and the form's submit. */
export function StepActions({ onBack, nextLabel = 'Volgende', busy = false }: StepActionsProps) {
  return (
    <div className="wizard-actions">
      {onBack && (
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          Vorige
        </button>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy} aria-disabled={busy}>
        {busy ? 'Bezig…' : nextLabel}
      </button>
    </div>
  );
}
