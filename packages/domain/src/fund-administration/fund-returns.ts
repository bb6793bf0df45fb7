import {
  addMonths,
  dateFromParts,
  dateParts,
  isAfter,
  isBefore,
  lastDayOfMonth,
  type CalendarDate,
} from '../calendar-date';
import { MoneyDecimal, euro, type MoneyValue } from '../money';
import { returnString } from '../returns/return-string';
import { navOn, type NavPoint } from './valuation';

/** A distribution declared by a fund: an amount per unit to holders at the end of the ex-date. */
export interface FundDistribution {
  exDate: CalendarDate;
  amountPerUnit: string;
}

/**
 * The fund's total return from the NAV valid on `from` to the NAV valid on `to`, with every
 * distribution whose ex-date lies in (from, to] reinvested at the NAV valid on its ex-date (the
 * NAV after the distribution came off). Null when the fund had no NAV yet on `from`.
 */
export function fundTotalReturn(
  navs: readonly NavPoint[],
  distributions: readonly FundDistribution[],
  from: CalendarDate,
  to: CalendarDate,
): MoneyValue | null {
  const start = navOn(navs, from);
  const end = navOn(navs, to);
  if (!start || !end || isAfter(from, to)) return null;
  let growth = euro(end.nav).dividedBy(start.nav);
  for (const distribution of distributions) {
    if (!isAfter(distribution.exDate, from) || isAfter(distribution.exDate, to)) continue;
    const exNav = navOn(navs, distribution.exDate);
    if (!exNav) continue;
    growth = growth.times(
      new MoneyDecimal(1).plus(euro(distribution.amountPerUnit).dividedBy(exNav.nav)),
    );
  }
  return growth.minus(1);
}

export interface FundReturnHorizons {
  /** The last NAV date the returns run to; null for a fund without NAVs. */
  asOf: CalendarDate | null;
  ytd: string | null;
  oneYear: string | null;
  threeYears: string | null;
  fiveYears: string | null;
  sinceInception: string | null;
}

/**
 * Cumulative total returns (not annualised) up to the last NAV on or before `today`, as
 * fractions with 8 decimals: this year so far (from the last NAV of the previous year), over
 * 1, 3 and 5 years, and since the first NAV. A horizon longer than the fund's history is null.
 */
export function fundReturnHorizons(
  navs: readonly NavPoint[],
  distributions: readonly FundDistribution[],
  today: CalendarDate,
): FundReturnHorizons {
  const first = navs[0];
  const last = navOn(navs, today);
  if (!first || !last) {
    return {
      asOf: null,
      ytd: null,
      oneYear: null,
      threeYears: null,
      fiveYears: null,
      sinceInception: null,
    };
  }
  const end = last.date;
  const since = (from: CalendarDate): string | null => {
    if (isBefore(from, first.date)) return null;
    const result = fundTotalReturn(navs, distributions, from, end);
    return result ? returnString(result) : null;
  };
  const yearsBack = (years: number) => monthsBack(end, years * 12);
  return {
    asOf: end,
    ytd: since(dateFromParts(dateParts(end).year - 1, 12, 31)),
    oneYear: since(yearsBack(1)),
    threeYears: since(yearsBack(3)),
    fiveYears: since(yearsBack(5)),
    sinceInception: since(first.date),
  };
}

/** Month-end NAV dates stay month ends: 29 February 2024 minus a year is 28 February 2023. */
function monthsBack(date: CalendarDate, months: number): CalendarDate {
  const shifted = addMonths(date, -months);
  return date === lastDayOfMonth(date) ? lastDayOfMonth(shifted) : shifted;
}
