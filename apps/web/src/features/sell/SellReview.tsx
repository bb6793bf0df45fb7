import { SELL_ORDER_FIELD_MESSAGES, type SellOrder, type SellOrderQuote } from '@bp/api-schema';
import {
  formatEuro,
  formatPercentage,
  formatUnits,
  SELL_ORDER_KIND,
  SELL_ORDER_KIND_LABELS,
} from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessages } from '../../lib/http';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DateText, formatNav } from '../../ui/figures';
import { FormErrorSummary, SubmitButton, useFailedSubmits } from '../../ui/form';
import { PasswordAgainFields } from '../../ui/form/PasswordAgainFields';
import { ErrorState, LoadingState } from '../../ui/states';
import { placeSellOrder, sellQuoteQuery } from './api';
import { newIdempotencyKey, orderSubject } from './sell-format';
import { ProblemAlert, ScheduleRows } from './ScheduleRows';
import type { SellTerms } from './sell-terms';

interface SellReviewProps {
  contractId: number;
  terms: SellTerms;
  onBack: () => void;
  onSellEverything: () => void;
  onPlaced: (order: SellOrder) => void;
}

/** What the order would do, at the latest NAV (labelled as an estimate), and when. */
function ReviewFigures({ quote, terms }: { quote: SellOrderQuote; terms: SellTerms }) {
  const { estimate } = quote;
  return (
    <>
      <dl className="details-grid">
        <dt>Verkoop van</dt>
        <dd>{orderSubject({ amount: null, units: null, ...terms })}</dd>
        {estimate && (
          <>
            <dt>Participaties (indicatie)</dt>
            <dd>{formatUnits(estimate.units)}</dd>
            <dt>Opbrengst vóór kosten (indicatie)</dt>
            <dd>{formatEuro(estimate.grossProceeds)}</dd>
            <dt>Uitstapkosten ({formatPercentage(quote.exitCostRate)})</dt>
            <dd>{formatEuro(estimate.exitCosts)}</dd>
            <dt>Netto opbrengst (indicatie)</dt>
            <dd>{formatEuro(estimate.netProceeds)}</dd>
          </>
        )}
        {quote.remainingValue !== null && (
          <>
            <dt>Waarde die overblijft (indicatie)</dt>
            <dd>{formatEuro(quote.remainingValue)}</dd>
          </>
        )}
        <ScheduleRows schedule={quote} dealingLabel="Tegen de koers van" />
        <dt>Naar rekening</dt>
        <dd>{quote.iban ?? 'Geen rekening bekend'}</dd>
        <dt>Inkoop door het fonds</dt>
        <dd>{quote.redemptionsSuspended ? 'Opgeschort' : 'Mogelijk'}</dd>
      </dl>
      {estimate && (
        <p className="muted">
          De bedragen zijn een indicatie tegen de laatste koers van {formatNav(estimate.nav, 'EUR')}{' '}
          (<DateText date={estimate.navDate} style="long" />
          ). U verkoopt tegen de koers van <DateText date={quote.dealingDate} style="long" />, die
          nu nog niet bekend is; de opbrengst kan hoger of lager uitvallen.
        </p>
      )}
    </>
  );
}

/** Step two: check the order, answer the minimum-holding question, confirm with the password. */
export function SellReview({
  contractId,
  terms,
  onBack,
  onSellEverything,
  onPlaced,
}: SellReviewProps) {
  const quote = useQuery(sellQuoteQuery(contractId, terms));
  // One key per confirmation: a double click or a retry sends the same one, so one order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [askedEverything, setAskedEverything] = useState(false);
  const { failedSubmits, countFailedSubmit } = useFailedSubmits();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string; code: string }>({
    defaultValues: { password: '', code: '' },
    shouldFocusError: false,
  });

  if (quote.isError) {
    return (
      <ErrorState
        title="De verkoop kon niet worden berekend"
        error={quote.error}
        onRetry={() => void quote.refetch()}
      />
    );
  }
  if (!quote.data) return <LoadingState label="De verkoop wordt berekend…" />;
  const { problems, remainderBelowMinimum, minimumHolding } = quote.data;
  const partial = terms.kind !== SELL_ORDER_KIND.everything;

  const confirm = async ({ password, code }: { password: string; code: string }) => {
    if (sending.current) return;
    sending.current = true;
    setRefusal([]);
    try {
      // The code field is there only with two-step verification on.
      const secondFactor = code === '' ? {} : { code };
      onPlaced(
        await placeSellOrder(contractId, { ...terms, password, ...secondFactor }, idempotencyKey),
      );
    } catch (error) {
      setRefusal(errorMessages(error));
      countFailedSubmit();
    } finally {
      sending.current = false;
    }
  };
  const summary = [
    ...(errors.password?.message
      ? [{ message: errors.password.message, fieldId: 'verkoop-wachtwoord' }]
      : []),
    ...(errors.code?.message ? [{ message: errors.code.message, fieldId: 'verkoop-code' }] : []),
    ...refusal.map((message) => ({ message })),
  ];

  return (
    <section className="card stack" aria-labelledby="verkopen-controle">
      <h2 id="verkopen-controle">Controleer uw verkoop</h2>
      <ReviewFigures quote={quote.data} terms={terms} />
      <ProblemAlert title="Deze verkoop is nu niet mogelijk" messages={problems} />
      <FormErrorSummary
        errors={summary}
        title={refusal.length > 0 ? 'De verkoop is niet doorgegeven' : 'Controleer uw invoer'}
        focusKey={failedSubmits}
      />
      {problems.length === 0 && (
        <form
          className="form stack"
          noValidate
          onSubmit={(event) => void handleSubmit(confirm, countFailedSubmit)(event)}
        >
          <PasswordAgainFields
            idPrefix="verkoop"
            hint="Ter bevestiging van de verkoop vragen wij uw wachtwoord opnieuw."
            register={register}
            passwordField="password"
            passwordRules={{
              validate: (text) => text !== '' || SELL_ORDER_FIELD_MESSAGES.passwordRequired,
            }}
            passwordError={errors.password?.message}
            codeField="code"
            codeError={errors.code?.message}
          />
          <SubmitButton busy={isSubmitting}>Verkoop bevestigen</SubmitButton>
        </form>
      )}
      <p>
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          Terug, keuze wijzigen
        </button>
      </p>
      <ConfirmDialog
        open={partial && remainderBelowMinimum && !askedEverything}
        title="Alles verkopen?"
        description={`Na deze verkoop houdt u minder over dan het minimum van ${formatEuro(minimumHolding)} dat in dit fonds moet blijven. Wilt u in plaats daarvan al uw participaties verkopen?`}
        confirmLabel={SELL_ORDER_KIND_LABELS.alles}
        cancelLabel={problems.length === 0 ? 'Nee, alleen dit deel' : 'Nee, keuze wijzigen'}
        onConfirm={onSellEverything}
        onCancel={() => (problems.length === 0 ? setAskedEverything(true) : onBack())}
      />
    </section>
  );
}
