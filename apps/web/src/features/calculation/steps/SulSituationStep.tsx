import { firstDayOfNextMonth, SUL_SITUATION_LABELS } from '@bp/domain';
import type { Resolver } from 'react-hook-form';
import {
  RadioGroupField,
  ShortNumericField,
  StepForm,
  dateToInput,
  useStepForm,
} from '../../../ui/form';
import { updateFlow, useFlow } from '../flow-store';
import { BirthDateField } from '../fields/BirthDateField';
import { useStartError } from '../fields/use-start-error';
import { amsterdamToday } from '../today';
import { StepActions } from '../wizard/StepActions';
import { useWizard } from '../wizard/wizard-context';
import type { SulSituationInput, SulSituationValues } from './first-step-schemas';

const FIELDS = [
  { name: 'situation', id: 'sul-situatie' },
  { name: 'geboortedatum', id: 'sul-geboortedatum' },
  { name: 'start', id: 'sul-ingangsdatum' },
] as const;

// The rules load with the form's first check, not before the step's first render (./first-step-schemas).
const resolver: Resolver<SulSituationInput, unknown, SulSituationValues> = async (...args) =>
  (await import('./first-step-schemas')).sulSituationResolver(...args);

/** SUL stap1: new or transferred annuity, date of birth and the start of the build-up. */
export function SulSituationStep() {
  const { goNext } = useWizard();
  const flow = useFlow('lijfrenteOpbouwen');
  const {
    register,
    submitWith,
    summary,
    setError,
    setFocus,
    formState: { errors },
  } = useStepForm(
    {
      resolver,
      defaultValues: {
        situation: flow.situation,
        geboortedatum: dateToInput(flow.geboortedatum),
        // A build-up starts with a deposit on the first of a month; next month is the usual choice.
        start: dateToInput(flow.start ?? firstDayOfNextMonth(amsterdamToday())),
      },
    },
    FIELDS,
  );
  const clearStartError = useStartError(setError, setFocus);

  const submit = submitWith((values) => {
    clearStartError();
    updateFlow('lijfrenteOpbouwen', {
      situation: values.situation,
      geboortedatum: values.geboortedatum,
      start: values.start,
    });
    goNext();
  });

  return (
    <StepForm onSubmit={submit} summary={summary}>
      <RadioGroupField
        id="sul-situatie"
        legend="Wat wilt u doen?"
        options={[
          { value: 'nieuw', label: SUL_SITUATION_LABELS.nieuw },
          {
            value: 'oversluiten',
            label: SUL_SITUATION_LABELS.oversluiten,
            hint: 'De waarde van uw huidige lijfrente wordt rechtstreeks naar ons overgemaakt (waardeoverdracht) en is uw eerste inleg.',
          },
        ]}
        error={errors.situation?.message}
        {...register('situation')}
      />
      <BirthDateField
        id="sul-geboortedatum"
        error={errors.geboortedatum?.message}
        {...register('geboortedatum')}
      />
      <ShortNumericField
        id="sul-ingangsdatum"
        label="Ingangsdatum van de opbouw"
        hint="De dag van uw eerste inleg, bijvoorbeeld de eerste dag van volgende maand."
        error={errors.start?.message}
        {...register('start')}
      />
      <StepActions />
    </StepForm>
  );
}
