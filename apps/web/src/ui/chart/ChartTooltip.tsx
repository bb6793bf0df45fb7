import { formatTooltipEuro } from './chart-axis';
import './chart.css';

/** What a series' value reads as: one amount, or a band from one amount to another. */
function amountText(value: unknown): string {
  if (Array.isArray(value)) return value.map((part) => formatTooltipEuro(Number(part))).join(' – ');
  return formatTooltipEuro(Number(value));
}

export interface ChartTooltipOptions {
  /** The Dutch name of each series by its data key ("ingelegd" → "Ingelegd"). */
  seriesLabels: Readonly<Record<string, string>>;
  /** The point on the horizontal axis in words ("Na 5 jaar", "31 oktober 2026"). */
  labelText: (label: unknown) => string;
}

/** What recharts tells a tooltip about the point under the pointer. */
interface TooltipState {
  active?: boolean;
  label?: unknown;
  payload?: readonly { dataKey?: unknown; name?: unknown; value?: unknown; color?: string }[];
}

type ChartTooltipProps = TooltipState & ChartTooltipOptions;

/**
 * Every chart's tooltip: the point, then one line per series as "Ingelegd: € 27.400,00". Its
 * width is capped and its lines wrap, so recharts can keep it inside the chart on a phone.
 */
export function ChartTooltip({
  active,
  payload,
  label,
  seriesLabels,
  labelText,
}: ChartTooltipProps) {
  if (!active || !payload || payload.length === 0) return null;
  return (
    <div className="chart-tooltip">
      <p className="chart-tooltip-label">{labelText(label)}</p>
      <ul>
        {payload.map((item) => {
          const key = String(item.dataKey ?? item.name ?? '');
          return (
            <li key={key}>
              <span className="chart-tooltip-swatch" style={{ background: item.color }} />
              {seriesLabels[key] ?? key}: {amountText(item.value)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
