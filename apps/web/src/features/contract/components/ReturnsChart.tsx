import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_MARGIN, euroAxis } from '../../../ui/chart/chart-axis';
import { ChartLegend } from '../../../ui/chart/ChartLegend';
import { ChartTooltip } from '../../../ui/chart/ChartTooltip';
import { formatDate } from '../../../ui/figures';
import { formatMonthTick, type ChartPoint } from '../chart-data';

const SERIES_LABELS: Record<string, string> = {
  waarde: 'Waarde',
  ingelegd: 'Ingelegd',
  waardeMetUitkeringen: 'Waarde plus uitkeringen',
};

/**
 * The value of the contract against what was put in, month by month. Loaded on its own (with
 * recharts) only when the return page draws it; the same figures are in a table beside it.
 */
interface ReturnsChartProps {
  points: ChartPoint[];
  /** Draw the value plus the distributions paid out as a third line. */
  withDistributions: boolean;
}

export default function ReturnsChart({ points, withDistributions }: ReturnsChartProps) {
  const amounts = points.flatMap((point) => [
    point.waarde,
    point.ingelegd,
    ...(withDistributions ? [point.waardeMetUitkeringen] : []),
  ]);
  return (
    <LineChart
      className="chart-canvas returns-chart-canvas"
      responsive
      data={points}
      margin={CHART_MARGIN}
      title="Waarde en inleg per maand"
    >
      <CartesianGrid stroke="#d3dae2" strokeDasharray="3 3" />
      <XAxis dataKey="datum" tickFormatter={formatMonthTick} minTickGap={24} />
      <YAxis {...euroAxis(amounts)} />
      <Tooltip
        content={(props) => (
          <ChartTooltip
            active={props.active}
            label={props.label}
            payload={props.payload}
            seriesLabels={SERIES_LABELS}
            labelText={(label) => formatDate(String(label), 'long')}
          />
        )}
      />
      <Legend
        content={(props) => <ChartLegend payload={props.payload} seriesLabels={SERIES_LABELS} />}
      />
      <Line
        type="monotone"
        dataKey="waarde"
        name="waarde"
        stroke="#0f4c5c"
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      {withDistributions && (
        <Line
          type="monotone"
          dataKey="waardeMetUitkeringen"
          name="waardeMetUitkeringen"
          stroke="#17663a"
          strokeWidth={2}
          strokeDasharray="2 3"
          dot={false}
          isAnimationActive={false}
        />
      )}
      <Line
        type="stepAfter"
        dataKey="ingelegd"
        name="ingelegd"
        stroke="#c8952b"
        strokeWidth={2}
        strokeDasharray="6 4"
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
