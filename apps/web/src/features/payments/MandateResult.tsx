import type { Mandate } from '@bp/api-schema';
import { todayInAmsterdam } from '@bp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useContext, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HttpError } from '../../lib/http';
import { refreshAfter } from '../../lib/refresh-after-write';
import { Amount, DateText } from '../../ui/figures';
import { FlowReturnSlot } from '../../ui/flow-return-slot';
import { focusOnMount } from '../../ui/form';
import { ErrorState, LoadingState } from '../../ui/states';
import { isUuid, mandateExitQuery, mandateQuery, paymentKeys } from './api';
import { NotFoundState } from './NotFoundState';
import { useWaitingPoll } from './use-waiting-poll';
import { WaitingState } from './WaitingState';
import './payments.css';

/**
 * The page the mandate provider sends the investor back to (`?mandaat={id}`). As with payments,
 * the state comes only from our API.
 */

const NOT_FOUND_TEXT =
  'Wij kunnen deze machtiging niet vinden, of zij hoort niet bij uw account. Bent u ingelogd met het account waarmee u de machtiging afgaf?';

const NOT_SIGNED = {
  cancelled: {
    title: 'De machtiging is niet afgegeven',
    explanation:
      'De machtiging is geannuleerd of ingetrokken. Er wordt niets van uw rekening geïncasseerd.',
  },
  suspended: {
    title: 'De machtiging is opgeschort',
    explanation:
      'Zolang de machtiging is opgeschort, incasseren wij uw maandelijkse inleg niet. Geef een nieuwe machtiging af om weer automatisch in te leggen.',
  },
} as const;

function Details({ mandate }: { mandate: Mandate }) {
  return (
    <dl className="result-details">
      <dt>Contract</dt>
      <dd>{mandate.contractNumber}</dd>
      <dt>Maandelijkse inleg</dt>
      <dd>
        {mandate.monthlyDeposit === null ? 'Geen' : <Amount value={mandate.monthlyDeposit} />}
      </dd>
      <dt>Incassodag</dt>
      <dd>
        {mandate.collectionDay === null
          ? 'Nog niet vastgesteld'
          : `De ${mandate.collectionDay}e van de maand`}
      </dd>
      <dt>Van rekening (IBAN)</dt>
      <dd>{mandate.iban}</dd>
      <dt>Rekeninghouder</dt>
      <dd>{mandate.accountHolder}</dd>
      {mandate.signedAt !== null && (
        <>
          <dt>Ondertekend op</dt>
          <dd>
            <DateText date={todayInAmsterdam(new Date(mandate.signedAt))} style="long" />
          </dd>
        </>
      )}
    </dl>
  );
}

function MandateStateView({ mandate, slow }: { mandate: Mandate; slow: boolean }) {
  const contractPage = `/contractbeheer/${mandate.contractId}/gegevens`;
  switch (mandate.status) {
    case 'prepared':
      return (
        <WaitingState
          title="Wij wachten op de bevestiging van uw machtiging"
          slow={slow}
          slowMessage="De bevestiging van uw machtiging kan iets langer duren. Deze pagina werkt zichzelf bij zodra zij er is; u hoeft niets te doen."
        >
          Uw machtiging wordt verwerkt. Dit duurt meestal enkele seconden.
        </WaitingState>
      );
    case 'signed':
      return (
        <section className="alert alert-success stack" aria-labelledby="machtiging-afgegeven">
          <h2 id="machtiging-afgegeven" tabIndex={-1} ref={focusOnMount}>
            Uw machtiging is afgegeven
          </h2>
          <p>
            Wij incasseren uw maandelijkse inleg voortaan automatisch van uw rekening. U ontvangt
            een bevestiging per e-mail.
          </p>
          <Details mandate={mandate} />
          <p>
            <Link to={contractPage}>Naar uw contract</Link>
          </p>
        </section>
      );
    default: {
      const text = NOT_SIGNED[mandate.status];
      return (
        <section className="card stack" aria-labelledby="machtiging-niet-afgegeven">
          <h2 id="machtiging-niet-afgegeven" tabIndex={-1} ref={focusOnMount}>
            {text.title}
          </h2>
          <p>{text.explanation}</p>
          <p>
            <Link to={`${contractPage}#machtiging`} className="btn btn-primary">
              Opnieuw een machtiging afgeven
            </Link>
          </p>
        </section>
      );
    }
  }
}

