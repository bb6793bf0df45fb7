import { MoneyDecimal, type MoneyValue } from '../money';
import type { ValuationPoint } from './prepare-period';

/**
 * Time-weighted return by chain-linking: between two valuations the growth factor is
 * (value − net flow on the later date) / earlier value, so money that comes in or goes out
 * changes the size of the contract but not the return. Cash flows happen on valuation dates
 * and are inside that day's value; they earn nothing in the sub-period they close.
 *
 * When nothing was invested at the start of a sub-period, there is no return to measure until
 * money comes in; the sub-period in which it comes in grows by value / money put in, which
 * shows for instance the entry costs on a first deposit.
 *
 * Returns the cumulative growth factor after each point, or null while nothing was invested.
 */
export function cumulativeGrowth(
  opening: MoneyValue,
  points: readonly ValuationPoint[],
): (MoneyValue | null)[] {
  let growth: MoneyValue | null = null;
  let base = opening;
  return points.map((point) => {
    const factor = subPeriodGrowth(base, point);
    if (factor !== null) growth = (growth ?? new MoneyDecimal(1)).times(factor);
    base = point.value;
    return growth;
  });
}

/**
 * The growth factor of the sub-period that ends at `point`, from the value `base` at the end of
 * the previous valuation; null while nothing is invested.
 */
export function subPeriodGrowth(
  base: MoneyValue,
  point: Pick<ValuationPoint, 'value' | 'netFlow'>,
): MoneyValue | null {
  if (base.gt(0)) return point.value.minus(point.netFlow).dividedBy(base);
  if (point.netFlow.gt(0)) {
    return point.value.dividedBy(point.netFlow);
  }
  return null;
}
