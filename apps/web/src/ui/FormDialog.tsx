import { Dialog } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';
import { FormErrorSummary } from './form/FormErrorSummary';
import { SubmitButton } from './form/SubmitButton';

export interface FormDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  busy: boolean;
  /** What the server refused, shown above the fields (the fields show their own errors). */
  serverErrors: readonly string[];
  /** Bump after every refused submit: the summary takes focus. */
  failedAttempts?: number;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A small form in an accessible dialog (radix Dialog): focus moves to its first field and stays
 * inside, Escape and Annuleren close it, and what the server refused is listed on top.
 */
export function FormDialog({
  open,
  title,
  description,
  submitLabel,
  busy,
  serverErrors,
  failedAttempts,
  onSubmit,
  onCancel,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog form-dialog"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="dialog-description">{description}</Dialog.Description>
          ) : null}
          <form className="form stack" noValidate onSubmit={submit}>
            <FormErrorSummary
              errors={serverErrors.map((message) => ({ message }))}
              title="Dat is niet gelukt"
              focusKey={failedAttempts}
            />
            {children}
            <div className="dialog-actions">
              <Dialog.Close className="btn btn-secondary" type="button">
                Annuleren
              </Dialog.Close>
              <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