/** The way back into the add-investment flow, when the app offers one (ui/flow-return-slot). */
function MandateFlowReturn({ mandate }: { mandate: Mandate }) {
  const renderFlowReturn = useContext(FlowReturnSlot);
  if (renderFlowReturn === null || mandate.status === 'prepared') return null;
  return (
    <Suspense fallback={null}>
      {renderFlowReturn({
        kind: 'mandate',
        contractId: mandate.contractId,
        done: mandate.status === 'signed',
      })}
    </Suspense>
  );
}

/** Not this investor's mandate (404), or the API could not answer: say which. */
function MandateLoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof HttpError && error.status === 404) {
    return <NotFoundState title="Deze machtiging is niet gevonden">{NOT_FOUND_TEXT}</NotFoundState>;
  }
  return (
    <ErrorState
      title="De status van uw machtiging kon niet worden opgehaald"
      error={error}
      onRetry={onRetry}
    />
  );
}

function MandateStatusView({ id }: { id: string }) {
  const { slow, interval } = useWaitingPoll();
  const { data, error, isError, refetch } = useQuery({
    ...mandateQuery(id),
    refetchInterval: (query) => interval(query.state.data?.status === 'prepared'),
  });
  const settled = data !== undefined && data.status !== 'prepared';
  // Signed or not, the contract's mandate is no longer what its pages last showed.
  useEffect(() => {
    if (settled) void refreshAfter('mandate-settled');
  }, [settled]);
  if (data) {
    return (
      <>
        <MandateStateView mandate={data} slow={slow} />
        <MandateFlowReturn mandate={data} />
      </>
    );
  }
  if (isError) return <MandateLoadFailure error={error} onRetry={() => void refetch()} />;
  return <LoadingState label="De status van uw machtiging wordt opgehaald…" />;
}

/**
 * Back from Twikey through the template's exit URL (`?mndtId={0}&status={1}&sig={3}`): the
 * server checks the signature and answers our mandate, whose own address then replaces this one
 * (a reload asks nothing again). A link that is not genuine changes nothing and says so.
 */
function ExitUrlCheck({ mndtId, status, sig }: { mndtId: string; status: string; sig: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, error, isError, refetch } = useQuery(mandateExitQuery({ mndtId, status, sig }));
  useEffect(() => {
    if (!data) return;
    queryClient.setQueryData(paymentKeys.mandate(data.id), data);
    void navigate(`/twikey-result?mandaat=${encodeURIComponent(data.id)}`, { replace: true });
  }, [data, navigate, queryClient]);
  if (isError) {
    if (error instanceof HttpError && (error.status === 403 || error.status === 422)) {
      return <NotFoundState title="Deze terugkeerlink klopt niet">{error.message}</NotFoundState>;
    }
    return <MandateLoadFailure error={error} onRetry={() => void refetch()} />;
  }
  return <LoadingState label="De status van uw machtiging wordt opgehaald…" />;
}

/** /twikey-result?mandaat={id}, or Twikey's exit URL /twikey-result?mndtId=…&status=…&sig=… */
export function TwikeyResultPage() {
  const [params] = useSearchParams();
  const id = params.get('mandaat') ?? '';
  const mndtId = params.get('mndtId');
  if (id === '' && mndtId !== null) {
    return (
      <div className="page stack">
        <h1 className="page-title">Resultaat incassomachtiging</h1>
        <ExitUrlCheck
          mndtId={mndtId}
          status={params.get('status') ?? ''}
          sig={params.get('sig') ?? ''}
        />
      </div>
    );
  }
  return (
    <div className="page stack">
      <h1 className="page-title">Resultaat incassomachtiging</h1>
      {id === '' ? (
        <NotFoundState title="Geen machtiging opgegeven">
          Deze pagina toont de uitkomst van een machtiging voor automatische incasso, maar in het
          adres staat geen machtiging. U geeft een machtiging af bij de gegevens van uw contract.
        </NotFoundState>
      ) : isUuid(id) ? (
        <MandateStatusView key={id} id={id} />
      ) : (
        <NotFoundState title="Deze machtiging is niet gevonden">{NOT_FOUND_TEXT}</NotFoundState>
      )}
    </div>
  );
}
