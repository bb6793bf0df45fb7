import { z } from '@bp/api-schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RadioGroupField } from '../../../ui/form';
import { updateFlow, useFlow } from '../flow-store';
import { StepActions } from '../wizard/StepActions';
import { useWizard } from '../wizard/wizard-context';
import type { InvestingFlowName } from './investment-flow-name';

const schema = z.object({
  basis: z.enum(['profiel', 'fondsen'], { error: 'Kies hoe u wilt beleggen.' }),
});

/** SB stap2 / SUL stap3: based on a risk profile (questionnaire) or on a fund split of one's own. */
export function InvestmentChoiceStep({ flowName }: { flowName: InvestingFlowName }) {
  const { goNext, goBack } = useWizard();
  const flow = useFlow(flowName);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { basis: flow.calculationBasedOnProfile ? 'profiel' : 'fondsen' } as const,
    shouldFocusError: true,
  });

  const submit = handleSubmit((values) => {
    updateFlow(flowName, { calculationBasedOnProfile: values.basis === 'profiel' });
    goNext();
  });

  return (
    <form className="form stack" noValidate onSubmit={submit}>
      <RadioGroupField
        id="beleggen-basis"
        legend="Hoe wilt u beleggen?"
        options={[
          {
            value: 'profiel',
            label: 'Op basis van mijn risicoprofiel',
            hint: 'U beantwoordt eerst enkele vragen over uw kennis, financiële situatie, doelen en risicobereidheid. Wij rekenen dan met de modelportefeuille van uw profiel.',
          },
          {
            value: 'fondsen',
            label: 'Ik kies zelf de verdeling over de fondsen',
            hint: 'U verdeelt uw inleg zelf in procenten over de fondsen.',
          },
        ]}
        error={errors.basis?.message}
        {...register('basis')}
      />
      <StepActions onBack={goBack} />
    </form>
  );
}
