import { unpaidContracts } from '@bp/domain';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/states';
import { HoldingsPage } from './components/HoldingsPage';
import { HoldingsTable } from './components/HoldingsTable';
import { PortfolioTotals } from './components/PortfolioTotals';
import { UnpaidNotice } from './components/UnpaidNotice';
import { isCurrent, totalsOf, type Holding, type ProductLine } from './holdings';
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

/*
 * One set of totals: those of the current contracts, as on Mijn vastgoed. A sold contract holds
 * nothing any more, and counting what was once paid into it would set a deposit beside a value
 * that no longer includes it. The tables below hold exactly the contracts counted; the sold
 * ones follow in a table of their own, which the totals name.
 */
function Investments({ holdings }: { holdings: Holding[] }) {
  if (holdings.length === 0) return <NoInvestments />;
  const current = holdings.filter(isCurrent);
  const sold = holdings.filter((holding) => !isCurrent(holding));
  return (
    <>
      <UnpaidNotice holdings={unpaidContracts(holdings)} />
      {current.length > 0 && (
        <PortfolioTotals
          totals={totalsOf(current)}
          title="Totaal van uw lopende contracten"
          sold={sold}
        />
      )}
      {GROUPS.map(({ line, title }) => {
        const group = current.filter((holding) => holding.productLine === line);
        if (group.length === 0) return null;
        return <HoldingsTable key={title} caption={title} holdings={group} />;
      })}
      {sold.length > 0 && <HoldingsTable caption="Verkochte contracten" holdings={sold} />}
    </>
  );
}

/** /mijn-investeringen: every contract of the investor, real estate and the SB funds alike. */
export function MijnInvesteringenPage() {
  return (
    <HoldingsPage
      title="Mijn investeringen"
      loadingLabel="Uw investeringen worden geladen…"
      errorTitle="Uw investeringen konden niet worden geladen"
    >
      {(holdings) => <Investments holdings={holdings} />}
    </HoldingsPage>
  );
}
