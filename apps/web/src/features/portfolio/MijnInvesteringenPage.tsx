import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { HoldingsTable } from './components/HoldingsTable';
import { PortfolioTotals } from './components/PortfolioTotals';
import { UnpaidNotice } from './components/UnpaidNotice';
import { isCurrent, totalsOf, unpaid, type Holding, type ProductLine } from './holdings';
import { useHoldings } from './use-holdings';
import './portfolio.css';

const GROUPS: { line: ProductLine | null; title: string }[] = [
  { line: 'VASTGOED', title: 'Vastgoed' },
  { line: 'SB', title: 'Beleggingsfondsen' },
  { line: null, title: 'Overige beleggingen' },
];

function NoInvestments() {
  return (
    <EmptyState title="U heeft nog geen investeringen">
      <p>
        U heeft nog geen contracten bij ons. Bereken eerst wat een belegging u kan opleveren, of
        kies een vastgoedfonds om in te beleggen.
      </p>
      <ul className="link-list">
        <li>
          <Link to="/berekenen/bedrag-beleggen">Berekenen wat beleggen u kan opleveren</Link>
        </li>
        <li>
          <Link to="/nederlands-vastgoed">Beleggen in Nederlands vastgoed</Link>
        </li>
        <li>
          <Link to="/fondsen-tabel">Bekijk de koersen en rendementen van de fondsen</Link>
        </li>
      </ul>
    </EmptyState>
  );
}

function Investments({ holdings }: { holdings: Holding[] }) {
  if (holdings.length === 0) return <NoInvestments />;
  return (
    <>
      <UnpaidNotice holdings={unpaid(holdings)} />
      <PortfolioTotals
        totals={totalsOf(holdings.filter(isCurrent))}
        title="Totaal van uw lopende contracten"
      />
      {GROUPS.map(({ line, title }) => {
        const group = holdings.filter((holding) => holding.productLine === line);
        if (group.length === 0) return null;
        return <HoldingsTable key={title} caption={title} holdings={group} />;
      })}
    </>
  );
}

/** /mijn-investeringen: every contract of the investor, real estate and the SB funds alike. */
export function MijnInvesteringenPage() {
  const state = useHoldings();
  return (
    <div className="page stack">
      <h1 className="page-title">Mijn investeringen</h1>
      {state.status === 'pending' && <LoadingState label="Uw investeringen worden geladen…" />}
      {state.status === 'error' && (
        <ErrorState
          title="Uw investeringen konden niet worden geladen"
          error={state.error}
          onRetry={state.retry}
        />
      )}
      {state.status === 'success' && <Investments holdings={state.holdings} />}
    </div>
  );
}
