import { daysBetween, type CalendarDate } from '../calendar-date';
import { MoneyDecimal } from '../money';
import { returnString } from './return-string';

/**
 * Whether a return is over the whole period (cumulatief) or per year of it (per jaar). A return
 * since the start of a contract or fund reads very differently either way, so every label says
 * which it is.
 */
export type ReturnBasis = 'cumulatief' | 'per-jaar';

export const RETURN_BASIS_LABELS: Readonly<Record<ReturnBasis, string>> = {
  cumulatief: 'cumulatief',
  'per-jaar': 'per jaar',
};

/** "Tijdgewogen rendement" + cumulatief → "Tijdgewogen rendement (cumulatief)". */
export function returnLabel(measure: string, basis: ReturnBasis): string {
  return `${measure} (${RETURN_BASIS_LABELS[basis]})`;
}

/** A year of days for annualising, as the GIPS standards count: actual days over 365. */
const DAYS_PER_YEAR = 365;

/**
 * The cumulative return over [from, to] (both days included) as a yearly return:
 * (1 + r)^(365 / days) − 1. Null for a period shorter than a year (GIPS: a return over part of
 * a year is never scaled up to a whole one), for no return and for a loss of everything.
 */
export function annualisedReturn(
  cumulative: string | null,
  from: CalendarDate,
  to: CalendarDate,
): string | null {
  if (cumulative === null) return null;
  const days = daysBetween(from, to) + 1;
  if (days < DAYS_PER_YEAR) return null;
  const growth = new MoneyDecimal(cumulative).plus(1);
  if (growth.lte(0)) return null;
  return returnString(growth.pow(new MoneyDecimal(DAYS_PER_YEAR).div(days)).minus(1));
}
