import type { Payment } from '@bp/api-schema';
import { isFinalPaymentStatus, type PaymentStatus, PAYMENT_PURPOSE } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useContext, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HttpError } from '../../lib/http';
import { refreshAfter } from '../../lib/refresh-after-write';
import { Amount } from '../../ui/figures';
import { FlowReturnSlot } from '../../ui/flow-return-slot';
import { focusOnMount } from '../../ui/form';
import { ErrorState, LoadingState } from '../../ui/states';
import { isUuid, paymentQuery } from './api';
import { NotFoundState } from './NotFoundState';
import { StartFailure } from './StartFailure';
import { useStartPayment } from './use-start-payment';
import { useWaitingPoll } from './use-waiting-poll';
import { WaitingState } from './WaitingState';

/**
 * The page the bank sends the investor back to. The address names the payment; its status comes
 * only from our API, which asks the provider while the payment is not final.
 */

export interface ResultVariant {
  title: string;
  /** The overview the investor returns to after a payment. */
  overview: { to: string; label: string };
}

type NotPaid = Exclude<PaymentStatus, 'open' | 'pending' | 'paid'>;

const NOT_PAID: Record<NotPaid, { title: string; explanation: string }> = {
  failed: {
    title: 'De betaling is niet gelukt',
    explanation:
      'Uw bank heeft de betaling niet uitgevoerd. Er is geen geld van uw rekening afgeschreven.',
  },
  canceled: {
    title: 'De betaling is geannuleerd',
    explanation: 'U heeft de betaling afgebroken. Er is geen geld van uw rekening afgeschreven.',
  },
  expired: {
    title: 'De betaling is verlopen',
    explanation:
      'De betaling is niet op tijd afgerond en is daarom vervallen. Er is geen geld van uw rekening afgeschreven.',
  },
};

const NOT_FOUND_TEXT =
  'Wij kunnen deze betaling niet vinden, of zij hoort niet bij uw account. Bent u ingelogd met het account waarmee u betaalde?';

function Paid({ payment, variant }: { payment: Payment; variant: ResultVariant }) {
  // The contract is paid now: the overviews and the menu's count must not show it as unpaid.
  useEffect(() => {
    void refreshAfter('payment-paid');
  }, []);
  return (
    <section className="alert alert-success stack" aria-labelledby="betaling-ontvangen">
      <h2 id="betaling-ontvangen" tabIndex={-1} ref={focusOnMount}>
        Uw betaling is ontvangen
      </h2>
      <p>
        Wij hebben uw betaling van <Amount value={payment.amount} /> ontvangen. Dank u wel.
      </p>
      <h3>Wat gebeurt er nu?</h3>
      <ul>
        <li>
          Wij beleggen het bedrag tegen de koers van de eerstvolgende waarderingsdatum van het
          fonds. Tot die datum ziet u bij uw contract dat uw inleg is ontvangen.
        </li>
        <li>U ontvangt een bevestiging van uw betaling per e-mail.</li>
      </ul>
      <p>
        <Link to={`/contractbeheer/${payment.contractId}/gegevens`}>Naar uw contract</Link>
        {' · '}
        <Link to={variant.overview.to}>{variant.overview.label}</Link>
      </p>
    </section>
  );
}

function NotPaidState({ payment, status }: { payment: Payment; status: NotPaid }) {
  const { start, startingFor, error } = useStartPayment();
  const text = NOT_PAID[status];
  const retry = () =>
    start({
      contractId: payment.contractId,
      purpose: payment.purpose,
      // A top-up's amount is the investor's choice: the new payment asks the same.
      ...(payment.purpose === PAYMENT_PURPOSE.topUp ? { amount: payment.amount } : {}),
    });
  return (
    <section className="card stack" aria-labelledby="betaling-niet-betaald">
      <h2 id="betaling-niet-betaald" tabIndex={-1} ref={focusOnMount}>
        {text.title}
      </h2>
      <p>{text.explanation}</p>
      <p>
        Uw betaling van <Amount value={payment.amount} /> staat nog open. U kunt opnieuw betalen met
        iDEAL, ook met een andere rekening.
      </p>
      {error !== null && <StartFailure error={error} />}
      <p>
        <button
          type="button"
          className="btn btn-primary"
          disabled={startingFor !== null}
          onClick={retry}
        >
          {startingFor !== null ? 'Bezig…' : 'Opnieuw betalen'}
        </button>
      </p>
      <p>
        <Link to={`/contractbeheer/${payment.contractId}/gegevens`}>Naar uw contract</Link>
      </p>
    </section>
  );
}

/** The way back into the add-investment flow, when the app offers one (ui/flow-return-slot). */
function PaymentFlowReturn({ payment }: { payment: Payment }) {
  const renderFlowReturn = useContext(FlowReturnSlot);
  if (renderFlowReturn === null || payment.purpose !== PAYMENT_PURPOSE.firstDeposit) return null;
  return (
    <Suspense fallback={null}>
      {renderFlowReturn({
        kind: 'payment',
        contractId: payment.contractId,
        done: payment.status === 'paid',
      })}
    </Suspense>
  );
}

function PaymentStatusView({ id, variant }: { id: string; variant: ResultVariant }) {
  const { slow, interval } = useWaitingPoll();
  const { data, error, isError, refetch } = useQuery({
    ...paymentQuery(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return interval(status !== undefined && !isFinalPaymentStatus(status));
    },
  });
  if (data) {
    switch (data.status) {
      case 'open':
      case 'pending':
        return (
          <WaitingState
            title="Wij wachten op het antwoord van uw bank"
            slow={slow}
            slowMessage="Het antwoord van uw bank kan iets langer duren. Deze pagina werkt zichzelf bij zodra het er is; u hoeft niets te doen."
          >
            Uw betaling wordt verwerkt. Dit duurt meestal enkele seconden.
          </WaitingState>
        );
      case 'paid':
        return (
          <>
            <Paid payment={data} variant={variant} />
            <PaymentFlowReturn payment={data} />
          </>
        );
      default:
        return (
          <>
            <NotPaidState payment={data} status={data.status} />
            <PaymentFlowReturn payment={data} />
          </>
        );
    }
  }
  if (isError) {
    if (error instanceof HttpError && error.status === 404) {
      return <NotFoundState title="Deze betaling is niet gevonden">{NOT_FOUND_TEXT}</NotFoundState>;
    }
    return (
      <ErrorState
        title="De status van uw betaling kon niet worden opgehaald"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  return <LoadingState label="De status van uw betaling wordt opgehaald…" />;
}

/** /ideal-result and /synvest-ideal-result: `?betaling={id}`. */
export function PaymentResult({ variant }: { variant: ResultVariant }) {
  const [params] = useSearchParams();
  const id = params.get('betaling') ?? '';
  return (
    <div className="page stack">
      <h1 className="page-title">{variant.title}</h1>
      {id === '' ? (
        <NotFoundState title="Geen betaling opgegeven">
          Deze pagina toont de uitkomst van een iDEAL-betaling, maar in het adres staat geen
          betaling. Start een betaling via Betaling afronden.
        </NotFoundState>
      ) : isUuid(id) ? (
        <PaymentStatusView key={id} id={id} variant={variant} />
      ) : (
        <NotFoundState title="Deze betaling is niet gevonden">{NOT_FOUND_TEXT}</NotFoundState>
      )}
    </div>
  );
}
