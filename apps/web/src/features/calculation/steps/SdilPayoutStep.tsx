import { z } from '@bp/api-schema';
import {
  CALCULATION_FIELD_MESSAGES,
  CALCULATION_LIMITS,
  UITKERINGS_TERMIJN_LABELS,
  dutchDateHint,
  invalidDutchDateMessage,
} from '@bp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  RadioGroupField,
  ShortNumericField,
  StepForm,
  dateToInput,
  numberToInput,
  useStepForm,
} from '../../../ui/form';
import { dateInput, startNotInPast, wholeNumberInput } from '../../../ui/form/form-values';
import { updateFlow, useFlow } from '../flow-store';
import { amsterdamToday } from '../today';
import { useDurationError } from '../fields/use-duration-error';
import { useStartError } from '../fields/use-start-error';
import { StepActions } from '../wizard/StepActions';
import { useWizard } from '../wizard/wizard-context';

const FIELDS = [
  { name: 'start', id: 'sdil-ingangsdatum' },
  { name: 'duration', id: 'sdil-looptijd' },
  { name: 'uitkeringsTermijnCode', id: 'sdil-termijn' },
] as const;

/** The example date of the first payout's field. */
const FIRST_PAYOUT_EXAMPLE = '01-04-2027';

/** The choices the investor makes; no choice keeps the spec's default Geen (monthly). */
const CHOSEN_FREQUENCIES = ['Maand', 'Kwartaal', 'Halfjaar', 'Jaar'] as const;

const FREQUENCIES = CHOSEN_FREQUENCIES.map((value) => ({
  value,
  label: capitalised(UITKERINGS_TERMIJN_LABELS[value]),
}));

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const schema = z.object({
  start: dateInput({
    missing: CALCULATION_FIELD_MESSAGES.firstPayoutMissing,
    invalid: invalidDutchDateMessage(FIRST_PAYOUT_EXAMPLE),
    check: startNotInPast(amsterdamToday),
  }),
  duration: wholeNumberInput({
    missing: CALCULATION_FIELD_MESSAGES.durationMissing,
    range: CALCULATION_FIELD_MESSAGES.durationYears,
    min: CALCULATION_LIMITS.minDurationYears,
    max: CALCULATION_LIMITS.maxDurationYears,
  }),
  // Spec §9: no choice keeps the default Geen, which pays monthly.
  uitkeringsTermijnCode: z.enum(CHOSEN_FREQUENCIES).nullable(),
});

/** SDIL stap2: when the payout starts, how long it runs and how often it pays; then calculate. */
export function SdilPayoutStep() {
  const { goBack, calculate } = useWizard();
  const flow = useFlow('lijfrenteUitkeren');
  const {
    register,
    submitWith,
    summary,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useStepForm(
    {
      resolver: zodResolver(schema),
      defaultValues: {
        start: dateToInput(flow.start),
        duration: numberToInput(flow.duration),
        uitkeringsTermijnCode:
          flow.uitkeringsTermijnCode === 'Geen' ? null : flow.uitkeringsTermijnCode,
      },
    },
    FIELDS,
  );
  const clearDurationError = useDurationError(setError, setFocus);
  const clearStartError = useStartError(setError, setFocus);

  const submit = submitWith(async (values) => {
    clearDurationError();
    clearStartError();
    updateFlow('lijfrenteUitkeren', {
      start: values.start,
      duration: values.duration,
      uitkeringsTermijnCode: values.uitkeringsTermijnCode ?? flow.uitkeringsTermijnCode,
    });
    await calculate();
  });

  return (
    <StepForm onSubmit={submit} summary={summary}>
      <ShortNumericField
        id="sdil-ingangsdatum"
        label="Datum van de eerste uitkering"
        hint={dutchDateHint(FIRST_PAYOUT_EXAMPLE)}
        error={errors.start?.message}
        {...register('start')}
      />
      <ShortNumericField
        id="sdil-looptijd"
        label="Looptijd in jaren"
        hint="Een uitkering van 20 jaar of langer loopt minimaal 20 jaar plus de jaren waarin zij vóór uw AOW-leeftijd uitkeert. Korter (5 tot 20 jaar) kan als tijdelijke oudedagslijfrente, op zijn vroegst vanaf het jaar waarin u de AOW-leeftijd bereikt."
        error={errors.duration?.message}
        {...register('duration')}
      />
      <RadioGroupField
        id="sdil-termijn"
        legend="Hoe vaak wilt u een uitkering ontvangen?"
        hint="Maakt u geen keuze, dan ontvangt u de uitkering per maand."
        options={FREQUENCIES}
        error={errors.uitkeringsTermijnCode?.message}
        {...register('uitkeringsTermijnCode')}
      />
      <StepActions onBack={goBack} nextLabel="Berekenen" busy={isSubmitting} />
    </StepForm>
  );
}
