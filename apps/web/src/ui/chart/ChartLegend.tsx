import type { LegendPayload } from 'recharts';
import './chart.css';

/** How a series is drawn, as far as its key in the legend shows it. */
function strokeOf(entry: LegendPayload): { dash?: string; area: boolean } {
  const drawn = (entry.payload ?? {}) as { strokeDasharray?: string | number };
  return {
    dash: drawn.strokeDasharray === undefined ? undefined : String(drawn.strokeDasharray),
    area: entry.type === 'rect' || entry.type === 'square',
  };
}

interface ChartLegendProps {
  payload?: readonly LegendPayload[];
  /** The Dutch name of each series by its data key. */
  seriesLabels: Readonly<Record<string, string>>;
}

/**
 * Every chart's legend: a key drawn like its line (solid, dashed, dotted) and the series' Dutch
 * name. Recharts' own legend names each key "… legend icon" to screen readers; these keys are
 * decoration beside the name, which the reader already hears.
 */
export function ChartLegend({ payload = [], seriesLabels }: ChartLegendProps) {
  return (
    <ul className="chart-legend">
      {payload.map((entry) => {
        const key = String(entry.dataKey ?? entry.value);
        const { dash, area } = strokeOf(entry);
        return (
          <li key={key}>
            <svg className="chart-legend-key" viewBox="0 0 24 12" aria-hidden="true">
              {area ? (
                <rect x="1" y="2" width="22" height="8" fill={entry.color} opacity="0.35" />
              ) : (
                <line
                  x1="1"
                  y1="6"
                  x2="23"
                  y2="6"
                  stroke={entry.color}
                  strokeWidth="2.5"
                  strokeDasharray={dash}
                />
              )}
            </svg>
            {seriesLabels[key] ?? key}
          </li>
        );
      })}
    </ul>
  );
}
