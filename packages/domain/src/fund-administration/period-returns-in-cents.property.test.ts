import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attempt, keptCentMonthOf, ledgerScenario, scenarioPeriod } from './ledger-test-scenarios';
import { periodReturns, planPeriod, type PeriodReturnsResult } from './period-returns';
import { periodReturnsInCents } from './period-returns-in-cents';

/** The largest amount booked, in cents: past about € 10 billion a sum may leave 2^53. */
const LARGE_CENTS = 1_000_000_000_000;

describe('periodReturnsInCents', () => {
  it('answers exactly what periodReturns answers, or leaves the history to it', () => {
    const tally = { inCents: 0, leftToDecimal: 0, withFirstInflow: 0, sold: 0, large: 0 };
    fc.assert(
      fc.property(ledgerScenario, (shape) => {
        const scenario = scenarioPeriod(shape);
        if (!scenario) return;
        const { navs, entries, rows, period } = scenario;
        const plan = planPeriod(period, rows);
        const input = { period, plan, entries, navs };
        const decimal = attempt(() => periodReturns({ ...input, rows }));
        const kept = rows.map(keptCentMonthOf);
        const inCents = attempt(() => periodReturnsInCents({ ...input, rows: kept }));
        const large = shape.events.some((event) => event.cents >= LARGE_CENTS);

        if (inCents instanceof Error) {
          // Only what the decimal path throws too (a head or tail valued from its bookings).
          expect(decimal).toBeInstanceOf(Error);
          expect(inCents.message).toBe((decimal as Error).message);
          return;
        }
        if (inCents === undefined) {
          tally.leftToDecimal += 1;
          // Left to the decimal path only where it throws, answers null or sums get too large.
          if (!large) expect(decimal === null || decimal instanceof Error).toBe(true);
          return;
        }
        expect(inCents).toEqual(decimal);
        tally.inCents += 1;
        if (large) tally.large += 1;
        if ((decimal as PeriodReturnsResult).measuredFrom !== period.from)
          tally.withFirstInflow += 1;
        if (entries.some((entry) => entry.kind === 'verkoop')) tally.sold += 1;
      }),
      { numRuns: 400 },
    );
    // The cases the issue names are among those compared, not only the easy ones.
    expect(tally.inCents).toBeGreaterThan(200);
    expect(tally.withFirstInflow).toBeGreaterThan(10);
    expect(tally.sold).toBeGreaterThan(20);
    expect(tally.large).toBeGreaterThan(10);
  }, 120_000);
});
