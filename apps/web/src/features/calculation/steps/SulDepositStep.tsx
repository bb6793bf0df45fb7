import { z } from '@bp/api-schema';
import {
  CALCULATION_FIELD_MESSAGES,
  CALCULATION_LIMITS,
  DEPOSIT_AMOUNT_LABELS,
  DURATION_TYPES,
  DURATION_TYPE_LABELS,
  hasSomeDeposit,
  NO_DEPOSIT_MESSAGE,
  SUL_END_AGE_MESSAGE,
} from '@bp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import {
  AmountField,
  RadioGroupField,
  ShortNumericField,
  StepForm,
  amountToInput,
  numberToInput,
  useStepForm,
} from '../../../ui/form';
import {
  amountInput,
  choiceInput,
  readAllAtOnce,
  readField,
  wholeNumberInput,
} from '../../../ui/form/form-values';
import { updateFlow, useFlow } from '../flow-store';
import { useDurationError } from '../fields/use-duration-error';
import { StepActions } from '../wizard/StepActions';
import { useWizard } from '../wizard/wizard-context';

const FIELDS = [
  { name: 'initialDeposit', id: 'sul-eenmalig' },
  { name: 'periodicDeposit', id: 'sul-maandelijks' },
  { name: 'durationType', id: 'sul-looptijd-soort' },
  { name: 'duration', id: 'sul-looptijd' },
] as const;

const transferValue = amountInput({
  missing: CALCULATION_FIELD_MESSAGES.transferValueMissing,
  label: 'De waarde van uw huidige lijfrente',
});
const oneOff = amountInput({
  missing: '',
  label: DEPOSIT_AMOUNT_LABELS.initial,
  optional: true,
  allowZero: true,
});
const monthly = amountInput({
  missing: '',
  label: DEPOSIT_AMOUNT_LABELS.periodic,
  optional: true,
  allowZero: true,
});
const years = wholeNumberInput({
  missing: CALCULATION_FIELD_MESSAGES.durationMissing,
  range: CALCULATION_FIELD_MESSAGES.durationYears,
  min: CALCULATION_LIMITS.minDurationYears,
  max: CALCULATION_LIMITS.maxDurationYears,
});
const endAge = wholeNumberInput({
  missing: CALCULATION_FIELD_MESSAGES.endAgeMissing,
  range: SUL_END_AGE_MESSAGE,
  min: CALCULATION_LIMITS.minEndAge,
  max: CALCULATION_LIMITS.maxEndAge,
});

const DURATION_OPTIONS = DURATION_TYPES.map((type) => ({
  value: type,
  label: DURATION_TYPE_LABELS[type],
}));

/** An amount of € 0 is no deposit: the flow keeps null for it. */
const nonZero = (amount: string | null) =>
  amount === null || !hasSomeDeposit(amount, '0') ? null : amount;

export function sulDepositSchema(transfer: boolean) {
  return readAllAtOnce(
    {
      initialDeposit: z.string(),
      periodicDeposit: z.string(),
      durationType: choiceInput(DURATION_TYPES, CALCULATION_FIELD_MESSAGES.durationTypeMissing),
      duration: z.string(),
    },
    (form, ctx) => {
      const initialDeposit = readField(
        transfer ? transferValue : oneOff,
        form.initialDeposit,
        'initialDeposit',
        ctx,
      );
      const periodicDeposit = readField(monthly, form.periodicDeposit, 'periodicDeposit', ctx);
      if (!transfer && !hasSomeDeposit(initialDeposit ?? '0', periodicDeposit ?? '0')) {
        ctx.addIssue({ code: 'custom', path: ['initialDeposit'], message: NO_DEPOSIT_MESSAGE });
      }
      const duration = form.durationType
        ? readField(
            form.durationType === 'leeftijd' ? endAge : years,
            form.duration,
            'duration',
            ctx,
          )
        : null;
      return {
        durationType: form.durationType,
        duration,
        initialDeposit: nonZero(initialDeposit),
        periodicDeposit: nonZero(periodicDeposit),
      };
    },
  );
}

/** SUL stap2: the deposits (or the transferred value) and how long the build-up runs. */
export function SulDepositStep() {
  const { goNext, goBack } = useWizard();
  const flow = useFlow('lijfrenteOpbouwen');
  const transfer = flow.situation === 'oversluiten';
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
      resolver: zodResolver(sulDepositSchema(transfer)),
      defaultValues: {
        initialDeposit: amountToInput(flow.initialDeposit),
        periodicDeposit: amountToInput(flow.periodicDeposit),
        durationType: flow.durationType,
        duration: numberToInput(flow.duration),
      },
    },
    FIELDS,
  );
  const durationType = useWatch({ control, name: 'durationType' });
  const clearDurationError = useDurationError(setError, setFocus);

  const submit = submitWith((values) => {
    clearDurationError();
    if (values.durationType === null || values.duration === null) return;
    updateFlow('lijfrenteOpbouwen', {
      initialDeposit: values.initialDeposit,
      periodicDeposit: values.periodicDeposit,
      durationType: values.durationType,
      duration: values.duration,
    });
    goNext();
  });

  return (
    <StepForm onSubmit={submit} summary={summary}>
      <AmountField
        id="sul-eenmalig"
        label={
          transfer
            ? 'Waarde van uw huidige lijfrente in euro’s'
            : 'Eenmalige inleg in euro’s (niet verplicht)'
        }
        hint={
          transfer
            ? 'Zoals op uw laatste overzicht van uw huidige verzekeraar of bank.'
            : 'Bijvoorbeeld 5.000'
        }
        error={errors.initialDeposit?.message}
        {...register('initialDeposit')}
      />
      <AmountField
        id="sul-maandelijks"
        label="Maandelijkse inleg in euro’s (niet verplicht)"
        hint="Bijvoorbeeld 200. Uw inleg is aftrekbaar binnen uw jaarruimte of reserveringsruimte."
        error={errors.periodicDeposit?.message}
        {...register('periodicDeposit')}
      />
      <RadioGroupField
        id="sul-looptijd-soort"
        legend="Hoe wilt u de looptijd opgeven?"
        options={DURATION_OPTIONS}
        error={errors.durationType?.message}
        {...register('durationType')}
      />
      <ShortNumericField
        id="sul-looptijd"
        label={
          durationType === 'leeftijd' ? 'Leeftijd waarop de opbouw eindigt' : 'Looptijd in jaren'
        }
        hint={
          durationType === 'leeftijd'
            ? 'Bijvoorbeeld 67. De opbouw eindigt op de eerste inlegdatum na die verjaardag.'
            : `1 tot en met ${CALCULATION_LIMITS.maxDurationYears} jaar.`
        }
        error={errors.duration?.message}
        {...register('duration')}
      />
      <StepActions onBack={goBack} />
    </StepForm>
  );
}
