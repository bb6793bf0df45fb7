import type { Fund } from '@bp/api-schema';
import { z } from '@bp/api-schema';
import { formatPercentage, sumEuro } from '@bp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { FormErrorSummary, ShortNumericField, useFailedSubmits } from '../../../ui/form';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { sbFundsQuery } from '../api';
import { readPercentage, splitProblem } from '../fields/fund-percentages';
import { updateFlow, useFlow } from '../flow-store';
import { StepActions } from '../wizard/StepActions';
import { useWizard } from '../wizard/wizard-context';
import type { InvestingFlowName } from './investment-flow-name';

const fieldId = (fund: Fund) => `fonds-${fund.id}`;

const PERCENT = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

function schemaFor(funds: readonly Fund[]) {
  return z.object({ percentages: z.array(z.string()) }).transform((form, ctx) =>
    funds.map((fund, index) => {
      const percentage = readPercentage(form.percentages[index] ?? '');
      if (percentage === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['percentages', index],
          message: `Vul voor ${fund.name} een percentage in van 0 tot en met 100, met hoogstens twee cijfers achter de komma.`,
        });
      }
      return { id: fund.id, percentage: percentage ?? 0 };
    }),
  );
}

function fundHint(fund: Fund): string {
  return (
    `Verwacht rendement ${formatPercentage(fund.expectedReturn)} per jaar, ` +
    `beweeglijkheid ${formatPercentage(fund.volatility)}, instapkosten ` +
    `${formatPercentage(fund.entryCosts)}, lopende kosten ${formatPercentage(fund.ongoingCosts)} per jaar.`
  );
}

/** The fund split of one's own: a percentage per SB fund, together exactly 100%. */
export function FundAllocationStep({ flowName }: { flowName: InvestingFlowName }) {
  const query = useQuery(sbFundsQuery());
  if (query.isPending) return <LoadingState label="De fondsen worden geladen…" />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        title="De fondsen konden niet worden geladen"
        headingLevel={3}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState title="Er zijn op dit moment geen fondsen beschikbaar" headingLevel={3}>
        <p>Kies in de vorige stap voor een berekening op basis van uw risicoprofiel.</p>
      </EmptyState>
    );
  }
  return <FundAllocationForm flowName={flowName} funds={query.data} />;
}

function FundAllocationForm({
  flowName,
  funds,
}: {
  flowName: InvestingFlowName;
  funds: readonly Fund[];
}) {
  const { goBack, calculate } = useWizard();
  const flow = useFlow(flowName);
  const { failedSubmits, countFailedSubmit } = useFailedSubmits();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schemaFor(funds)),
    defaultValues: {
      percentages: funds.map((fund) => {
        const kept = flow.funds.find((allocation) => allocation.id === fund.id);
        return kept ? String(kept.percentage).replace('.', ',') : '';
      }),
    },
    shouldFocusError: false,
  });
  const typed = useWatch({ control, name: 'percentages' });
  const total = sumEuro(typed.map((text) => readPercentage(text) ?? 0));
  const complete = total.equals(100);

  const submit = handleSubmit(async (allocation) => {
    const problem = splitProblem(allocation);
    if (problem !== null) {
      setError('root.total', { message: problem });
      countFailedSubmit();
      return;
    }
    updateFlow(flowName, { funds: allocation.filter((fund) => fund.percentage > 0) });
    await calculate();
  }, countFailedSubmit);

  const summary = [
    ...funds.flatMap((fund, index) => {
      const message = errors.percentages?.[index]?.message;
      return message ? [{ message, fieldId: fieldId(fund) }] : [];
    }),
    ...(errors.root?.total?.message ? [{ message: errors.root.total.message }] : []),
  ];

  return (
    <form className="form stack" noValidate onSubmit={submit}>
      <p>Verdeel uw inleg over de fondsen. Elke inleg wordt in deze verhouding belegd.</p>
      <FormErrorSummary errors={summary} title="Controleer de verdeling" focusKey={failedSubmits} />
      <div className="fund-allocation">
        {funds.map((fund, index) => (
          <ShortNumericField
            key={fund.id}
            id={fieldId(fund)}
            label={`${fund.name} (%)`}
            hint={fundHint(fund)}
            error={errors.percentages?.[index]?.message}
            {...register(`percentages.${index}`)}
          />
        ))}
      </div>
      <p className={complete ? 'fund-total fund-total-ok' : 'fund-total'} aria-live="polite">
        Totaal: {PERCENT.format(total.toNumber())}%{complete ? '' : ' (dit moet 100% zijn)'}
      </p>
      <StepActions onBack={goBack} nextLabel="Berekenen" busy={isSubmitting} />
    </form>
  );
}
