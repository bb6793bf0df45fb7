import {
  addMonths,
  isAfter,
  isCalendarDate,
  lastDayOfMonth,
  type CalendarDate,
} from '../calendar-date';
import { mulberry32 } from '../calculation/prng';
import { MoneyDecimal, euro, roundUnits, type DecimalInput, type MoneyValue } from '../money';
import { navString } from './ledger';
import type { NavPoint } from './valuation';

export interface NavHistorySpec {
  /** The first NAV date (a month end); later NAVs fall on every following month end. */
  inceptionDate: CalendarDate;
  /** No NAV after this date. */
  until: CalendarDate;
  startNav: DecimalInput;
  /** The price return per calendar year (a fraction), where history gives one. */
  yearlyReturns: Readonly<Record<number, string>>;
  /** The price return for years not in `yearlyReturns`. */
  defaultYearlyReturn: DecimalInput;
  /** Standard deviation of the monthly deviation around that path (a fraction). */
  monthlyNoise: DecimalInput;
  seed: number;
}

/** 1/12 as an exact decimal exponent for the monthly share of a yearly return. */
const ONE_TWELFTH = new MoneyDecimal(1).dividedBy(12);
const SMALLEST_NAV = new MoneyDecimal('0.0001');

/**
 * A deterministic monthly NAV history: each month the NAV moves by the twelfth root of its
 * year's return plus a seeded random deviation, and is published rounded to 4 decimals (the
 * next month starts from the published NAV). The same spec gives the same NAVs on every run,
 * engine and platform: the randomness is a 32-bit integer generator, the deviation a sum of
 * uniforms (no transcendental functions), the growth decimal arithmetic.
 */
export function generateNavHistory(spec: NavHistorySpec): NavPoint[] {
  if (
    !isCalendarDate(spec.inceptionDate) ||
    spec.inceptionDate !== lastDayOfMonth(spec.inceptionDate)
  ) {
    throw new RangeError(`The inception date must be a month end, got ${spec.inceptionDate}`);
  }
  const uniform = mulberry32(spec.seed);
  const noise = euro(spec.monthlyNoise);
  const monthlyFactors = new Map<number, MoneyValue>();
  const monthlyFactor = (year: number) => {
    let factor = monthlyFactors.get(year);
    if (!factor) {
      const yearly = euro(spec.yearlyReturns[year] ?? spec.defaultYearlyReturn);
      factor = yearly.plus(1).pow(ONE_TWELFTH);
      monthlyFactors.set(year, factor);
    }
    return factor;
  };

  let nav = roundUnits(spec.startNav);
  const history: NavPoint[] = [];
  for (let month = 0; ; month += 1) {
    const date = lastDayOfMonth(addMonths(spec.inceptionDate, month));
    if (isAfter(date, spec.until)) break;
    if (month > 0) {
      const deviation = noise.times(standardNormalApproximation(uniform));
      const growth = monthlyFactor(Number(date.slice(0, 4))).plus(deviation);
      nav = MoneyDecimal.max(roundUnits(nav.times(growth)), SMALLEST_NAV);
    }
    history.push({ date, nav: navString(nav) });
  }
  return history;
}

/** Irwin–Hall: the sum of 12 uniforms minus 6 has mean 0 and variance 1, close to normal. */
function standardNormalApproximation(uniform: () => number): MoneyValue {
  let sum = 0;
  for (let draw = 0; draw < 12; draw += 1) sum += uniform();
  return new MoneyDecimal(sum - 6);
}
