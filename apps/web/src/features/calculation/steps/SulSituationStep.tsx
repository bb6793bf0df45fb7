import { z } from '@bp/api-schema';
import { firstDayOfNextMonth } from '@bp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorSummary, RadioGroupField, TextField, fieldErrorList } from '../../../ui/form';
import { updateFlow, useFlow } from '../flow-store';
import { choiceInput, dateInput, dateToInput, DATE_HINT } from '../fields/form-values';
import { amsterdamToday } from '../today';
import { StepActions } from '../wizard/StepActions';
import { useWizard } from '../wizard/wizard-context';

const FIELDS = [
  { name: 'situation', id: 'sul-situatie' },
  { name: 'geboortedatum', id: 'sul-geboortedatum' },
  { name: 'start', id: 'sul-ingangsdatum' },
] as const;

const schema = z.object({
  situation: choiceInput(
    ['nieuw', 'oversluiten'],
    'Geef aan of u een nieuwe lijfrente opbouwt of een bestaande lijfrente oversluit.',
  ),
  geboortedatum: dateInput({ missing: 'Vul uw geboortedatum in.' }),
  start: dateInput({
    missing: 'Vul de ingangsdatum in.',
    invalid: 'Vul een bestaande datum in als dag-maand-jaar, bijvoorbeeld 01-09-2026.',
  }),
});

/** SUL stap1: new or transferred annuity, date of birth and the start of the build-up. */
export function SulSituationStep() {
  const { goNext } = useWizard();
  const flow = useFlow('lijfrenteOpbouwen');
  const [attempts, setAttempts] = useState(0);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      situation: flow.situation,
      geboortedatum: dateToInput(flow.geboortedatum),
      // A build-up starts with a deposit on the first of a month; next month is the usual choice.
      start: dateToInput(flow.start ?? firstDayOfNextMonth(amsterdamToday())),
    },
    shouldFocusError: false,
  });

  const submit = handleSubmit(
    (values) => {
      updateFlow('lijfrenteOpbouwen', {
        situation: values.situation,
        geboortedatum: values.geboortedatum,
        start: values.start,
      });
      goNext();
    },
    () => setAttempts((count) => count + 1),
  );

  return (
    <form className="form stack" noValidate onSubmit={submit}>
      <FormErrorSummary
        errors={fieldErrorList(errors, FIELDS)}
        title="Controleer uw gegevens"
        focusKey={attempts}
      />
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
      <TextField
        id="sul-geboortedatum"
        label="Uw geboortedatum"
        hint={DATE_HINT}
        autoComplete="bday"
        inputMode="numeric"
        className="field-input-short"
        error={errors.geboortedatum?.message}
        {...register('geboortedatum')}
      />
      <TextField
        id="sul-ingangsdatum"
        label="Ingangsdatum van de opbouw"
        hint="De dag van uw eerste inleg, bijvoorbeeld de eerste dag van volgende maand."
        inputMode="numeric"
        autoComplete="off"
        className="field-input-short"
        error={errors.start?.message}
        {...register('start')}
      />
      <StepActions />
    </form>
  );
}
