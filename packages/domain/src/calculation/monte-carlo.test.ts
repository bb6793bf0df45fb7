import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate } from '../calendar-date';
import { euro } from '../money';
import { monthlyLogReturn, simulatePaths } from './monte-carlo';
import { forgetKeptDraws } from './normal-draws';
import { nearestRankPercentile } from './percentile';
import { mulberry32, normalSource } from './prng';
import { fundDeposits } from './schedule';
import type { ProjectionFund, ProjectionPlan } from './types';

const fund: ProjectionFund = {
  code: 'VGD',
  name: 'Vastgoed',
  weight: euro(1),
  expectedReturn: euro('0.05'),
  volatility: euro('0.1'),
  entryCost: euro(0),
  ongoingCost: euro(0),
};

function plan(overrides: Partial<ProjectionPlan> = {}): ProjectionPlan {
  return {
    start: calendarDate('2026-01-01'),
    months: 120,
    initialDeposit: euro(10_000),
    monthlyDeposit: euro(0),
    initialDepositBearsEntryCost: true,
    funds: [fund],
    paths: 20_000,
    seed: 11,
    ...overrides,
  };
}

describe('monthlyLogReturn', () => {
  it('gives a yearly growth factor with mean 1 + E and standard deviation σ', () => {
    const { drift, spread } = monthlyLogReturn(0.05, 0.1);
    // Twelve independent months: yearly log-return N(12·drift, 12·spread²).
    const mu = 12 * drift;
    const variance = 12 * spread * spread;
    const mean = Math.exp(mu + variance / 2);
    const sd = Math.sqrt((Math.exp(variance) - 1) * Math.exp(2 * mu + variance));
    expect(mean).toBeCloseTo(1.05, 12);
    expect(sd).toBeCloseTo(0.1, 12);
  });

  it('reduces to the twelfth root of 1 + E without volatility', () => {
    const { drift, spread } = monthlyLogReturn(0.06, 0);
    expect(spread).toBe(0);
    expect(Math.exp(12 * drift)).toBeCloseTo(1.06, 14);
  });
});

describe('simulatePaths', () => {
  it('matches the lognormal percentiles of a single deposit after ten years', () => {
    // Analytically: ln(V / 10 000) ~ N(10·m, 10·s²) with s² = ln(1 + 0,1² / 1,05²) and
    // m = ln(1,05) − s²/2, so the p-th percentile is 10 000 · exp(10·m + z_p · √10 · s).
    const [sample] = simulatePaths(plan(), [fund], [120]);
    if (!sample) throw new Error('no sample');
    sample.sort();
    const s2 = Math.log(1 + 0.01 / 1.1025);
    const m = Math.log(1.05) - s2 / 2;
    const percentile = (z: number) => 10_000 * Math.exp(10 * m + z * Math.sqrt(10 * s2));
    for (const [percent, z] of [
      [5, -1.6449],
      [50, 0],
      [95, 1.6449],
    ] as const) {
      const simulated = nearestRankPercentile(sample, percent);
      expect(Math.abs(simulated / percentile(z) - 1)).toBeLessThan(0.02);
    }
    const mean = sample.reduce((sum, value) => sum + value, 0) / sample.length;
    expect(Math.abs(mean / (10_000 * 1.05 ** 10) - 1)).toBeLessThan(0.01);
  });

  it('reports the value at every checkpoint of the same paths', () => {
    const samples = simulatePaths(plan({ paths: 3, months: 24 }), [fund], [12, 24]);
    expect(samples).toHaveLength(2);
    expect(samples.every((sample) => sample.length === 3)).toBe(true);
    expect(samples[0]).not.toEqual(samples[1]);
  });

  it('charges a twelfth of the yearly ongoing costs each month', () => {
    const steady = {
      ...fund,
      volatility: euro(0),
      expectedReturn: euro(0),
      ongoingCost: euro('0.012'),
    };
    const [sample] = simulatePaths(plan({ paths: 1, months: 12 }), [steady], [12]);
    expect(sample?.[0]).toBeCloseTo(10_000 * 0.999 ** 12, 8);
  });
});

/** The simulation loop as it was written before it was rewritten for speed: the reference. */
function referenceSimulation(
  plan: ProjectionPlan,
  funds: readonly ProjectionFund[],
  checkpoints: readonly number[],
): Float64Array[] {
  const samples = checkpoints.map(() => new Float64Array(plan.paths));
  const normal = normalSource(mulberry32(plan.seed));
  for (let path = 0; path < plan.paths; path += 1) {
    for (const fund of funds) {
      const deposits = fundDeposits(plan, fund);
      const { drift, spread } = monthlyLogReturn(
        fund.expectedReturn.toNumber(),
        fund.volatility.toNumber(),
      );
      const keep = 1 - fund.ongoingCost.toNumber() / 12;
      let value = deposits.initial.toNumber();
      for (let month = 0; month < plan.months; month += 1) {
        value += deposits.monthly.toNumber();
        value *= Math.exp(drift + spread * normal()) * keep;
        const checkpoint = checkpoints.indexOf(month + 1);
        const sample = samples[checkpoint];
        if (sample) sample[path] = (sample[path] ?? 0) + value;
      }
    }
  }
  return samples;
}

describe('simulatePaths — the same doubles as the reference loop', () => {
  it('gives every path the very value the straightforward loop gives', () => {
    const second: ProjectionFund = {
      ...fund,
      code: 'AAN',
      weight: euro('0.35'),
      volatility: euro('0.16'),
      entryCost: euro('0.005'),
      ongoingCost: euro('0.004'),
    };
    const first: ProjectionFund = { ...fund, weight: euro('0.65'), ongoingCost: euro('0.0075') };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: -5, max: 1_000 }),
        fc.boolean(),
        (months, paths, seed, twoFunds) => {
          const projected = plan({ months, paths, seed, monthlyDeposit: euro('123.45') });
          const funds = twoFunds ? [first, second] : [first];
          const checkpoints = [...new Set([Math.ceil(months / 2), months])];
          forgetKeptDraws();
          expect(simulatePaths(projected, funds, checkpoints)).toEqual(
            referenceSimulation(projected, funds, checkpoints),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
