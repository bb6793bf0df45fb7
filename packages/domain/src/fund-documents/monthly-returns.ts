import { addMonths, isAfter, isBefore, lastDayOfMonth, type CalendarDate } from '../calendar-date';
import { MoneyDecimal, type MoneyValue } from '../money';
import { fundTotalReturn, type FundDistribution } from '../fund-administration/fund-returns';
import type { NavPoint } from '../fund-administration/valuation';

/** A fund's price history as its documents read it: month-end NAVs and distributions. */
export interface FundPriceHistory {
  navs: readonly NavPoint[];
  distributions: readonly FundDistribution[];
}

/** The month end `months` months before (or after) a month end. */
export function monthEndShift(date: CalendarDate, months: number): CalendarDate {
  return lastDayOfMonth(addMonths(date, months));
}

/** The NAV points in (from, to], oldest first. */
export function navsBetween(
  navs: readonly NavPoint[],
  from: CalendarDate | null,
  to: CalendarDate,
): NavPoint[] {
  return navs.filter(
    (point) => (from === null || isAfter(point.date, from)) && !isAfter(point.date, to),
  );
}

/**
 * The log returns from one NAV to the next, each distribution reinvested at its ex-date NAV
 * (the fund's total return), for the NAVs dated in (from, to]. PRIIPs measures risk on log
 * returns of the price series; the first point after `from` has no return of its own.
 */
export function logReturns(
  history: FundPriceHistory,
  from: CalendarDate | null,
  to: CalendarDate,
): MoneyValue[] {
  const points = navsBetween(history.navs, from, to);
  const returns: MoneyValue[] = [];
  for (let index = 1; index < points.length; index += 1) {
    const previous = points[index - 1];
    const current = points[index];
    if (!previous || !current) continue;
    const growth = fundTotalReturn(
      history.navs,
      history.distributions,
      previous.date,
      current.date,
    );
    if (growth) returns.push(growth.plus(1).ln());
  }
  return returns;
}

export interface Moments {
  count: number;
  mean: MoneyValue;
  /** Standard deviation (population: the second central moment's root, as PRIIPs defines it). */
  deviation: MoneyValue;
  skewness: MoneyValue;
  /** Excess kurtosis (kurtosis minus 3). */
  excessKurtosis: MoneyValue;
}

/** The moments PRIIPs uses, from the central moments M2, M3 and M4 of the returns. */
export function moments(values: readonly MoneyValue[]): Moments | null {
  if (values.length < 2) return null;
  const count = new MoneyDecimal(values.length);
  const mean = values.reduce((sum, value) => sum.plus(value), new MoneyDecimal(0)).dividedBy(count);
  const central = (power: number) =>
    values
      .reduce((sum, value) => sum.plus(value.minus(mean).pow(power)), new MoneyDecimal(0))
      .dividedBy(count);
  const m2 = central(2);
  const deviation = m2.sqrt();
  if (deviation.isZero()) {
    const zero = new MoneyDecimal(0);
    return { count: values.length, mean, deviation, skewness: zero, excessKurtosis: zero };
  }
  return {
    count: values.length,
    mean,
    deviation,
    skewness: central(3).dividedBy(deviation.pow(3)),
    excessKurtosis: central(4).dividedBy(m2.pow(2)).minus(3),
  };
}

/** Whether a date lies within [from, to]. */
export function isWithin(date: CalendarDate, from: CalendarDate, to: CalendarDate): boolean {
  return !isBefore(date, from) && !isAfter(date, to);
}
