import { AlertDialog } from 'radix-ui';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, read out first when the dialog opens. */
  title: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question in an accessible alert dialog: focus moves into it (to the cancel button, the
 * safe choice), stays there, and Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Oké',
  cancelLabel = 'Annuleren',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content
          className="dialog"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          {description && (
            <AlertDialog.Description className="dialog-description">
              {description}
            </AlertDialog.Description>
          )}
          <div className="dialog-actions">
            <AlertDialog.Cancel className="btn btn-secondary">{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className="btn btn-primary"
              disabled={busy}
              onClick={(event) => {
                // The caller closes the dialog when it is done (e.g. after logging out).
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
