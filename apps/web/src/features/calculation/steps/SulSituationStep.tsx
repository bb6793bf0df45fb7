import { firstDayOfNextMonth } from '@bp/domain';
import { useForm, type Resolver } from 'react-hook-form';
import { RadioGroupField, fieldErrorList, useFailedSubmits } from '../../../ui/form';
import { updateFlow, useFlow } from '../flow-store';
import { BirthDateField } from '../fields/BirthDateField';
import { dateToInput } from '../fields/input-text';
import { ShortNumericField } from '../fields/ShortNumericField';
import { useStartError } from '../fields/use-start-error';
import { amsterdamToday } from '../today';
import { StepActions } from '../wizard/StepActions';
import { StepForm } from '../wizard/StepForm';
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
  const { failedSubmits, countFailedSubmit } = useFailedSubmits();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: {
      situation: flow.situation,
      geboortedatum: dateToInput(flow.geboortedatum),
      // A build-up starts with a deposit on the first of a month; next month is the usual choice.
      start: dateToInput(flow.start ?? firstDayOfNextMonth(amsterdamToday())),
    },
    shouldFocusError: false,
  });
  const clearStartError = useStartError(setError, setFocus);

  const submit = handleSubmit((values) => {
    clearStartError();
    updateFlow('lijfrenteOpbouwen', {
      situation: values.situation,
      geboortedatum: values.geboortedatum,
      start: values.start,
    });
    goNext();
  }, countFailedSubmit);

  return (
    <StepForm
      onSubmit={submit}
      errors={fieldErrorList(errors, FIELDS)}
      failedSubmits={failedSubmits}
    >
      <RadioGroupField
        id="sul-situatie"
        legend="Wat wilt u doen?"
        options={[
          { value: 'nieuw', label: 'Een nieuwe lijfrente opbouwen' },
          {
            value: 'oversluiten',
            label: 'Mijn huidige lijfrente oversluiten',
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
