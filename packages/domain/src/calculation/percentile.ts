/**
 * The p-th percentile of a sample by the nearest-rank method: the smallest value such that at
 * least p% of the sample is at or below it. It is always one of the simulated outcomes (no
 * interpolation between paths), and it is monotone: when every value of one sample is at least
 * the matching value of another, so is every percentile.
 *
 * `sorted` must be in ascending order.
 */
export function nearestRankPercentile(sorted: Float64Array, percent: number): number {
  if (sorted.length === 0) throw new RangeError('A percentile needs at least one value');
  if (!(percent > 0 && percent <= 100)) throw new RangeError(`Not a percentile: ${percent}`);
  const rank = Math.ceil((percent / 100) * sorted.length);
  const value = sorted[rank - 1];
  if (value === undefined) throw new RangeError('Percentile rank outside the sample');
  return value;
}
