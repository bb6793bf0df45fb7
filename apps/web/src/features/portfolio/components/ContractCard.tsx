import { useId } from 'react';
import { Link } from 'react-router';
import { Amount, AwaitingPurchase, ContractStatusBadge, DateText } from '../../../ui/figures';
import type { Holding } from '../holdings';

function ContractLink({ id, page, label, number }: ContractLinkProps) {
  return (
    <Link to={`/contractbeheer/${id}/${page}`}>
      {label} <span className="visually-hidden">van contract {number}</span>
    </Link>
  );
}

interface ContractLinkProps {
  id: number;
  page: string;
  label: string;
  number: string;
}

function Figures({ holding }: { holding: Holding }) {
  if (!holding.IsPaymentCompleted) {
    return (
      <dl className="figure-list">
        <div>
          <dt>Te betalen</dt>
          <dd>
            <Amount value={holding.TeBetalen} />
          </dd>
        </div>
        <div>
          <dt>Aangevraagd op</dt>
          <dd>
            <DateText date={holding.StartDatum} />
          </dd>
        </div>
      </dl>
    );
  }
  const sold = holding.Status === 'verkocht';
  return (
    <dl className="figure-list">
      {!sold && (
        <div>
          <dt>
            Waarde
            {holding.WaardeDatum && (
              <span className="figure-date">
                {' '}
                per <DateText date={holding.WaardeDatum} />
              </span>
            )}
          </dt>
          <dd>
            <Amount value={holding.HuidigeWaarde} />
            <AwaitingPurchase
              amount={holding.InAfwachtingVanAankoop}
              date={holding.AankoopTegenKoersVan}
            />
          </dd>
        </div>
      )}
      <div>
        <dt>Ingelegd</dt>
        <dd>
          <Amount value={holding.TotaalIngelegd} />
        </dd>
      </div>
      <div>
        <dt>{sold ? 'Gerealiseerd resultaat' : 'Resultaat'}</dt>
        <dd>
          <Amount value={holding.Resultaat} signed />
        </dd>
      </div>
    </dl>
  );
}

/** One contract on the overview: what it is, what it is worth, and where to look further. */
export function ContractCard({ holding }: { holding: Holding }) {
  const titleId = useId();
  const id = holding.ContractID;
  const number = holding.Contractnummer;
  const title = holding.Omschrijving.trim() || holding.FondsNaam;
  return (
    <article className="card contract-card" aria-labelledby={titleId}>
      <div className="contract-card-head">
        <h3 id={titleId}>
          <Link to={`/contractbeheer/${id}/gegevens`}>
            {title}
            <span className="visually-hidden">, contract {number}</span>
          </Link>
        </h3>
        <ContractStatusBadge status={holding.Status} />
      </div>
      <p className="muted contract-card-meta">
        {holding.FondsNaam} · contractnummer {number}
      </p>
      <Figures holding={holding} />
      <p className="contract-card-links">
        {!holding.IsPaymentCompleted ? (
          <Link to="/mijn-betaling-afronden" className="btn btn-primary">
            Betaling afronden <span className="visually-hidden">van contract {number}</span>
          </Link>
        ) : holding.Status === 'verkocht' ? (
          <>
            <ContractLink id={id} page="verkocht" label="Verkoop" number={number} />
            <ContractLink id={id} page="transacties" label="Transacties" number={number} />
            <ContractLink id={id} page="documenten" label="Documenten" number={number} />
          </>
        ) : (
          <>
            <ContractLink id={id} page="rendement" label="Rendement" number={number} />
            <ContractLink id={id} page="transacties" label="Transacties" number={number} />
            <ContractLink id={id} page="documenten" label="Documenten" number={number} />
          </>
        )}
      </p>
    </article>
  );
}
