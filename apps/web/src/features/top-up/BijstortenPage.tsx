import type { Contract, Fund } from '@bp/api-schema';
import {
  CONTRACT_STATUS,
  formatEuro,
  formatPercentage,
  IDEAL_MAXIMUM_PAYMENT,
  nextValuationDate,
  todayInAmsterdam,
  TOP_UP_LIMITS,
} from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ContractFrame } from '../contract';
import { fundsQuery } from '../portfolio';
import { DateText } from '../../ui/figures';
import { ErrorState, LoadingState } from '../../ui/states';
import { TopUpForm } from './TopUpForm';

/** Why this contract cannot be topped up, in Dutch; null when it can. */
function NotActive({ contract }: { contract: Contract }) {
  if (contract.Status === CONTRACT_STATUS.awaitingPayment) {
    return (
      <section className="alert alert-info stack" aria-labelledby="bijstorten-niet-mogelijk">
        <h2 id="bijstorten-niet-mogelijk">Eerst de eerste inleg betalen</h2>
        <p>
          Bijstorten kan alleen op een actief contract. Wij wachten nog op de eerste inleg van dit
          contract; zodra die betaald is, kunt u hier bijstorten.
        </p>
        <p>
          <Link to="/mijn-betaling-afronden">Naar Betaling afronden</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="alert alert-info stack" aria-labelledby="bijstorten-niet-mogelijk">
      <h2 id="bijstorten-niet-mogelijk">Dit contract is verkocht</h2>
      <p>
        Bijstorten kan alleen op een actief contract. Van dit contract zijn alle participaties
        verkocht, dus u kunt er niet meer op bijstorten.
      </p>
      <p>
        <Link to={`/contractbeheer/${contract.ContractID}/verkocht`}>Bekijk de verkoop</Link>
      </p>
    </section>
  );
}

/** The fund's terms of a top-up: the bounds, the entry costs and the NAV date that buys. */
function TopUpTerms({ fund, dealingDate }: { fund: Fund; dealingDate: string }) {
  return (
    <section className="card stack" aria-labelledby="bijstorten-voorwaarden">
      <h2 id="bijstorten-voorwaarden">Zo werkt bijstorten</h2>
      <dl className="details-grid">
        <dt>Minimaal bedrag</dt>
        <dd>{formatEuro(TOP_UP_LIMITS.minimum)}</dd>
        <dt>Maximaal per iDEAL-betaling</dt>
        <dd>
          {formatEuro(IDEAL_MAXIMUM_PAYMENT)}. Wilt u meer storten, neem dan{' '}
          <Link to="/contact">contact</Link> met ons op.
        </dd>
        <dt>Instapkosten</dt>
        <dd>{formatPercentage(fund.entryCosts)} van het bedrag, ingehouden bij de aankoop</dd>
        <dt>Aankoop tegen de koers van</dt>
        <dd>
          <DateText date={dealingDate} style="long" />
        </dd>
      </dl>
      <p className="muted">
        Wij kopen participaties tegen de koers van de eerstvolgende waarderingsdatum van het fonds:
        het einde van de maand waarin wij uw betaling ontvangen. Betaalt u vandaag, dan is dat{' '}
        <DateText date={dealingDate} style="long" />. Die koers is nu nog niet bekend.
      </p>
    </section>
  );
}

function TopUp({ contract }: { contract: Contract }) {
  const funds = useQuery(fundsQuery());
  if (contract.Status !== CONTRACT_STATUS.active) return <NotActive contract={contract} />;
  if (funds.isError) {
    return (
      <ErrorState
        title="De gegevens van het fonds konden niet worden geladen"
        error={funds.error}
        onRetry={() => void funds.refetch()}
      />
    );
  }
  const fund = funds.data?.data.find((candidate) => candidate.id === contract.FondsId);
  if (!fund) return <LoadingState label="De gegevens van het fonds worden geladen…" />;
  const dealingDate = nextValuationDate(todayInAmsterdam(new Date()));
  return (
    <>
      <p>
        Stort extra geld op uw contract in {contract.FondsNaam}. U betaalt veilig met iDEAL in de
        omgeving van uw eigen bank; wij kopen er participaties voor u van.
      </p>
      <TopUpTerms fund={fund} dealingDate={dealingDate} />
      <TopUpForm contract={contract} fund={fund} dealingDate={dealingDate} />
    </>
  );
}

/** /contractbeheer/:contractId/bijstorten: a top-up of an active contract through iDEAL. */
export function ContractBijstortenPage() {
  return (
    <ContractFrame section="Bijstorten">
      {(contract) => <TopUp contract={contract} />}
    </ContractFrame>
  );
}
