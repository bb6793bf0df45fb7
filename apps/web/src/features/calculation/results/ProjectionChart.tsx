import type { ProjectionRowData } from '@bp/api-schema';
import { formatEuro } from '@bp/domain';
import { Area, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';

/** Plotting only: the figures stay decimal strings everywhere else. */
interface ChartPoint {
  year: number;
  fan: [number, number];
  expected: number;
  deposited: number;
}

const SERIES_LABELS: Record<string, string> = {
  fan: 'Tussen pessimistisch en optimistisch',
  expected: 'Verwacht',
  deposited: 'Ingelegd',
};

const axisEuro = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

export function toChartPoints(rows: readonly ProjectionRowData[]): ChartPoint[] {
  return rows.map((row) => ({
    year: row.year,
    fan: [Number(row.pessimistic), Number(row.optimistic)],
    expected: Number(row.expected),
    deposited: Number(row.totalDeposited),
  }));
}

function tooltipValue(value: unknown): string {
  if (Array.isArray(value)) return value.map((part) => formatEuro(Number(part))).join(' – ');
  return formatEuro(Number(value));
}

/**
 * The three scenarios over the years: a fan between the pessimistic and the optimistic value,
 * the expected value as a line and the deposits as a dashed line. Loaded on its own with
 * recharts, only when a result is shown; the same figures are in the table beside it.
 */
export default function ProjectionChart({ rows }: { rows: readonly ProjectionRowData[] }) {
  return (
    <ComposedChart
      className="projection-chart-canvas"
      responsive
      data={toChartPoints(rows)}
      margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
    >
      <CartesianGrid stroke="#d3dae2" strokeDasharray="3 3" />
      <XAxis dataKey="year" tickFormatter={(year) => `${String(year)}`} minTickGap={16} />
      <YAxis tickFormatter={(value) => axisEuro.format(Number(value))} width={88} />
      <Tooltip
        labelFormatter={(year) => `Na ${String(year)} jaar`}
        // Text in the text colour: recharts colours each line like its series, and the fan's
        // light fill is unreadable as text (axe: color-contrast).
        itemStyle={{ color: 'var(--color-text)' }}
        formatter={(value, name) => [tooltipValue(value), SERIES_LABELS[String(name)] ?? name]}
      />
      <Legend formatter={(name) => SERIES_LABELS[String(name)] ?? name} />
      <Area
        type="monotone"
        dataKey="fan"
        name="fan"
        fill="var(--color-primary-soft)"
        stroke="var(--color-primary)"
        strokeOpacity={0.35}
        isAnimationActive={false}
      />
      <Line
        type="monotone"
        dataKey="expected"
        name="expected"
        stroke="var(--color-primary)"
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      <Line
        type="monotone"
        dataKey="deposited"
        name="deposited"
        stroke="var(--color-accent)"
        strokeWidth={2}
        strokeDasharray="6 4"
        dot={false}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}
