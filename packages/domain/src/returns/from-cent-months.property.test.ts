import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarDate,
  lastDayOfMonth,
  type CalendarDate,
} from '../calendar-date';
import { euro } from '../money';
import { centMonthOf } from './cent-months';
import { returnsFromCentMonths } from './from-cent-months';
import { returnsFromMonths } from './from-months';
import type { MonthSummary } from './month-summary';
import { centsOf } from './whole-cents';

/**
 * Month summaries drawn at random, not only the ones a ledger produces: any amounts (zero,
 * negative, up to past what a double sums exactly), growth factors of up to 30 decimals and
 * factors that put a return exactly on a rounding boundary of the 8th decimal, an opening of
 * zero with or without a first inflow, early outflows and months without a valuation.
 */
const cents = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.integer({ min: -5_000_000, max: 50_000_000 }) },
);

/** Multiplies every amount of a history: now and then far past what a double sums exactly. */
const magnification = fc.oneof(
  { weight: 6, arbitrary: fc.constant(1) },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 2 ** 30 }) },
);

/** A factor in [0.5, 1.5] with 1 to 30 decimals, or 1 + a return of exactly k.5 × 10^-8. */
const growthText = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 1 }), fc.stringMatching(/^\d{1,30}$/))
    .map(([whole, decimals]) => (whole === 0 ? `0.5${decimals}` : `1.${decimals}`)),
  fc
    .integer({ min: -40_000_000, max: 40_000_000 })
    .map((units) => euro(units).plus('0.5').dividedBy(1e8).plus(1).toFixed()),
);

const month = fc.record({
  valued: fc.integer({ min: 0, max: 9 }),
  day: fc.integer({ min: 0, max: 27 }),
  value: cents,
  deposit: cents,
  withdrawal: cents,
  distribution: cents,
  cost: cents,
  flowDates: fc.integer({ min: 0, max: 3 }),
  flowDays: cents,
  growth: fc.option(growthText, { freq: 8 }),
  firstInflow: fc.option(
    fc.record({
      day: fc.integer({ min: 0, max: 27 }),
      value: cents,
      netFlows: cents,
      distributed: cents,
      growth: fc.option(growthText, { freq: 8 }),
    }),
    { freq: 3 },
  ),
  earlyOutflow: fc.oneof(
    { weight: 9, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 27 }) },
  ),
});

const history = fc.record({
  start: fc.integer({ min: 0, max: 120 }),
  fromDay: fc.integer({ min: 0, max: 27 }),
  opening: fc.oneof(fc.constant(0), cents),
  magnification,
  months: fc.array(month, { minLength: 0, maxLength: 30 }),
  endsOnLastValuation: fc.integer({ min: 0, max: 19 }),
});

type History = typeof history extends fc.Arbitrary<infer T> ? T : never;

function summaries(shape: History): {
  from: CalendarDate;
  to: CalendarDate;
  months: MonthSummary[];
} {
  const first = addMonths(calendarDate('2015-01-01'), shape.start);
  const amount = (drawn: number) => euro(drawn).times(shape.magnification).dividedBy(100);
  const months = shape.months.map((drawn, index): MonthSummary => {
    const monthStart = addMonths(first, index);
    const on = (day: number) => addDays(monthStart, day);
    const inflow = drawn.firstInflow;
    return {
      month: monthStart,
      lastDate: drawn.valued === 0 ? null : on(drawn.day),
      value: amount(drawn.value),
      totals: {
        deposit: amount(drawn.deposit),
        withdrawal: amount(drawn.withdrawal),
        distribution: amount(drawn.distribution),
        cost: amount(drawn.cost),
      },
      flowDates: drawn.flowDates,
      flowDays: amount(drawn.flowDays),
      growth: drawn.growth === null ? null : euro(drawn.growth),
      firstInflow: inflow && {
        date: on(inflow.day),
        value: amount(inflow.value),
        netFlows: amount(inflow.netFlows),
        distributed: amount(inflow.distributed),
        growth: inflow.growth === null ? null : euro(inflow.growth),
      },
      earlyOutflow: drawn.earlyOutflow === null ? null : on(drawn.earlyOutflow),
    };
  });
  const last = months.at(-1);
  const to =
    last?.lastDate && shape.endsOnLastValuation > 0
      ? last.lastDate
      : lastDayOfMonth(addMonths(first, Math.max(0, months.length - 1)));
  return { from: addDays(first, shape.fromDay), to, months };
}

describe('returnsFromCentMonths', () => {
  it('answers exactly what returnsFromMonths answers, or leaves the history to it', () => {
    const tally = { inCents: 0, leftToDecimal: 0, measured: 0 };
    fc.assert(
      fc.property(history, (shape) => {
        const { from, to, months } = summaries(shape);
        const opening = euro(shape.opening).times(shape.magnification).dividedBy(100);
        let decimal: ReturnType<typeof returnsFromMonths> | Error;
        try {
          decimal = returnsFromMonths({ from, to, opening, months });
        } catch (error) {
          decimal = error as Error;
        }
        const centMonths = months.map(centMonthOf);
        const openingCents = centsOf(opening);
        const inCents =
          openingCents === null || !centMonths.every((summary) => summary !== null)
            ? undefined
            : returnsFromCentMonths({ from, to, opening: openingCents, months: centMonths });
        if (inCents === undefined) {
          tally.leftToDecimal += 1;
          return;
        }
        expect(inCents).toEqual(decimal);
        tally.inCents += 1;
        if (inCents.timeWeightedReturn !== null) tally.measured += 1;
      }),
      { numRuns: 1500 },
    );
    expect(tally.measured).toBeGreaterThan(200);
    expect(tally.leftToDecimal).toBeGreaterThan(50);
  }, 120_000);
});
