import type { Contract, CreatePaymentRequest, Fund } from '@bp/api-schema';
import {
  formatEuro,
  formatUnits,
  PAYMENT_PURPOSE,
  readTopUpAmount,
  TOP_UP_LIMITS,
  topUpEstimate,
} from '@bp/domain';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessages } from '../../lib/http';
import { useStartPayment } from '../../lib/use-start-payment';
import { DateText, formatNav } from '../../ui/figures';
import { AmountField, FormErrorSummary, SubmitButton, useFailedSubmits } from '../../ui/form';
import { startTopUp } from './api';

const AMOUNT_ID = 'bijstorten-bedrag';

interface TopUpValues {
  amount: string;
}

interface TopUpFormProps {
  contract: Contract;
  fund: Fund;
  /** The valuation date whose NAV buys the units of a payment received today. */
  dealingDate: string;
}

/** What the investor would own afterwards at the latest NAV: an estimate, labelled so. */
function Estimate({ amount, contract, fund, dealingDate }: TopUpFormProps & { amount: string }) {
  if (fund.latestNav === null || fund.latestNavDate === null) {
    return (
      <p className="muted">
        Er is nog geen koers van het fonds bekend, dus wij kunnen nog niet laten zien hoeveel
        participaties u ongeveer krijgt.
      </p>
    );
  }
  const estimate = topUpEstimate({
    amount,
    entryCostRate: fund.entryCosts,
    nav: fund.latestNav,
    unitsHeld: contract.Participaties,
    currentValue: contract.HuidigeWaarde,
  });
  return (
    <section className="card stack" aria-labelledby="bijstorten-indicatie">
      <h2 id="bijstorten-indicatie">Indicatie na bijstorting van {formatEuro(amount)}</h2>
      <dl className="details-grid">
        <dt>Instapkosten</dt>
        <dd>{formatEuro(estimate.entryCosts)}</dd>
        <dt>Belegd bedrag</dt>
        <dd>{formatEuro(estimate.invested)}</dd>
        <dt>Participaties erbij (indicatie)</dt>
        <dd>{formatUnits(estimate.units)}</dd>
        <dt>Uw participaties daarna (indicatie)</dt>
        <dd>{formatUnits(estimate.unitsAfter)}</dd>
        <dt>Waarde van uw contract daarna (indicatie)</dt>
        <dd>{formatEuro(estimate.valueAfter)}</dd>
      </dl>
      <p className="muted">
        Dit is een indicatie tegen de laatste koers van {formatNav(fund.latestNav, fund.currency)} (
        <DateText date={fund.latestNavDate} style="long" />
        ). U koopt tegen de koers van <DateText date={dealingDate} style="long" />; die kan hoger of
        lager zijn, en daarmee ook het aantal participaties en de waarde.
      </p>
    </section>
  );
}

/** The amount, what it would buy, and the way to the bank's checkout (POST /api/payments). */
export function TopUpForm(props: TopUpFormProps) {
  const { contract } = props;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TopUpValues>({ defaultValues: { amount: '' }, shouldFocusError: false });
  const { failedSubmits, countFailedSubmit } = useFailedSubmits();
  const payment = useStartPayment({
    create: async (request: CreatePaymentRequest) => {
      try {
        return await startTopUp(request);
      } catch (error) {
        // The refusal's summary takes focus, as a refused check's does.
        countFailedSubmit();
        throw error;
      }
    },
    keyOf: (request) => request.contractId,
  });
  const typed = readTopUpAmount(useWatch({ control, name: 'amount' }));
  const refused = payment.error === null ? [] : errorMessages(payment.error);
  const summary = [
    ...(errors.amount?.message ? [{ message: errors.amount.message, fieldId: AMOUNT_ID }] : []),
    ...refused.map((message) => ({ message })),
  ];

  const submit = handleSubmit((values) => {
    const read = readTopUpAmount(values.amount);
    if (!read.ok) return;
    payment.start({
      contractId: contract.ContractID,
      purpose: PAYMENT_PURPOSE.topUp,
      amount: read.value,
    });
  }, countFailedSubmit);

  return (
    <div className="stack">
      <FormErrorSummary
        errors={summary}
        title={refused.length > 0 ? 'De betaling kon niet worden gestart' : 'Controleer het bedrag'}
        focusKey={failedSubmits}
      />
      <form className="form stack" noValidate onSubmit={(event) => void submit(event)}>
        <AmountField
          id={AMOUNT_ID}
          label="Bedrag dat u wilt bijstorten"
          hint={`Minimaal ${formatEuro(TOP_UP_LIMITS.minimum)}, hoogstens ${formatEuro(TOP_UP_LIMITS.maximum)}. Bijvoorbeeld 1.500 of 250,50.`}
          error={errors.amount?.message}
          {...register('amount', {
            validate: (text) => {
              const read = readTopUpAmount(text);
              return read.ok || read.error;
            },
          })}
        />
        {typed.ok && <Estimate {...props} amount={typed.value} />}
        <SubmitButton busy={payment.startingFor !== null}>Bijstorten met iDEAL</SubmitButton>
      </form>
    </div>
  );
}
