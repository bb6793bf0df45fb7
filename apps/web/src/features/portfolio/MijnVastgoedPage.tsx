import { unpaidContracts } from '@bp/domain';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/states';
import { ContractCard } from './components/ContractCard';
import { FundDonut } from './components/FundDonut';
import { HoldingsPage } from './components/HoldingsPage';
import { PortfolioTotals } from './components/PortfolioTotals';
import { UnpaidNotice } from './components/UnpaidNotice';
import { isCurrent, totalsOf, valueByFund, type Holding } from './holdings';
import './portfolio.css';

function ContractList({ title, holdings }: { title: string; holdings: readonly Holding[] }) {
  if (holdings.length === 0) return null;
  const id = `contracten-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className="stack" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="contract-grid">
        {holdings.map((holding) => (
          <li key={holding.ContractID}>
            <ContractCard holding={holding} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function NoRealEstate() {
  return (
    <EmptyState title="U heeft nog geen vastgoedbeleggingen">
      <p>
        Zodra u belegt in een van onze vastgoedfondsen, ziet u hier de waarde en het resultaat van
        uw contracten.
      </p>
      <ul className="link-list">
        <li>
          <Link to="/nederlands-vastgoed">Beleggen in Nederlands vastgoed</Link>
        </li>
        <li>
          <Link to="/duits-vastgoed">Beleggen in Duits vastgoed</Link>
        </li>
        <li>
          <Link to="/fondsen-tabel">Bekijk de koersen en rendementen van de fondsen</Link>
        </li>
      </ul>
    </EmptyState>
  );
}

function Overview({ holdings }: { holdings: Holding[] }) {
  const realEstate = holdings.filter((holding) => holding.productLine === 'VASTGOED');
  if (realEstate.length === 0) return <NoRealEstate />;
  const current = realEstate.filter(isCurrent);
  const sold = realEstate.filter((holding) => !isCurrent(holding));
  return (
    <>
      <UnpaidNotice holdings={unpaidContracts(realEstate)} />
      {current.length > 0 && (
        <div className="portfolio-summary">
          <PortfolioTotals
            totals={totalsOf(current)}
            title="Totaal van uw lopende contracten"
            sold={sold}
          />
          <FundDonut funds={valueByFund(current)} />
        </div>
      )}
      <ContractList title="Lopende contracten" holdings={current} />
      <ContractList title="Verkochte contracten" holdings={sold} />
    </>
  );
}

/** /mijn-vastgoed: the investor's real-estate contracts, their value and what needs doing. */
export function MijnVastgoedPage() {
  return (
    <HoldingsPage
      title="Mijn vastgoed"
      loadingLabel="Uw contracten worden geladen…"
      errorTitle="Uw contracten konden niet worden geladen"
    >
      {(holdings) => <Overview holdings={holdings} />}
    </HoldingsPage>
  );
}
