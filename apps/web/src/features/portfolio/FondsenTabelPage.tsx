import {
  formatPercentage,
  RETURN_BASIS_LABELS,
  returnLabel,
  STANDARD_RETURN_PERIOD_LABELS,
} from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import type { FundTableRow } from '@bp/api-schema';
import { FundDocumentLinks } from '../fund-documents';
import { fundsTableQuery } from './api';
import { DataTable, type Column } from '../../ui/data-table/DataTable';
import { DateText, formatNav, NOT_AVAILABLE, ReturnFigure } from '../../ui/figures';
import { PastPerformanceWarning } from '../../ui/PastPerformanceWarning';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import './portfolio.css';

const GROUPS: { line: FundTableRow['productCode']; title: string }[] = [
  { line: 'VASTGOED', title: 'Vastgoedfondsen' },
  { line: 'SB', title: 'Beleggingsfondsen' },
];

function NotAvailable() {
  return (
    <span>
      <span aria-hidden="true">{NOT_AVAILABLE}</span>
      <span className="visually-hidden">niet beschikbaar</span>
    </span>
  );
}

/** Costs travel as fractions ("0.0075"), shown as percentages ("0,75%"). */
function Cost({ fraction }: { fraction: string }) {
  return <>{formatPercentage(fraction)}</>;
}

const returnColumn = (label: string, pick: (row: FundTableRow) => string | null) => ({
  header: label,
  label,
  numeric: true,
  cell: (row: FundTableRow) => <ReturnFigure value={pick(row)} />,
});

/**
 * A cumulative return's header whose basis may break as "cumu-latief": three headers as wide as
 * that word pushed the costs out of the table beside the menu at 1024 px. Screen readers and the
 * stacked phone layout read the word whole.
 */
function cumulativeReturnColumn(measure: string, pick: (row: FundTableRow) => string | null) {
  const label = returnLabel(measure, 'cumulatief');
  const basis = RETURN_BASIS_LABELS.cumulatief;
  const breakable = label.replace(basis, `${basis.slice(0, 4)}\u00ad${basis.slice(4)}`);
  return {
    ...returnColumn(label, pick),
    header: (
      <>
        <span aria-hidden="true">{breakable}</span>
        <span className="visually-hidden">{label}</span>
      </>
    ),
  };
}

/** The fund's latest NAV and its date, or a dash when no NAV has been set yet. */
function LatestNav({ fund }: { fund: FundTableRow }) {
  if (fund.latestNav === null || fund.latestNavDate === null) {
    return (
      <>
        Koers <NotAvailable />
      </>
    );
  }
  return (
    <>
      Koers {formatNav(fund.latestNav, fund.currency)}{' '}
      <span className="figure-date">
        per <DateText date={fund.latestNavDate} />
      </span>
    </>
  );
}

/*
 * The fund's price sits under its name rather than in a column of its own: eight columns did not
 * fit beside the menu and cut off the costs. Prices of different funds are not compared with
 * each other; their returns and costs are, and those keep a column each.
 */
const columns: Column<FundTableRow>[] = [
  {
    header: 'Fonds en koers',
    rowHeader: true,
    cell: (fund) => (
      <>
        {fund.name}
        <span className="cell-note">{fund.code}</span>
        <span className="cell-line">
          <LatestNav fund={fund} />
        </span>
      </>
    ),
  },
  returnColumn(STANDARD_RETURN_PERIOD_LABELS['dit-jaar'], (fund) => fund.returnYtd),
  returnColumn('1 jaar', (fund) => fund.return1y),
  // Over more than a year a total return is easily read as a yearly one: the header says which.
  cumulativeReturnColumn('3 jaar', (fund) => fund.return3y),
  cumulativeReturnColumn('5 jaar', (fund) => fund.return5y),
  cumulativeReturnColumn(
    STANDARD_RETURN_PERIOD_LABELS['sinds-start'],
    (fund) => fund.returnSinceInception,
  ),
  {
    header: 'Kosten per jaar',
    numeric: true,
    cell: (fund) => (
      <>
        <Cost fraction={fund.ongoingCosts} />
        <span className="cell-note">
          instap <Cost fraction={fund.entryCosts} />
        </span>
      </>
    ),
  },
];

function FundTables({ funds }: { funds: FundTableRow[] }) {
  if (funds.length === 0) {
    return (
      <EmptyState title="Er zijn nog geen fondsen">
        <p>Zodra er fondsen zijn opgenomen, vindt u hier hun koersen en rendementen.</p>
      </EmptyState>
    );
  }
  return (
    <>
      {GROUPS.map(({ line, title }) => {
        const group = funds.filter((fund) => fund.productCode === line);
        if (group.length === 0) return null;
        return (
          <DataTable
            narrow="stack"
            key={line}
            caption={title}
            columns={columns}
            rows={group}
            rowKey={(fund) => fund.id}
          />
        );
      })}
      <section className="stack fund-documents" aria-labelledby="fund-documents-title">
        <h2 id="fund-documents-title">Documenten per fonds</h2>
        <p>
          Lees voordat u belegt het essentiële-informatiedocument van het fonds. De documenten
          openen als pdf in een nieuw tabblad.
        </p>
        <ul className="fund-documents-list">
          {funds.map((fund) => (
            <li key={fund.id} className="stack">
              <h3>{fund.name}</h3>
              <FundDocumentLinks
                fundId={fund.id}
                fundName={fund.name}
                label={`Documenten van het ${fund.name}`}
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="stack fund-notes" aria-labelledby="fund-notes-title">
        <h2 id="fund-notes-title">Toelichting</h2>
        <ul>
          <li>
            De koers is de intrinsieke waarde (NAV) van één participatie op de koersdatum, in de
            valuta van het fonds.
          </li>
          <li>
            Het rendement is het totale (cumulatieve) rendement van een participatie over de hele
            periode tot de koersdatum, dus niet omgerekend naar een rendement per jaar. Uitkeringen
            tellen mee alsof ze zijn herbelegd. &ldquo;Dit jaar&rdquo; rekent vanaf de laatste koers
            van vorig jaar.
          </li>
          <li>
            Een streepje ({NOT_AVAILABLE}) betekent dat het cijfer niet beschikbaar is: het fonds
            bestaat nog niet zo lang als de periode, of er is nog geen koers vastgesteld.
          </li>
          <li>
            De kosten per jaar zijn de lopende kosten van het fonds. De instapkosten worden
            ingehouden op elke inleg, voordat daarvoor participaties worden gekocht.
          </li>
        </ul>
        <PastPerformanceWarning />
      </section>
    </>
  );
}

/** /fondsen-tabel: every fund with its latest NAV, its returns over the usual periods and costs. */
export function FondsenTabelPage() {
  const { data, error, isError, refetch } = useQuery(fundsTableQuery());
  return (
    <div className="page page-wide stack">
      <h1 className="page-title">Fondsenoverzicht</h1>
      {isError ? (
        <ErrorState
          title="Het fondsenoverzicht kon niet worden geladen"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : data ? (
        <FundTables funds={data.data} />
      ) : (
        <LoadingState label="De fondsen worden geladen…" />
      )}
    </div>
  );
}
