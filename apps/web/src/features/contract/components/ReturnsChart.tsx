import { formatEuro } from '@bp/domain';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '../../../ui/figures';
import { formatAxisEuro, formatMonthTick, type ChartPoint } from '../chart-data';

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
  return (
    <LineChart
      className="returns-chart-canvas"
      responsive
      data={points}
      margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
      title="Waarde en inleg per maand"
    >
      <CartesianGrid stroke="#d3dae2" strokeDasharray="3 3" />
      <XAxis dataKey="datum" tickFormatter={formatMonthTick} minTickGap={24} />
      <YAxis tickFormatter={formatAxisEuro} width={96} />
      <Tooltip
        labelFormatter={(label) => formatDate(String(label), 'long')}
        formatter={(value, name) => [
          formatEuro(Number(value)),
          SERIES_LABELS[String(name)] ?? name,
        ]}
      />
      <Legend formatter={(name) => SERIES_LABELS[String(name)] ?? name} />
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
