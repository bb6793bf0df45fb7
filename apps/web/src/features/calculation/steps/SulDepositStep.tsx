import { z } from '@bp/api-schema';
import {
  CALCULATION_FIELD_MESSAGES,
  CALCULATION_LIMITS,
  DURATION_TYPES,
  hasSomeDeposit,
  NO_DEPOSIT_MESSAGE,
  SUL_END_AGE_MESSAGE,
} from '@bp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { RadioGroupField, fieldErrorList, useFailedSubmits } from '../../../ui/form';
import { updateFlow, useFlow } from '../flow-store';
import {
  amountInput,
  amountToInput,
  choiceInput,
  numberToInput,
  readAllAtOnce,
  readField,
  wholeNumberInput,
} from '../fields/form-values';
import { AmountField } from '../fields/AmountField';
import { ShortNumericField } from '../fields/ShortNumericField';
import { useDurationError } from '../fields/use-duration-error';
import { StepActions } from '../wizard/StepActions';
import { StepForm } from '../wizard/StepForm';
import { useWizard } from '../wizard/wizard-context';

const FIELDS = [
  { name: 'initialDeposit', id: 'sul-eenmalig' },
  { name: 'periodicDeposit', id: 'sul-maandelijks' },
  { name: 'durationType', id: 'sul-looptijd-soort' },
  { name: 'duration', id: 'sul-looptijd' },
] as const;

const transferValue = amountInput({
  missing: 'Vul de waarde van uw huidige lijfrente in.',
  label: 'De waarde van uw huidige lijfrente',
});
const oneOff = amountInput({
  missing: '',
  label: 'De eenmalige inleg',
  optional: true,
  allowZero: true,
});
const monthly = amountInput({
  missing: '',
  label: 'De maandelijkse inleg',
  optional: true,
  allowZero: true,
});
const years = wholeNumberInput({
  missing: 'Vul de looptijd in.',
  range: CALCULATION_FIELD_MESSAGES.durationYears,
  min: CALCULATION_LIMITS.minDurationYears,
  max: CALCULATION_LIMITS.maxDurationYears,
});
const endAge = wholeNumberInput({
  missing: 'Vul de leeftijd in waarop de opbouw eindigt.',
  range: SUL_END_AGE_MESSAGE,
  min: CALCULATION_LIMITS.minEndAge,
  max: CALCULATION_LIMITS.maxEndAge,
});

/** An amount of € 0 is no deposit: the flow keeps null for it. */
const nonZero = (amount: string | null) =>
  amount === null || !hasSomeDeposit(amount, '0') ? null : amount;

export function sulDepositSchema(transfer: boolean) {
  return readAllAtOnce(
    {
      initialDeposit: z.string(),
      periodicDeposit: z.string(),
      durationType: choiceInput(DURATION_TYPES, 'Kies hoe u de looptijd opgeeft.'),
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
  const { failedSubmits, countFailedSubmit } = useFailedSubmits();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(sulDepositSchema(transfer)),
    defaultValues: {
      initialDeposit: amountToInput(flow.initialDeposit),
      periodicDeposit: amountToInput(flow.periodicDeposit),
      durationType: flow.durationType,
      duration: numberToInput(flow.duration),
    },
    shouldFocusError: false,
  });
  const durationType = useWatch({ control, name: 'durationType' });
  const clearDurationError = useDurationError(setError, setFocus);

  const submit = handleSubmit((values) => {
    clearDurationError();
    if (values.durationType === null || values.duration === null) return;
    updateFlow('lijfrenteOpbouwen', {
      initialDeposit: values.initialDeposit,
      periodicDeposit: values.periodicDeposit,
      durationType: values.durationType,
      duration: values.duration,
    });
    goNext();
  }, countFailedSubmit);

  return (
    <StepForm
      onSubmit={submit}
      errors={fieldErrorList(errors, FIELDS)}
      failedSubmits={failedSubmits}
    >
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
        options={[
          { value: 'jaren', label: 'In jaren' },
          { value: 'leeftijd', label: 'Tot een leeftijd' },
        ]}
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
