import { z } from '@bp/api-schema';
import { CALCULATION_FIELD_MESSAGES } from '@bp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RadioGroupField, fieldErrorList, useFailedSubmits } from '../../../ui/form';
import { updateFlow, useFlow } from '../flow-store';
import { AmountField } from '../fields/AmountField';
import { BirthDateField } from '../fields/BirthDateField';
import {
  amountInput,
  amountToInput,
  choiceInput,
  dateInput,
  dateToInput,
  DATE_HINT,
} from '../fields/form-values';
import { StepActions } from '../wizard/StepActions';
import { StepForm } from '../wizard/StepForm';
import { useWizard } from '../wizard/wizard-context';

const FIELDS = [
  { name: 'initialDeposit', id: 'sdil-kapitaal' },
  { name: 'kapitaal', id: 'sdil-voor-2014' },
  { name: 'geboortedatum', id: 'sdil-geboortedatum' },
] as const;

const schema = z.object({
  initialDeposit: amountInput({
    missing: 'Vul het kapitaal in dat u wilt laten uitkeren.',
    label: 'Het kapitaal',
  }),
  kapitaal: choiceInput(['ja', 'nee'], CALCULATION_FIELD_MESSAGES.capitalBefore2014Missing),
  geboortedatum: dateInput({ missing: CALCULATION_FIELD_MESSAGES.birthdateMissing }),
});

/** SDIL stap1: the capital, whether it dates from before 2014, and the date of birth. */
export function SdilCapitalStep() {
  const { goNext } = useWizard();
  const flow = useFlow('lijfrenteUitkeren');
  const { failedSubmits, countFailedSubmit } = useFailedSubmits();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      initialDeposit: amountToInput(flow.initialDeposit),
      kapitaal: flow.kapitaal,
      geboortedatum: dateToInput(flow.geboortedatum),
    },
    shouldFocusError: false,
  });

  const submit = handleSubmit((values) => {
    updateFlow('lijfrenteUitkeren', values);
    goNext();
  }, countFailedSubmit);

  return (
    <StepForm
      onSubmit={submit}
      errors={fieldErrorList(errors, FIELDS)}
      failedSubmits={failedSubmits}
    >
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
