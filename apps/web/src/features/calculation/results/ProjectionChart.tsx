import type { ProjectionRowData } from '@bp/api-schema';
import { Area, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_MARGIN, euroAxis, evenCountTicks } from '../../../ui/chart/chart-axis';
import { ChartLegend } from '../../../ui/chart/ChartLegend';
import { ChartTooltip } from '../../../ui/chart/ChartTooltip';

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

export function toChartPoints(rows: readonly ProjectionRowData[]): ChartPoint[] {
  return rows.map((row) => ({
    year: row.year,
    fan: [Number(row.pessimistic), Number(row.optimistic)],
    expected: Number(row.expected),
    deposited: Number(row.totalDeposited),
  }));
}

/**
 * The three scenarios over the years: a fan between the pessimistic and the optimistic value,
 * the expected value as a line and the deposits as a dashed line. Loaded on its own with
 * recharts, only when a result is shown; the same figures are in the table beside it.
 */
export default function ProjectionChart({ rows }: { rows: readonly ProjectionRowData[] }) {
  const points = toChartPoints(rows);
  const amounts = points.flatMap((point) => [...point.fan, point.expected, point.deposited]);
  return (
    <ComposedChart
      className="chart-canvas projection-chart-canvas"
      responsive
      data={points}
      margin={CHART_MARGIN}
    >
      <CartesianGrid stroke="#d3dae2" strokeDasharray="3 3" />
      <XAxis
        dataKey="year"
        ticks={evenCountTicks(points.map((point) => point.year))}
        interval={0}
      />
      <YAxis {...euroAxis(amounts)} />
      <Tooltip
        content={(props) => (
          <ChartTooltip
            active={props.active}
            label={props.label}
            payload={props.payload}
            seriesLabels={SERIES_LABELS}
            labelText={(year) => `Na ${String(year)} jaar`}
          />
        )}
      />
      <Legend
        content={(props) => <ChartLegend payload={props.payload} seriesLabels={SERIES_LABELS} />}
      />
      <Area
        type="monotone"
        dataKey="fan"
        name="fan"
        legendType="rect"
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
