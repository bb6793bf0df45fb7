import { forEachDrawBlock } from './normal-draws';
import { fundDeposits } from './schedule';
import type { ProjectionFund, ProjectionPlan } from './types';

/**
 * Monthly log-return parameters of a fund from its yearly expected return E and volatility σ.
 * The yearly growth factor is lognormal with mean 1 + E and standard deviation σ:
 *   s² = ln(1 + σ² / (1 + E)²),  m = ln(1 + E) − s² / 2,
 * and a month takes a twelfth of both (independent months), so a month's log-return is
 * normal with mean m / 12 and standard deviation s / √12.
 */
export function monthlyLogReturn(
  expectedReturn: number,
  volatility: number,
): { drift: number; spread: number } {
  const growth = 1 + expectedReturn;
  const variance = Math.log(1 + (volatility * volatility) / (growth * growth));
  return {
    drift: (Math.log(growth) - variance / 2) / 12,
    spread: Math.sqrt(variance / 12),
  };
}

/**
 * Simulates the value of the given funds' share of the deposits along `plan.paths` random
 * paths and returns, per checkpoint month, the value of every path (unsorted). `checkpoints`
 * are month ends in ascending order, the last one at most `plan.months`.
 *
 * This runs on binary floating point on purpose: 1000 paths × 600 months × several funds are
 * millions of steps, which decimal arithmetic would make a hundred times slower. A projection
 * is a statistical estimate whose sampling error is many euros, so the float's relative error
 * of about 1e-13 is immaterial; deposits, costs and every deterministic figure are exact
 * decimals, and the percentiles are rounded to cents with decimal.js afterwards.
 *
 * The loop is written for speed, and every value is the same double it always was: the same
 * operations in the same order (value += deposit; value *= exp(drift + spread · z) · keep) on
 * the same draws (normal-draws.ts), the fund parameters in typed arrays, the inner loop
 * running from one checkpoint to the next without a test per month. projection-golden.test.ts
 * holds the figures to those recorded before this rewrite.
 *
 * Funds move independently: correlation between funds is not modelled (see the notes in the
 * assumptions). The draws depend only on the seed, the number of paths, months and funds —
 * never on the amounts — so a larger deposit gives a larger value on every single path.
 */
export function simulatePaths(
  plan: ProjectionPlan,
  funds: readonly ProjectionFund[],
  checkpoints: readonly number[],
): Float64Array[] {
  const fundCount = funds.length;
  const months = plan.months;
  const initial = new Float64Array(fundCount);
  const monthly = new Float64Array(fundCount);
  const drift = new Float64Array(fundCount);
  const spread = new Float64Array(fundCount);
  const keep = new Float64Array(fundCount);
  funds.forEach((fund, index) => {
    const deposits = fundDeposits(plan, fund);
    const logReturn = monthlyLogReturn(fund.expectedReturn.toNumber(), fund.volatility.toNumber());
    initial[index] = deposits.initial.toNumber();
    monthly[index] = deposits.monthly.toNumber();
    drift[index] = logReturn.drift;
    spread[index] = logReturn.spread;
    keep[index] = 1 - fund.ongoingCost.toNumber() / 12;
  });
  const ends = Int32Array.from(checkpoints);
  const samples = checkpoints.map(() => new Float64Array(plan.paths));

  // One block of draws per path: fund by fund, month by month, as the paths always drew them.
  forEachDrawBlock(plan.seed, months * fundCount, plan.paths, (draws, offset, path) => {
    for (let fund = 0; fund < fundCount; fund += 1) {
      const deposit = monthly[fund] ?? 0;
      const fundDrift = drift[fund] ?? 0;
      const fundSpread = spread[fund] ?? 0;
      const fundKeep = keep[fund] ?? 0;
      let value = initial[fund] ?? 0;
      let draw = offset + fund * months;
      let month = 0;
      for (let checkpoint = 0; checkpoint < ends.length; checkpoint += 1) {
        const end = ends[checkpoint] ?? 0;
        for (; month < end; month += 1) {
          value += deposit;
          value *= Math.exp(fundDrift + fundSpread * (draws[draw] ?? 0)) * fundKeep;
          draw += 1;
        }
        const sample = samples[checkpoint];
        if (sample) sample[path] = (sample[path] ?? 0) + value;
      }
    }
  });
  return samples;
}
