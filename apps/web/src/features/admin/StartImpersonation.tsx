import { startImpersonationRequestSchema } from '@bp/api-schema';
import { IMPERSONATION_MINUTES, IMPERSONATION_REASON } from '@bp/domain';
import { useState } from 'react';
import { startImpersonation } from '../../lib/impersonation';
import { FormDialog } from '../../ui/FormDialog';
import { controlAria, LabelledField } from '../../ui/form/LabelledField';
import { useFieldDialog } from '../../ui/use-field-dialog';

const FIELD_ID = 'reden-bekijken';

/**
 * "Bekijken als deze belegger": asks the reason (required, the api-schema's rule), then starts
 * the impersonation and opens the investor's portal, read-only.
 */
export function StartImpersonation({ investorId, name }: { investorId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const field = useFieldDialog(startImpersonationRequestSchema.shape.reason, (reason: string) =>
    startImpersonation(investorId, reason),
  );
  const { value: reason, error } = field;
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
          {...field.dialog}
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
              onChange={(event) => field.setValue(event.target.value)}
              {...controlAria({ id: FIELD_ID, hint, error })}
            />
          </LabelledField>
        </FormDialog>
      ) : null}
    </>
  );
}
