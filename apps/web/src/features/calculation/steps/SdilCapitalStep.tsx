import { DATE_HINT } from '@bp/domain';
import type { Resolver } from 'react-hook-form';
import {
  AmountField,
  RadioGroupField,
  StepForm,
  amountToInput,
  dateToInput,
  useStepForm,
} from '../../../ui/form';
import { updateFlow, useFlow } from '../flow-store';
import { BirthDateField } from '../fields/BirthDateField';
import { StepActions } from '../wizard/StepActions';
import { useWizard } from '../wizard/wizard-context';
import type { SdilCapitalInput, SdilCapitalValues } from './first-step-schemas';

const FIELDS = [
  { name: 'initialDeposit', id: 'sdil-kapitaal' },
  { name: 'kapitaal', id: 'sdil-voor-2014' },
  { name: 'geboortedatum', id: 'sdil-geboortedatum' },
] as const;

// The rules load with the form's first check, not before the step's first render (./first-step-schemas).
const resolver: Resolver<SdilCapitalInput, unknown, SdilCapitalValues> = async (...args) =>
  (await import('./first-step-schemas')).sdilCapitalResolver(...args);

/** SDIL stap1: the capital, whether it dates from before 2014, and the date of birth. */
export function SdilCapitalStep() {
  const { goNext } = useWizard();
  const flow = useFlow('lijfrenteUitkeren');
  const {
    register,
    submitWith,
    summary,
    formState: { errors },
  } = useStepForm(
    {
      resolver,
      defaultValues: {
        initialDeposit: amountToInput(flow.initialDeposit),
        kapitaal: flow.kapitaal,
        geboortedatum: dateToInput(flow.geboortedatum),
      },
    },
    FIELDS,
  );

  const submit = submitWith((values) => {
    updateFlow('lijfrenteUitkeren', values);
    goNext();
  });

  return (
    <StepForm onSubmit={submit} summary={summary}>
      <AmountField
        id="sdil-kapitaal"
        label="Uw lijfrentekapitaal in euro’s"
        hint="Het bedrag dat u wilt laten uitkeren, bijvoorbeeld 150.000."
        error={errors.initialDeposit?.message}
        {...register('initialDeposit')}
      />
      <RadioGroupField
        id="sdil-voor-2014"
        legend="Heeft u (een deel van) dit kapitaal vóór 1 januari 2014 opgebouwd?"
        hint="Voor kapitaal van vóór 2014 geldt een overgangsregel: een tijdelijke uitkering mag dan al vanaf uw 65e ingaan."
        options={[
          { value: 'ja', label: 'Ja' },
          { value: 'nee', label: 'Nee' },
        ]}
        error={errors.kapitaal?.message}
        {...register('kapitaal')}
      />
      <BirthDateField
        id="sdil-geboortedatum"
        hint={`${DATE_HINT} Uw AOW-leeftijd volgt uit uw geboortedatum.`}
        error={errors.geboortedatum?.message}
        {...register('geboortedatum')}
      />
      <StepActions />
    </StepForm>
  );
}
