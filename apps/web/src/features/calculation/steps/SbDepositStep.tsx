import { CALCULATION_LIMITS, DEPOSIT_KINDS, DEPOSIT_KIND_LABELS } from '@bp/domain';
import { useWatch, type Resolver } from 'react-hook-form';
import {
  AmountField,
  RadioGroupField,
  ShortNumericField,
  StepForm,
  TextField,
  amountToInput,
  numberToInput,
  useStepForm,
} from '../../../ui/form';
import { updateFlow, useFlow } from '../flow-store';
import { useDurationError } from '../fields/use-duration-error';
import { StepActions } from '../wizard/StepActions';
import { useWizard } from '../wizard/wizard-context';
import type { SbDepositInput, SbDepositValues } from './first-step-schemas';

const FIELDS = [
  { name: 'kind', id: 'sb-soort' },
  { name: 'initialDeposit', id: 'sb-eenmalig' },
  { name: 'periodicDeposit', id: 'sb-maandelijks' },
  { name: 'duration', id: 'sb-looptijd' },
  { name: 'description', id: 'sb-omschrijving' },
] as const;

const KIND_OPTIONS = DEPOSIT_KINDS.map((kind) => ({
  value: kind,
  label: DEPOSIT_KIND_LABELS[kind],
}));

// The rules load with the form's first check, not before the step's first render (./first-step-schemas).
const resolver: Resolver<SbDepositInput, unknown, SbDepositValues> = async (...args) =>
  (await import('./first-step-schemas')).sbDepositResolver(...args);

/** SB stap1: how much, how (one-off, monthly or both), how long, and a name for the offer. */
export function SbDepositStep() {
  const { goNext } = useWizard();
  const flow = useFlow('bedragBeleggen');
  const {
    register,
    control,
    submitWith,
    summary,
    setError,
    setFocus,
    formState: { errors },
  } = useStepForm(
    {
      resolver,
      defaultValues: {
        kind: flow.kind,
        initialDeposit: amountToInput(flow.initialDeposit),
        periodicDeposit: amountToInput(flow.periodicDeposit),
        duration: numberToInput(flow.duration),
        description: flow.description,
      },
    },
    FIELDS,
  );
  const kind = useWatch({ control, name: 'kind' });
  const clearDurationError = useDurationError(setError, setFocus);

  const submit = submitWith((values) => {
    clearDurationError();
    if (values.kind === null || values.duration === null) return;
    updateFlow('bedragBeleggen', {
      kind: values.kind,
      initialDeposit: values.initialDeposit,
      periodicDeposit: values.periodicDeposit,
      duration: values.duration,
      description: values.description,
    });
    goNext();
  });

  return (
    <StepForm onSubmit={submit} summary={summary}>
      <RadioGroupField
        id="sb-soort"
        legend="Hoe wilt u inleggen?"
        options={KIND_OPTIONS}
        error={errors.kind?.message}
        {...register('kind')}
      />
      {kind !== 'maandelijks' && kind !== null && (
        <AmountField
          id="sb-eenmalig"
          label="Eenmalige inleg in euro’s"
          hint="Bijvoorbeeld 10.000"
          error={errors.initialDeposit?.message}
          {...register('initialDeposit')}
        />
      )}
      {kind !== 'eenmalig' && kind !== null && (
        <AmountField
          id="sb-maandelijks"
          label="Maandelijkse inleg in euro’s"
          hint="Bijvoorbeeld 150. U legt elke maand in, de eerste keer op de startdatum."
          error={errors.periodicDeposit?.message}
          {...register('periodicDeposit')}
        />
      )}
      <ShortNumericField
        id="sb-looptijd"
        label="Looptijd in jaren"
        hint={`Hoe lang u wilt beleggen: 1 tot en met ${CALCULATION_LIMITS.maxDurationYears} jaar.`}
        error={errors.duration?.message}
        {...register('duration')}
      />
      <TextField
        id="sb-omschrijving"
        label="Omschrijving (niet verplicht)"
        hint="Een naam voor deze berekening, bijvoorbeeld ‘Studie Emma’."
        autoComplete="off"
        maxLength={CALCULATION_LIMITS.maxDescriptionLength}
        error={errors.description?.message}
        {...register('description')}
      />
      <StepActions />
    </StepForm>
  );
}
