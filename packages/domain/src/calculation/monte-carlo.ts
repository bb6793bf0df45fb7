import { mulberry32, normalSource } from './prng';
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

interface SimulatedFund {
  initial: number;
  monthly: number;
  drift: number;
  spread: number;
  keep: number;
}

/**
 * Simulates the value of the given funds' share of the deposits along `plan.paths` random
 * paths and returns, per checkpoint month, the value of every path (unsorted).
 *
 * This runs on binary floating point on purpose: 1000 paths × 600 months × several funds are
 * millions of steps, which decimal arithmetic would make a hundred times slower. A projection
 * is a statistical estimate whose sampling error is many euros, so the float's relative error
 * of about 1e-13 is immaterial; deposits, costs and every deterministic figure are exact
 * decimals, and the percentiles are rounded to cents with decimal.js afterwards.
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
  const simulated: SimulatedFund[] = funds.map((fund) => {
    const deposits = fundDeposits(plan, fund);
    const { drift, spread } = monthlyLogReturn(
      fund.expectedReturn.toNumber(),
      fund.volatility.toNumber(),
    );
    return {
      initial: deposits.initial.toNumber(),
      monthly: deposits.monthly.toNumber(),
      drift,
      spread,
      keep: 1 - fund.ongoingCost.toNumber() / 12,
    };
  });
  const checkpointAt = new Int32Array(plan.months + 1).fill(-1);
  checkpoints.forEach((month, index) => {
    checkpointAt[month] = index;
  });
  const samples = checkpoints.map(() => new Float64Array(plan.paths));
  const normal = normalSource(mulberry32(plan.seed));

  for (let path = 0; path < plan.paths; path += 1) {
    for (const fund of simulated) {
      let value = fund.initial;
      for (let month = 0; month < plan.months; month += 1) {
        value += fund.monthly;
        value *= Math.exp(fund.drift + fund.spread * normal()) * fund.keep;
        const checkpoint = checkpointAt[month + 1] ?? -1;
        if (checkpoint >= 0) {
          const sample = samples[checkpoint];
          if (sample) sample[path] = (sample[path] ?? 0) + value;
        }
      }
    }
  }
  return samples;
}
