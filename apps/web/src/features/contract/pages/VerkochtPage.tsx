import type { Contract } from '@bp/api-schema';
import { Link } from 'react-router';
import { Amount, DateText, signOf } from '../../../ui/figures';
import { EmptyState } from '../../../ui/states';
import { ContractFrame } from '../components/ContractFrame';

function SoldContract({ contract }: { contract: Contract }) {
  const base = `/contractbeheer/${contract.ContractID}`;
  return (
    <section className="card stack" aria-labelledby="sold-title">
      <h2 id="sold-title">Uw verkochte participaties</h2>
      <dl className="details-grid">
        {contract.EindDatum && (
          <>
            <dt>Verkocht op</dt>
            <dd>
              <DateText date={contract.EindDatum} style="long" />
            </dd>
          </>
        )}
        <dt>Totaal ingelegd</dt>
        <dd className="num">
          <Amount value={contract.TotaalIngelegd} />
        </dd>
        <dt>Verkoopopbrengst</dt>
        <dd className="num">
          <Amount value={contract.TotaalOnttrokken} />
        </dd>
        <dt>Ontvangen uitkeringen</dt>
        <dd className="num">
          <Amount value={contract.TotaalUitgekeerd} />
        </dd>
        <dt>Gerealiseerd resultaat</dt>
        <dd className="num">
          <Amount value={contract.Resultaat} signed />
        </dd>
      </dl>
      <p className="muted">
        Gerealiseerd resultaat = verkoopopbrengst + ontvangen uitkeringen − ingelegd. De kosten (
        <Amount value={contract.TotaalKosten} />) zijn daarin al verwerkt.
      </p>
      <p>
        <Link to={`${base}/transacties`}>Bekijk de verkooptransacties</Link>
        {' · '}
        <Link to={`${base}/rendement?periode=sinds-start`}>Rendement over de hele looptijd</Link>
      </p>
    </section>
  );
}

function PartlySold({ contract }: { contract: Contract }) {
  return (
    <EmptyState title="Dit contract is niet verkocht">
      <p>
        Dit contract loopt nog. Eerder heeft u participaties verkocht voor in totaal{' '}
        <Amount value={contract.TotaalOnttrokken} />; de verkopen staan bij{' '}
        <Link to={`/contractbeheer/${contract.ContractID}/transacties`}>Transacties</Link>.
      </p>
    </EmptyState>
  );
}

function NotSold() {
  return (
    <EmptyState title="Dit contract is niet verkocht">
      <p>
        U heeft van dit contract nog geen participaties verkocht. Zodra u verkoopt, ziet u hier de
        opbrengst en het gerealiseerde resultaat.
      </p>
    </EmptyState>
  );
}

/** /contractbeheer/:contractId/verkocht: the realised result of a sold contract. */
export function ContractVerkochtPage() {
  return (
    <ContractFrame section="Verkocht">
      {(contract) =>
        contract.Status === 'verkocht' ? (
          <SoldContract contract={contract} />
        ) : signOf(contract.TotaalOnttrokken) !== 0 ? (
          <PartlySold contract={contract} />
        ) : (
          <NotSold />
        )
      }
    </ContractFrame>
  );
}
