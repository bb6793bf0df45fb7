import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate as d } from '../calendar-date';
import { euro } from '../money';
import { centMonthOf } from './cent-months';
import { returnsFromCentMonths } from './from-cent-months';
import { returnsFromMonths } from './from-months';
import { guardedReturnString, returnGuardMargin } from './guarded-return-string';
import { GrowthChain } from './growth-chain';
import type { MonthSummary } from './month-summary';
import { returnString } from './return-string';

const margin = returnGuardMargin(4, 1);

describe('guardedReturnString', () => {
  it('writes a double as returnString writes its decimal, away from a boundary', () => {
    expect(guardedReturnString(0.0525, margin)).toBe('0.05250000');
    expect(guardedReturnString(-1, margin)).toBe('-1.00000000');
    expect(guardedReturnString(12.3456789012, margin)).toBe('12.34567890');
    expect(guardedReturnString(-0.000000001, margin)).toBe('0.00000000');
    expect(guardedReturnString(-0.000000012, margin)).toBe('-0.00000001');
    fc.assert(
      fc.property(
        fc.integer({ min: -2e9, max: 2e9 }),
        fc.stringMatching(/^\d{1,12}$/),
        (units, rest) => {
          const fraction = euro(units).dividedBy(1e8).plus(`0.00000000${rest}`);
          const guarded = guardedReturnString(fraction.toNumber(), margin);
          if (guarded !== null) expect(guarded).toBe(returnString(fraction));
        },
      ),
    );
  });

  it('refuses a double within the margin of a half-way point, or too large to round', () => {
    expect(guardedReturnString(0.123456785, margin)).toBeNull();
    expect(guardedReturnString(-0.000000005, margin)).toBeNull();
    expect(guardedReturnString(2 ** 30, margin)).toBeNull();
    expect(guardedReturnString(Number.NaN, margin)).toBeNull();
  });
});

describe('a return on a rounding boundary', () => {
  // 1.123456785 is no double: the nearest one minus 1, times 10^8, is 12345678.49999999, which
  // rounds down, while the decimal return 0.123456785 rounds half up to 0.12345679.
  const onBoundary = '1.123456785';

  it('takes the decimal fallback and gives the decimal answer, not the double one', () => {
    const approx = Number(onBoundary);
    expect(Math.round((approx - 1) * 1e8)).toBe(12_345_678);
    expect(guardedReturnString(approx - 1, returnGuardMargin(4, approx))).toBeNull();
    const chain = new GrowthChain();
    chain.then({ approx, exact: onBoundary });
    expect(chain.returnString()).toBe('0.12345679');
    expect(chain.returnString()).toBe(returnString(euro(onBoundary).minus(1)));
    // Half away from zero below zero as well: −0.000000005 is −0.00000001.
    const down = new GrowthChain();
    down.then({ approx: Number('0.999999995'), exact: '0.999999995' });
    expect(down.returnString()).toBe('-0.00000001');
  });

  it("gives the decimal path's ReturnsResult when both returns sit on a boundary", () => {
    // € 2 000 000 growing by 1 cent: Modified Dietz is 1 / 2·10^8, exactly half of 10^-8.
    const summary: MonthSummary = {
      month: d('2024-03-01'),
      lastDate: d('2024-03-31'),
      value: euro('2000000.01'),
      totals: { deposit: euro(0), withdrawal: euro(0), distribution: euro(0), cost: euro(0) },
      flowDates: 0,
      flowDays: euro(0),
      growth: euro(onBoundary),
      firstInflow: null,
      earlyOutflow: null,
    };
    const period = { from: d('2024-03-01'), to: d('2024-03-31') };
    const decimal = returnsFromMonths({ ...period, opening: '2000000.00', months: [summary] });
    const inCents = centMonthOf(summary);
    if (!inCents) throw new Error('The month is in whole cents');
    const fast = returnsFromCentMonths({ ...period, opening: 200_000_000, months: [inCents] });
    expect(fast).toEqual(decimal);
    expect(fast?.timeWeightedReturn).toBe('0.12345679');
    expect(fast?.moneyWeightedReturn).toBe('0.00000001');
  });
});
