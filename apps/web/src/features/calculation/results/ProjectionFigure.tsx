import type { ProjectionRowData } from '@bp/api-schema';
import { lazy, Suspense } from 'react';
import { ChartBoundary } from '../../../ui/ChartBoundary';

// recharts is big: it loads with a calculation's result only, never with the wizard's steps.
const ProjectionChart = lazy(() => import('./ProjectionChart'));

export function ProjectionFigure({ rows }: { rows: readonly ProjectionRowData[] }) {
  return (
    <figure className="projection-chart" aria-labelledby="projection-chart-caption">
      <figcaption id="projection-chart-caption">
        De verwachte waarde per jaar (doorgetrokken lijn), met de bandbreedte tussen het
        pessimistische en het optimistische scenario (vlak) en wat u in totaal heeft ingelegd
        (stippellijn).
      </figcaption>
      <ChartBoundary fallback="De grafiek kan nu niet worden getoond; de cijfers staan in de tabel.">
        <Suspense fallback={<p className="muted">De grafiek wordt geladen…</p>}>
          <ProjectionChart rows={rows} />
        </Suspense>
      </ChartBoundary>
    </figure>
  );
}
