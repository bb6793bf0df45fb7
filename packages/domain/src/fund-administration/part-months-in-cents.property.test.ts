import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyDecimal } from '../money';
import { centMonthOf } from '../returns/cent-months';
import { exactGrowth, type GrowthFactor } from '../returns/growth-chain';
import { centsOf } from '../returns/whole-cents';
import { attempt, ledgerScenario, scenarioPeriod } from './ledger-test-scenarios';
import { periodMonths } from './month-rows';
import { centsOfProduct, periodMonthsInCents } from './part-months-in-cents';
import { periodParts, planPeriod } from './period-returns';
import { holdingValue } from './valuation';

/** A factor as the decimal path would compare it: its exact decimal, and a double close to it. */
function expectSameGrowth(inCents: GrowthFactor | null, decimal: GrowthFactor | null) {
  if (decimal === null || inCents === null) {
    expect(inCents).toBe(decimal);
    return;
  }
  expect(exactGrowth(inCents).equals(exactGrowth(decimal))).toBe(true);
  const roundings = inCents.roundings ?? 1;
  const bound = roundings * 2 ** -53 * Math.max(1, Math.abs(decimal.approx));
  expect(Math.abs(inCents.approx - decimal.approx)).toBeLessThanOrEqual(2 * bound);
}

describe('periodMonthsInCents', () => {
  it('values a head or tail exactly as periodMonths does, in cents', () => {
    const tally = { parts: 0, inCents: 0, large: 0, firstInflow: 0, growth: 0 };
    fc.assert(
      fc.property(ledgerScenario, (shape) => {
        const scenario = scenarioPeriod(shape);
        if (!scenario) return;
        const { navs, entries, rows, period } = scenario;
        const plan = planPeriod(period, rows);
        const input = { period, plan, entries, navs, rows };
        const decimal = periodParts(input, (part, before) =>
          attempt(() =>
            periodMonths({
              ...part,
              openingUnits: before?.units ?? 0,
              openingCash: before?.cash ?? 0,
            }),
          ),
        );
        const inCents = periodParts(input, (part, before) =>
          periodMonthsInCents({
            ...part,
            openingUnits: before ? before.units.toFixed() : '0',
            openingCash: before ? (centsOf(before.cash) ?? Number.NaN) : 0,
          }),
        );
        for (const side of ['head', 'tail'] as const) {
          const reference = decimal[side];
          const part = inCents[side];
          if (reference === null) {
            expect(part).toBeNull();
            continue;
          }
          tally.parts += 1;
          if (part === undefined) {
            // Left to the decimal path only where it throws or an amount is too large.
            const large = shape.events.some((event) => event.cents >= 1_000_000_000);
            if (!large) expect(reference).toBeInstanceOf(Error);
            continue;
          }
          if (reference instanceof Error) throw reference;
          tally.inCents += 1;
          expect(part?.openingValue).toBe(centsOf(reference.openingValue));
          expect(part?.openingCash).toBe(centsOf(reference.openingCash));
          expect(part?.months).toHaveLength(reference.months.length);
          reference.months.forEach((month, index) => {
            const expected = centMonthOf(month);
            const actual = part?.months[index];
            if (!expected || !actual) throw new Error(`No month ${month.month} in cents`);
            const { growth, firstInflow, cash, ...amounts } = actual;
            const {
              growth: expectedGrowth,
              firstInflow: expectedFirst,
              ...expectedAmounts
            } = expected;
            expect(amounts).toEqual(expectedAmounts);
            expect(cash).toBe(centsOf(month.cash));
            expectSameGrowth(growth, expectedGrowth);
            if (growth) tally.growth += 1;
            if (expectedFirst) {
              const { growth: firstGrowth, ...first } = firstInflow ?? { growth: null };
              const { growth: expectedFirstGrowth, ...expectedFirstAmounts } = expectedFirst;
              expect(first).toEqual(expectedFirstAmounts);
              expectSameGrowth(firstGrowth, expectedFirstGrowth);
              tally.firstInflow += 1;
            } else {
              expect(firstInflow).toBeNull();
            }
          });
          if (shape.events.some((event) => event.cents >= 1_000_000_000)) tally.large += 1;
        }
      }),
      { numRuns: 500 },
    );
    // The parts valued in cents include the cases that matter, not only the easy ones.
    expect(tally.inCents).toBeGreaterThan(0.9 * tally.parts);
    expect(tally.large).toBeGreaterThan(100);
    expect(tally.firstInflow).toBeGreaterThan(5);
    expect(tally.growth).toBeGreaterThan(200);
  }, 120_000);

  it('rounds units × NAV half a cent away from zero, beyond 2^53 too', () => {
    const units = fc.oneof(
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
    );
    const nav = fc.integer({ min: 1, max: 999_999_999_999 });
    fc.assert(
      fc.property(units, nav, (unitsTenThousandths, navTenThousandths) => {
        const expected = centsOf(
          holdingValue(
            new MoneyDecimal(unitsTenThousandths).dividedBy(10_000),
            new MoneyDecimal(navTenThousandths).dividedBy(10_000),
          ),
        );
        expect(centsOfProduct(unitsTenThousandths, navTenThousandths)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
    expect(centsOfProduct(5000, 1)).toBe(0);
    expect(centsOfProduct(5000, 100)).toBe(1);
    expect(centsOfProduct(-5000, 100)).toBe(-1);
    expect(centsOfProduct(4999, 100)).toBe(0);
  });
});
