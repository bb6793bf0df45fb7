import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { euro, euroString, type MoneyValue } from '../money';
import { calculateSb, type SbInput, type SbResult } from './sb';
import type { FundAllocation } from './types';

/** Basis points (1/100 of a percent) as an exact decimal fraction string. */
function fraction(basisPoints: number): string {
  return euro(basisPoints).div(10_000).toString();
}

function cents(amount: number): string {
  return euro(amount).div(100).toFixed(2);
}

/** 1 to 3 funds whose weights, in basis points, add up to exactly 10 000. */
function fundMix(volatile: boolean): fc.Arbitrary<FundAllocation[]> {
  const fund = fc.record({
    share: fc.integer({ min: 1, max: 100 }),
    expectedReturn: fc.integer({ min: -500, max: 1200 }),
    volatility: volatile ? fc.integer({ min: 0, max: 3000 }) : fc.constant(0),
    entryCost: fc.integer({ min: 0, max: 300 }),
    ongoingCost: fc.integer({ min: 0, max: 200 }),
  });
  return fc.array(fund, { minLength: 1, maxLength: 3 }).map((funds) => {
    const total = funds.reduce((sum, item) => sum + item.share, 0);
    let assigned = 0;
    return funds.map((item, index) => {
      const last = index === funds.length - 1;
      const weight = last ? 10_000 - assigned : Math.floor((item.share * 10_000) / total);
      assigned += weight;
      return {
        code: `F${index + 1}`,
        weight: fraction(weight),
        expectedReturn: fraction(item.expectedReturn),
        volatility: fraction(item.volatility),
        entryCost: fraction(item.entryCost),
        ongoingCost: fraction(item.ongoingCost),
      };
    });
  });
}

/**
 * The work of one projection grows with paths × years (× funds). Every length from 1 to 50
 * years and every path count from 1 to 200 is still drawn, but not both at their largest at
 * once: a run costs at most about as much as 50 years of 40 paths, so a test's time is set by
 * its `numRuns`, not by how many large draws its seed happens to bring.
 */
const PATH_YEARS_BUDGET = 2_000;

function simulation(durationYears: number, maxPaths: number) {
  const paths = Math.max(1, Math.min(maxPaths, Math.floor(PATH_YEARS_BUDGET / durationYears)));
  return fc.record({ paths: fc.integer({ min: 1, max: paths }), seed: fc.integer() });
}

/**
 * With zero volatility every path is the same path, so the path count changes nothing of the
 * outcome: a few paths keep the percentiles over more than one path in play.
 */
function sbInput(volatile: boolean): fc.Arbitrary<SbInput> {
  const maxPaths = volatile ? 200 : 8;
  return fc.integer({ min: 1, max: 50 }).chain((durationYears) =>
    fc.record({
      start: fc.constant('2026-01-01'),
      durationYears: fc.constant(durationYears),
      initialDeposit: fc.integer({ min: 0, max: 990_000_000 }).map(cents),
      periodicDeposit: fc.integer({ min: 1, max: 10_000_000 }).map(cents),
      funds: fundMix(volatile),
      simulation: simulation(durationYears, maxPaths),
    }),
  );
}

function run(input: SbInput): SbResult {
  const outcome = calculateSb(input);
  if (!outcome.ok) throw new Error(outcome.errors.join(' | '));
  return outcome.value;
}

/**
 * The exact future value of the deposits in one fund at its expected return, in closed form
 * (independent of the engine's month-by-month loop): with k = (1 + r)^(1/12) · (1 − c/12) the
 * value after n months of deposits at the start of each month is
 *   I · k^n + M · k · (k^n − 1) / (k − 1),   or I + M · n when k = 1,
 * where I and M are the initial and monthly deposits after entry costs. The twelfth root is
 * the costly part, so it is taken once per fund, and the value of each row from it.
 */
function closedForm(input: SbInput, fund: FundAllocation): (months: number) => MoneyValue {
  const weight = euro(fund.weight);
  const net = euro(1).minus(euro(fund.entryCost));
  const initial = euro(input.initialDeposit).times(weight).times(net);
  const monthly = euro(input.periodicDeposit).times(weight).times(net);
  const k = euro(1)
    .plus(euro(fund.expectedReturn))
    .pow(euro(1).div(12))
    .times(euro(1).minus(euro(fund.ongoingCost).div(12)));
  if (k.equals(1)) return (months) => initial.plus(monthly.times(months));
  return (months) => {
    const kn = k.pow(months);
    return initial.times(kn).plus(monthly.times(k).times(kn.minus(1)).div(k.minus(1)));
  };
}

/**
 * A property's time is its fixed `numRuns` times the cost of its largest draw, and the draws are
 * bounded: about 2 s a test on an idle machine. The 5 s default is meant for unit tests; on a
 * busy 2-core machine these would brush it, so the budget is stated here.
 */
const PROPERTY_TIMEOUT = 30_000;

describe('SB projection properties', { timeout: PROPERTY_TIMEOUT }, () => {
  it('orders the scenarios every year: pessimistic ≤ expected ≤ optimistic', () => {
    fc.assert(
      fc.property(sbInput(true), (input) => {
        for (const row of run(input).rows) {
          expect(euro(row.pessimistic).lessThanOrEqualTo(row.expected)).toBe(true);
          expect(euro(row.expected).lessThanOrEqualTo(row.optimistic)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never gives less for a larger deposit (same seed)', () => {
    const extra = fc.record({
      initial: fc.integer({ min: 0, max: 10_000_000 }),
      monthly: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(sbInput(true), extra, (input, more) => {
        const larger = {
          ...input,
          initialDeposit: euro(input.initialDeposit).plus(cents(more.initial)).toFixed(2),
          periodicDeposit: euro(input.periodicDeposit).plus(cents(more.monthly)).toFixed(2),
        };
        const small = run(input).rows;
        const big = run(larger).rows;
        small.forEach((row, index) => {
          const other = big[index];
          for (const key of ['pessimistic', 'expected', 'optimistic'] as const) {
            expect(euro(other?.[key] ?? '0').greaterThanOrEqualTo(row[key])).toBe(true);
          }
        });
      }),
      { numRuns: 40 },
    );
  });

  it('gives the same output for the same input', () => {
    fc.assert(
      fc.property(sbInput(true), (input) => {
        expect(run(input)).toEqual(run(structuredClone(input)));
      }),
      { numRuns: 30 },
    );
  });

  it('with zero volatility, makes all three scenarios the exact future value, to the cent', () => {
    fc.assert(
      fc.property(sbInput(false), (input) => {
        const valuesOfFunds = input.funds.map((fund) => closedForm(input, fund));
        for (const row of run(input).rows) {
          const exact = euroString(
            valuesOfFunds.reduce((total, valueAt) => total.plus(valueAt(row.months)), euro(0)),
          );
          expect([row.pessimistic, row.expected, row.optimistic]).toEqual([exact, exact, exact]);
        }
      }),
      { numRuns: 100 },
    );
  });
});
