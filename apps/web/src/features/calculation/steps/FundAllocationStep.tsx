import type { Fund } from '@bp/api-schema';
import { z } from '@bp/api-schema';
import { formatPercentage } from '@bp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { FormErrorSummary, useFailedSubmits } from '../../../ui/form';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { sbFundsQuery } from '../api';
import { ShortNumericField } from '../fields/ShortNumericField';
import { updateFlow, useFlow } from '../flow-store';
import { StepActions } from '../wizard/StepActions';
import { useWizard } from '../wizard/wizard-context';
import type { InvestingFlowName } from './investment-flow-name';

const fieldId = (fund: Fund) => `fonds-${fund.id}`;

/** A whole percentage 0–100; an empty field is 0. Null when it is no such number. */
export function readPercentage(text: string): number | null {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 100 ? value : null;
}

export function totalMessage(total: number): string {
  return `De percentages moeten samen precies 100% zijn. Nu is het samen ${total}%.`;
}

function schemaFor(funds: readonly Fund[]) {
  return z.object({ percentages: z.array(z.string()) }).transform((form, ctx) =>
    funds.map((fund, index) => {
      const percentage = readPercentage(form.percentages[index] ?? '');
      if (percentage === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['percentages', index],
          message: `Vul voor ${fund.name} een heel percentage in van 0 tot en met 100.`,
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

/** The fund split of one's own: a whole percentage per SB fund, together exactly 100%. */
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
        return kept ? String(kept.percentage) : '';
      }),
    },
    shouldFocusError: false,
  });
  const typed = useWatch({ control, name: 'percentages' });
  const total = typed.reduce((sum, text) => sum + (readPercentage(text) ?? 0), 0);

  const submit = handleSubmit(async (allocation) => {
    const sum = allocation.reduce((result, fund) => result + fund.percentage, 0);
    if (sum !== 100) {
      setError('root.total', { message: totalMessage(sum) });
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
      <p className={total === 100 ? 'fund-total fund-total-ok' : 'fund-total'} aria-live="polite">
        Totaal: {total}%{total === 100 ? '' : ' (dit moet 100% zijn)'}
      </p>
      <StepActions onBack={goBack} nextLabel="Berekenen" busy={isSubmitting} />
    </form>
  );
}
