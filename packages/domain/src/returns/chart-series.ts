import type { CalendarDate } from '../calendar-date';
import { MoneyDecimal, euroString, type MoneyValue } from '../money';
import type { ValuationPoint } from './prepare-period';
import { returnString } from './return-string';
import type { ReturnsChartPoint } from './types';

export interface ChartSeriesInput {
  opening: MoneyValue;
  openingDate: CalendarDate;
  points: readonly ValuationPoint[];
  /** Cumulative growth factor after each point (same order as points). */
  growth: readonly (MoneyValue | null)[];
  /** Index of the first point of the measurement, or -1 when it starts at the opening value. */
  firstIndex: number;
}

/**
 * The series for the chart of value against money put in: the start of the measurement and
 * then the last valuation of every month, ending with the last day of the period.
 */
export function chartSeries(input: ChartSeriesInput): ReturnsChartPoint[] {
  const { opening, points, growth, firstIndex } = input;
  const zero = new MoneyDecimal(0);
  let netFlows = zero;
  let distributed = zero;

  const series: ReturnsChartPoint[] = [];
  if (firstIndex === -1) {
    series.push(chartPoint(input.openingDate, opening, opening, zero, zero, new MoneyDecimal(1)));
  }
  for (const [index, point] of points.entries()) {
    netFlows = netFlows.plus(point.netFlow);
    distributed = distributed.plus(point.distribution);
    const next = points[index + 1];
    const isMonthEnd = !next || next.date.slice(0, 7) !== point.date.slice(0, 7);
    if (index < firstIndex || (index !== firstIndex && !isMonthEnd)) continue;
    const invested = opening.plus(netFlows).plus(distributed);
    const result = point.value.minus(opening).minus(netFlows);
    series.push(chartPoint(point.date, point.value, invested, distributed, result, growth[index]));
  }
  return series;
}

export function chartPoint(
  date: CalendarDate,
  value: MoneyValue,
  invested: MoneyValue,
  distributed: MoneyValue,
  result: MoneyValue,
  growth: MoneyValue | null | undefined,
): ReturnsChartPoint {
  return {
    date,
    value: euroString(value),
    invested: euroString(invested),
    distributed: euroString(distributed),
    result: euroString(result),
    timeWeightedReturn: growth ? returnString(growth.minus(1)) : null,
  };
}
