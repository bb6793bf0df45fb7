import type { ReturnsResponse } from '@bp/api-schema';
import { lazy, Suspense } from 'react';
import { ChartBoundary } from '../../../ui/ChartBoundary';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { Amount, DateText, ReturnFigure } from '../../../ui/figures';
import { hasDistributions, toChartPoints } from '../chart-data';

// recharts is big: it loads with this chart only, never with the first page.
const ReturnsChart = lazy(() => import('./ReturnsChart'));

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
    header: 'Tijdgewogen rendement',
    numeric: true,
    cell: (point) => <ReturnFigure value={point.twr} />,
  },
];

/** The monthly series: a chart of value against deposits, and the same figures as a table. */
export function ReturnsSeries({ reeks }: { reeks: ReturnsResponse['reeks'] }) {
  if (reeks.length === 0) return null;
  const distributions = hasDistributions(reeks);
  return (
    <section className="card stack" aria-labelledby="returns-series">
      <h2 id="returns-series">Waarde en inleg</h2>
      <figure className="returns-chart" aria-labelledby="returns-chart-caption">
        <figcaption id="returns-chart-caption">
          De waarde van uw belegging (doorgetrokken lijn) tegenover de beginwaarde plus wat u daarna
          per saldo heeft gestort (streepjeslijn), per maand.
          {distributions &&
            ' De gestippelde lijn is de waarde plus de uitkeringen die u heeft ontvangen.'}
        </figcaption>
        <ChartBoundary fallback="De grafiek kan nu niet worden getoond; de cijfers staan hieronder.">
          <Suspense fallback={<p className="muted">De grafiek wordt geladen…</p>}>
            <ReturnsChart points={toChartPoints(reeks)} withDistributions={distributions} />
          </Suspense>
        </ChartBoundary>
      </figure>
      <details className="data-details">
        <summary>Toon de cijfers als tabel</summary>
        <DataTable
          narrow="scroll"
          caption="Waarde en inleg per maand"
          columns={columns}
          rows={reeks}
          rowKey={(point) => point.datum}
        />
      </details>
    </section>
  );
}
