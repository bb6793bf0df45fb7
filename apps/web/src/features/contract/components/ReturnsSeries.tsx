import type { ReturnsResponse } from '@bp/api-schema';
import { returnLabel } from '@bp/domain';
import { lazy, Suspense, useState } from 'react';
import { ChartBoundary } from '../../../ui/ChartBoundary';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { Amount, DateText, ReturnFigure } from '../../../ui/figures';
import { useNearViewport } from '../../../ui/use-near-viewport';
import { hasDistributions, toChartPoints } from '../chart-data';

// recharts is big: it loads with this chart only, never with the first page, and only once the
// chart comes near the screen.
const ReturnsChart = lazy(() => import('./ReturnsChart'));

/** Holds the chart's place (same size) until it is drawn, so nothing below it moves. */
function ChartPlaceholder() {
  return <p className="muted returns-chart-canvas">De grafiek wordt geladen…</p>;
}

type Point = ReturnsResponse['reeks'][number];

const columns: Column<Point>[] = [
  { header: 'Datum', rowHeader: true, cell: (point) => <DateText date={point.datum} /> },
  { header: 'Waarde', numeric: true, cell: (point) => <Amount value={point.waarde} /> },
  { header: 'Ingelegd', numeric: true, cell: (point) => <Amount value={point.ingelegd} /> },
  { header: 'Uitgekeerd', numeric: true, cell: (point) => <Amount value={point.uitgekeerd} /> },
  {
    header: 'Resultaat',
    numeric: true,
    cell: (point) => <Amount value={point.resultaat} signed />,
  },
  {
    // From the start of the period up to the row's date, not the month's own return.
    header: returnLabel('Tijdgewogen rendement vanaf begin periode', 'cumulatief'),
    numeric: true,
    cell: (point) => <ReturnFigure value={point.twr} />,
  },
];

/** The monthly series: a chart of value against deposits, and the same figures as a table. */
export function ReturnsSeries({ reeks }: { reeks: ReturnsResponse['reeks'] }) {
  const [chartRef, chartNearScreen] = useNearViewport<HTMLElement>();
  // A month row per month since the start (90+ rows): built only once the reader opens the
  // table, so the closed section costs the first render nothing. Once built it stays.
  const [tableOpened, setTableOpened] = useState(false);
  if (reeks.length === 0) return null;
  const distributions = hasDistributions(reeks);
  return (
    <section className="card stack" aria-labelledby="returns-series">
      <h2 id="returns-series">Waarde en inleg</h2>
      <figure className="returns-chart" aria-labelledby="returns-chart-caption" ref={chartRef}>
        <figcaption id="returns-chart-caption">
          De waarde van uw belegging (doorgetrokken lijn) tegenover de beginwaarde plus wat u daarna
          per saldo heeft gestort (streepjeslijn), per maand.
          {distributions &&
            ' De gestippelde lijn is de waarde plus de uitkeringen die u heeft ontvangen.'}
        </figcaption>
        <ChartBoundary fallback="De grafiek kan nu niet worden getoond; de cijfers staan hieronder.">
          {chartNearScreen ? (
            <Suspense fallback={<ChartPlaceholder />}>
              <ReturnsChart points={toChartPoints(reeks)} withDistributions={distributions} />
            </Suspense>
          ) : (
            <ChartPlaceholder />
          )}
        </ChartBoundary>
      </figure>
      <details
        className="data-details"
        onToggle={(event) => {
          if (event.currentTarget.open) setTableOpened(true);
        }}
      >
        <summary>Toon de cijfers als tabel</summary>
        {tableOpened && (
          <DataTable
            narrow="scroll"
            caption="Waarde en inleg per maand"
            columns={columns}
            rows={reeks}
            rowKey={(point) => point.datum}
          />
        )}
      </details>
    </section>
  );
}
