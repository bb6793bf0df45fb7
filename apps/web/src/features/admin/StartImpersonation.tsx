import { startImpersonationRequestSchema } from '@bp/api-schema';
import { IMPERSONATION_MINUTES, IMPERSONATION_REASON } from '@bp/domain';
import { useState } from 'react';
import { startImpersonation } from '../../lib/impersonation';
import { FormDialog } from '../../ui/FormDialog';
import { controlAria, LabelledField } from '../../ui/form/LabelledField';
import { useApiSubmit } from '../../ui/form';

const FIELD_ID = 'reden-bekijken';

/**
 * "Bekijken als deze belegger": asks the reason (required, the api-schema's rule), then starts
 * the impersonation and opens the investor's portal, read-only.
 */
export function StartImpersonation({ investorId, name }: { investorId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { submit, serverErrors, failedAttempts, onInvalid } = useApiSubmit((checked: string) =>
    startImpersonation(investorId, checked),
  );
  const send = async () => {
    const checked = startImpersonationRequestSchema.shape.reason.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      onInvalid();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await submit(checked.data);
    } finally {
      setBusy(false);
    }
  };
  const hint = `Verplicht; de belegger ziet deze reden. Hoogstens ${IMPERSONATION_REASON.maxLength} tekens (nu ${reason.length}).`;
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        Bekijken als deze belegger
      </button>
      {open ? (
        <FormDialog
          open
          title={`Bekijken als ${name}`}
          description={`U ziet het portaal zoals de belegger het ziet, alleen lezend, hoogstens ${IMPERSONATION_MINUTES} minuten. Alles wat u doet wordt vastgelegd.`}
          submitLabel="Bekijken"
          busy={busy}
          serverErrors={serverErrors}
          failedAttempts={failedAttempts}
          onSubmit={() => void send()}
          onCancel={() => setOpen(false)}
        >
          <LabelledField id={FIELD_ID} label="Reden" hint={hint} error={error}>
            <textarea
              id={FIELD_ID}
              className="field-input"
              rows={4}
              required
              maxLength={IMPERSONATION_REASON.maxLength}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              {...controlAria({ id: FIELD_ID, hint, error })}
            />
          </LabelledField>
        </FormDialog>
      ) : null}
    </>
  );
}
