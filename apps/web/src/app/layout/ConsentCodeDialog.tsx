import { changeImpersonationRequestSchema } from '@bp/api-schema';
import { CONSENT_CODE, IMPERSONATION_MODE_LABELS } from '@bp/domain';
import { actOnBehalf } from '../../lib/impersonation';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/form';
import { useFieldDialog } from '../../ui/use-field-dialog';

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
  const field = useFieldDialog(
    changeImpersonationRequestSchema.shape.consentCode,
    async (consentCode: string) => {
      await actOnBehalf(consentCode);
      onClose();
    },
  );
  return (
    <FormDialog
      open={open}
      title={IMPERSONATION_MODE_LABELS.namens}
      description={`Vraag ${investorName} om de toestemmingscode uit Mijn instellingen voor te lezen. Wachtwoord, e-mailadres, tweestapsverificatie, IBAN en verkopen blijven ook dan geblokkeerd.`}
      submitLabel="Code controleren"
      {...field.dialog}
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
        value={field.value}
        error={field.error}
        onChange={(event) => field.setValue(event.target.value)}
      />
    </FormDialog>
  );
}
