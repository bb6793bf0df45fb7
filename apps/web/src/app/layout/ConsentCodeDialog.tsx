import { changeImpersonationRequestSchema } from '@bp/api-schema';
import { CONSENT_CODE, IMPERSONATION_MODE_LABELS } from '@bp/domain';
import { useState } from 'react';
import { actOnBehalf } from '../../lib/impersonation';
import { FormDialog } from '../../ui/FormDialog';
import { TextField, useApiSubmit } from '../../ui/form';

export interface ConsentCodeDialogProps {
  open: boolean;
  investorName: string;
  onClose: () => void;
}

const FIELD_ID = 'toestemmingscode';

/**
 * "Namens de belegger handelen": the six digits the investor reads out from their own portal
 * (Mijn instellingen), checked by the api-schema's rule before PATCH …/impersonations/current.
 */
export function ConsentCodeDialog({ open, investorName, onClose }: ConsentCodeDialogProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { submit, serverErrors, failedAttempts, onInvalid } = useApiSubmit(
    async (consentCode: string) => {
      await actOnBehalf(consentCode);
      onClose();
    },
  );
  const send = async () => {
    const checked = changeImpersonationRequestSchema.shape.consentCode.safeParse(code);
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
  return (
    <FormDialog
      open={open}
      title={IMPERSONATION_MODE_LABELS.namens}
      description={`Vraag ${investorName} om de toestemmingscode uit Mijn instellingen voor te lezen. Wachtwoord, e-mailadres, tweestapsverificatie, IBAN en verkopen blijven ook dan geblokkeerd.`}
      submitLabel="Code controleren"
      busy={busy}
      serverErrors={serverErrors}
      failedAttempts={failedAttempts}
      onSubmit={() => void send()}
      onCancel={onClose}
    >
      <TextField
        id={FIELD_ID}
        label="Toestemmingscode"
        hint={`De ${CONSENT_CODE.digits} cijfers die de belegger u voorleest.`}
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={CONSENT_CODE.digits + 4}
        className="field-input-short"
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
    </FormDialog>
  );
}
