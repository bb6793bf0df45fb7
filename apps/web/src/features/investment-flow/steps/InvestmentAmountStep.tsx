import {
  DEPOSIT_KINDS,
  DEPOSIT_KIND_LABELS,
  STOCK_CHOICES,
  STOCK_CHOICE_LABELS,
  depositsOfKind,
  formatEuro,
  CALCULATION_LIMITS,
} from '@bp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import {
  AmountField,
  RadioGroupField,
  StepForm,
  TextField,
  amountToInput,
  useStepForm,
} from '../../../ui/form';
import { updateInvestment, useInvestmentFlow } from '../flow-store';
import { usePreviewKind } from '../frame/kind-preview';
import { useFlowNavigation } from '../frame/flow-navigation';
import { CostSummary } from './CostSummary';
import { investmentFormSchema, typedAmounts } from './investment-form';
import type { FlowStepProps } from './step-props';

const FIELDS = [
  { name: 'kind', id: 'belegging-soort' },
  { name: 'initialDeposit', id: 'belegging-eenmalig' },
  { name: 'periodicDeposit', id: 'belegging-maandelijks' },
  { name: 'description', id: 'belegging-omschrijving' },
  { name: 'stock', id: 'belegging-uitkeringen' },
] as const;

const KIND_OPTIONS = DEPOSIT_KINDS.map((kind) => ({
  value: kind,
  label: DEPOSIT_KIND_LABELS[kind],
}));
const STOCK_OPTIONS = STOCK_CHOICES.map((choice) => ({
  value: choice,
  label: STOCK_CHOICE_LABELS[choice],
}));

/** Step 1 (belegging-toevoegen): the fund the route chose, the amounts and what they cost. */
export function InvestmentAmountStep({ fund }: FlowStepProps) {
  const { goNext } = useFlowNavigation();
  const { investment } = useInvestmentFlow();
  const {
    register,
    control,
    submitWith,
    summary,
    subscribe,
    formState: { errors },
  } = useStepForm(
    {
      resolver: zodResolver(investmentFormSchema(fund)),
      defaultValues: {
        kind: investment.kind,
        initialDeposit: amountToInput(investment.initialDeposit),
        periodicDeposit: amountToInput(investment.periodicDeposit),
        description: investment.description,
        stock: investment.stock,
      },
    },
    FIELDS,
  );
  const [kindValue, initialText, periodicText] = useWatch({
    control,
    name: ['kind', 'initialDeposit', 'periodicDeposit'],
  });
  const kind = DEPOSIT_KINDS.find((candidate) => candidate === kindValue) ?? null;
  usePreviewKind(kind);
  const asked = kind === null ? null : depositsOfKind(kind);
  const typed = typedAmounts(kind, initialText, periodicText);

  // Kept as typed (issue 17): "Afbreken en later afronden" on this step, or opening another
  // flow, leaves a draft with these entries. Only the investor's changes are written, so the
  // stored amounts stay as they were until then; an amount that cannot be read is not kept.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const typedKind = DEPOSIT_KINDS.find((candidate) => candidate === values.kind) ?? null;
          const stock = STOCK_CHOICES.find((candidate) => candidate === values.stock);
          updateInvestment({
            kind: typedKind,
            ...typedAmounts(typedKind, values.initialDeposit, values.periodicDeposit),
            description: values.description,
            ...(stock ? { stock } : {}),
          });
        },
      }),
    [subscribe],
  );

  const submit = submitWith((values) => {
    if (values.kind === null || values.stock === null) return;
    updateInvestment({
      kind: values.kind,
      initialDeposit: values.initialDeposit,
      periodicDeposit: values.periodicDeposit,
      description: values.description,
      stock: values.stock,
    });
    goNext();
  });

  return (
    <StepForm onSubmit={submit} summary={summary}>
      <div className="flow-fund stack">
        <p className="flow-fund-name">
          U belegt in het <strong>{fund.name}</strong>.
        </p>
        {fund.minimumInitialDeposit !== null && fund.minimumPeriodicDeposit !== null && (
          <p className="muted">
            De eenmalige inleg is minimaal {formatEuro(fund.minimumInitialDeposit)}, de maandelijkse
            inleg minimaal {formatEuro(fund.minimumPeriodicDeposit)}.
          </p>
        )}
      </div>
      <RadioGroupField
        id="belegging-soort"
        legend="Hoe wilt u inleggen?"
        options={KIND_OPTIONS}
        error={errors.kind?.message}
        {...register('kind')}
      />
      {asked?.initial && (
        <AmountField
          id="belegging-eenmalig"
          label="Eenmalige inleg in euro’s"
          hint={
            fund.minimumInitialDeposit === null
              ? 'Bijvoorbeeld 5.000'
              : `Minimaal ${formatEuro(fund.minimumInitialDeposit)}, bijvoorbeeld 5.000`
          }
          error={errors.initialDeposit?.message}
          {...register('initialDeposit')}
        />
      )}
      {asked?.periodic && (
        <AmountField
          id="belegging-maandelijks"
          label="Maandelijkse inleg in euro’s"
          hint={
            fund.minimumPeriodicDeposit === null
              ? 'Bijvoorbeeld 100'
              : `Minimaal ${formatEuro(fund.minimumPeriodicDeposit)}, bijvoorbeeld 100`
          }
          error={errors.periodicDeposit?.message}
          {...register('periodicDeposit')}
        />
      )}
      <CostSummary
        fund={fund}
        initialDeposit={typed.initialDeposit}
        periodicDeposit={typed.periodicDeposit}
      />
      <TextField
        id="belegging-omschrijving"
        label="Omschrijving (niet verplicht)"
        hint="Een naam voor deze belegging, bijvoorbeeld ‘Pensioen’."
        autoComplete="off"
        maxLength={CALCULATION_LIMITS.maxDescriptionLength}
        error={errors.description?.message}
        {...register('description')}
      />
      <RadioGroupField
        id="belegging-uitkeringen"
        legend="Wat gebeurt er met de uitkeringen van het fonds?"
        hint="Het fonds keert een deel van de huuropbrengst of rente uit. Herbeleggen koopt er nieuwe participaties van."
        options={STOCK_OPTIONS}
        error={errors.stock?.message}
        {...register('stock')}
      />
      <div className="flow-actions">
        <button type="submit" className="btn btn-primary">
          Volgende
        </button>
      </div>
    </StepForm>
  );
}
