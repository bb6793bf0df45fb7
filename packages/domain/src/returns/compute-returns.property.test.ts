import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDate, type CalendarDate } from '../calendar-date';
import { euro } from '../money';
import { computeReturns } from './compute-returns';
import type { CashFlow, ReturnsInput, Valuation } from './types';

/** Integer cents as an exact euro string. */
function cents(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

interface NavHistory {
  input: ReturnsInput;
  navs: number[];
  dates: CalendarDate[];
  values: number[];
}

const step = fc.record({
  days: fc.integer({ min: 1, max: 45 }),
  navChangeBasisPoints: fc.integer({ min: -2000, max: 2000 }),
  unitsTraded: fc.integer({ min: -5000, max: 5000 }),
});

const historyShape = fc.record({
  from: fc
    .integer({ min: 0, max: 3650 })
    .map((offset) => addDays(calendarDate('2012-01-01'), offset)),
  startUnits: fc.integer({ min: 1, max: 10_000 }),
  startNav: fc.integer({ min: 500, max: 50_000 }),
  steps: fc.array(step, { minLength: 1, maxLength: 30 }),
});

type HistoryShape = typeof historyShape extends fc.Arbitrary<infer T> ? T : never;

/**
 * A contract modelled as whole units at a NAV in cents, so every value and every trade is an
 * exact cent amount. Buying or selling units at the day's NAV is a deposit or withdrawal that
 * leaves the fund's performance untouched, which is what the TWR must show.
 */
function navHistory(shape: HistoryShape, withTrades = true): NavHistory {
  const openingDate = addDays(shape.from, -1);
  let date = openingDate;
  let nav = shape.startNav;
  let units = shape.startUnits;
  const navs = [nav];
  const dates = [openingDate];
  const values = [units * nav];
  const valuations: Valuation[] = [];
  const cashFlows: CashFlow[] = [];
  for (const { days, navChangeBasisPoints, unitsTraded } of shape.steps) {
    date = addDays(date, days);
    nav = Math.max(1, Math.round((nav * (10_000 + navChangeBasisPoints)) / 10_000));
    // Keep at least one unit: an emptied contract has no performance to chain through.
    const traded = withTrades ? Math.max(unitsTraded, 1 - units) : 0;
    units += traded;
    if (traded !== 0) {
      const kind = traded > 0 ? 'deposit' : 'withdrawal';
      cashFlows.push({ date, amount: cents(Math.abs(traded) * nav), kind });
    }
    valuations.push({ date, value: cents(units * nav) });
    navs.push(nav);
    dates.push(date);
    values.push(units * nav);
  }
  const input: ReturnsInput = {
    from: shape.from,
    to: date,
    openingValue: cents(shape.startUnits * shape.startNav),
    valuations,
    cashFlows,
  };
  return { input, navs, dates, values };
}

function fraction(value: string | null): number {
  if (value === null) throw new Error('expected a return, got null');
  return Number(value);
}

describe('computeReturns properties', () => {
  it('with no cash flows TWR = MWR = end / start − 1', () => {
    fc.assert(
      fc.property(historyShape, (shape) => {
        const { input, values } = navHistory(shape, false);
        const result = computeReturns(input);
        const expected = euro(values.at(-1) ?? 0)
          .dividedBy(values[0] ?? 1)
          .minus(1)
          .toNumber();
        expect(Math.abs(fraction(result.timeWeightedReturn) - expected)).toBeLessThan(1e-8);
        expect(Math.abs(fraction(result.moneyWeightedReturn) - expected)).toBeLessThan(1e-8);
      }),
    );
  });

  it('TWR is the NAV return, whatever the investor deposits or withdraws on valuation dates', () => {
    fc.assert(
      fc.property(historyShape, (shape) => {
        const { input, navs } = navHistory(shape);
        const expected = euro(navs.at(-1) ?? 0)
          .dividedBy(navs[0] ?? 1)
          .minus(1)
          .toNumber();
        expect(
          Math.abs(fraction(computeReturns(input).timeWeightedReturn) - expected),
        ).toBeLessThan(1e-8);
      }),
    );
  });

  it('a deposit at a valuation date does not change the TWR', () => {
    fc.assert(
      fc.property(historyShape, (shape) => {
        const withDeposits = computeReturns(navHistory(shape).input);
        const without = computeReturns(navHistory(shape, false).input);
        expect(withDeposits.timeWeightedReturn).toBe(without.timeWeightedReturn);
      }),
    );
  });

  it('splitting a period and chaining the two TWRs gives the TWR of the whole', () => {
    fc.assert(
      fc.property(
        historyShape.filter((shape) => shape.steps.length >= 2),
        fc.nat(),
        (shape, pick) => {
          const { input, dates, values } = navHistory(shape);
          const splitIndex = 1 + (pick % (dates.length - 2));
          const splitDate = dates[splitIndex] ?? input.to;
          const first = computeReturns({ ...input, to: splitDate });
          const second = computeReturns({
            ...input,
            from: addDays(splitDate, 1),
            openingValue: cents(values[splitIndex] ?? 0),
          });
          const whole = fraction(computeReturns(input).timeWeightedReturn);
          const chained =
            (1 + fraction(first.timeWeightedReturn)) * (1 + fraction(second.timeWeightedReturn)) -
            1;
          // Each part is rounded to 8 decimals; the error grows with the second factor.
          expect(Math.abs(chained - whole)).toBeLessThan(1e-8 * (2 + Math.abs(whole)));
          expect(second.startValue).toBe(first.endValue);
        },
      ),
    );
  });

  it('cash flows on the last day carry no weight in the MWR', () => {
    fc.assert(
      fc.property(historyShape, fc.integer({ min: 1, max: 1e9 }), (shape, depositCents) => {
        const { input, values } = navHistory(shape, false);
        const end = values.at(-1) ?? 0;
        const result = computeReturns({
          ...input,
          valuations: input.valuations.map((valuation) =>
            valuation.date === input.to
              ? { ...valuation, value: cents(end + depositCents) }
              : valuation,
          ),
          cashFlows: [{ date: input.to, amount: cents(depositCents), kind: 'deposit' }],
        });
        const expected = euro(end)
          .dividedBy(values[0] ?? 1)
          .minus(1)
          .toNumber();
        expect(Math.abs(fraction(result.moneyWeightedReturn) - expected)).toBeLessThan(1e-8);
        // Both are rounded to 8 decimals from computations that differ in their last digits
        // (a chain of sub-period returns against one quotient): a half may round either way.
        expect(
          Math.abs(fraction(result.moneyWeightedReturn) - fraction(result.timeWeightedReturn)),
        ).toBeLessThanOrEqual(1.000001e-8);
      }),
      {
        examples: [
          [
            {
              from: '2012-01-01',
              startUnits: 1,
              startNav: 512,
              steps: [
                { days: 1, navChangeBasisPoints: -1612, unitsTraded: 0 },
                { days: 1, navChangeBasisPoints: 315, unitsTraded: 0 },
              ],
            },
            1,
          ],
        ],
      },
    );
  });

  const anyFlows = fc.record({
    opening: fc.integer({ min: 1, max: 1e9 }),
    points: fc.array(
      fc.record({
        days: fc.integer({ min: 1, max: 40 }),
        value: fc.integer({ min: 0, max: 1e9 }),
        flows: fc.array(
          fc.record({
            amount: fc.integer({ min: 0, max: 1e8 }),
            kind: fc.constantFrom('deposit', 'withdrawal', 'distribution', 'cost') as fc.Arbitrary<
              CashFlow['kind']
            >,
          }),
          { maxLength: 3 },
        ),
      }),
      { minLength: 1, maxLength: 40 },
    ),
  });

  it('the result in euros is end − start − net flows to the cent, and returns are never NaN', () => {
    fc.assert(
      fc.property(anyFlows, ({ opening, points }) => {
        const from = calendarDate('2020-01-01');
        let date = addDays(from, -1);
        const valuations: Valuation[] = [];
        const cashFlows: CashFlow[] = [];
        const totals = { deposit: 0, withdrawal: 0, distribution: 0, cost: 0 };
        for (const point of points) {
          date = addDays(date, point.days);
          valuations.push({ date, value: cents(point.value) });
          for (const flow of point.flows) {
            cashFlows.push({ date, amount: cents(flow.amount), kind: flow.kind });
            totals[flow.kind] += flow.amount;
          }
        }
        const end = points.at(-1)?.value ?? 0;
        const net = totals.deposit - totals.withdrawal - totals.distribution;
        const result = computeReturns({
          from,
          to: date,
          openingValue: cents(opening),
          valuations,
          cashFlows,
        });
        expect(result).toMatchObject({
          startValue: cents(opening),
          endValue: cents(end),
          deposits: cents(totals.deposit),
          withdrawals: cents(totals.withdrawal),
          distributions: cents(totals.distribution),
          costs: cents(totals.cost),
          netFlows: cents(net),
          result: cents(end - opening - net),
        });
        expect(result.monthly.at(-1)?.result).toBe(result.result);
        for (const value of [result.timeWeightedReturn, result.moneyWeightedReturn]) {
          if (value !== null) expect(value).toMatch(/^-?\d+\.\d{8}$/);
        }
      }),
    );
  });

  it('the chart shows the start and the last valuation of every month, ending on the last day', () => {
    fc.assert(
      fc.property(historyShape, (shape) => {
        const { input } = navHistory(shape);
        const { monthly } = computeReturns(input);
        const valuationDates = input.valuations.map((valuation) => valuation.date);
        expect(monthly[0]?.date).toBe(addDays(input.from, -1));
        expect(monthly.at(-1)?.date).toBe(input.to);
        for (const point of monthly.slice(1)) {
          const laterInMonth = valuationDates.filter(
            (date) => date > point.date && date.slice(0, 7) === point.date.slice(0, 7),
          );
          expect(laterInMonth).toEqual([]);
        }
        const months = monthly.slice(1).map((point) => point.date.slice(0, 7));
        expect(new Set(months).size).toBe(months.length);
      }),
    );
  });
});
