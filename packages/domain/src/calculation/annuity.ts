import { euro, type MoneyValue } from '../money';

/**
 * The rate per period equivalent to a yearly effective rate R: (1 + R)^(1/f) − 1 for f periods
 * a year. Stated rates are effective yearly rates (as the Dutch AFM requires for savings and
 * annuity rates), so twelve monthly periods compound to exactly R.
 */
export function periodRate(yearlyRate: MoneyValue, periodsPerYear: number): MoneyValue {
  if (!Number.isInteger(periodsPerYear) || periodsPerYear < 1) {
    throw new RangeError(`Not a number of periods per year: ${periodsPerYear}`);
  }
  return euro(1).plus(yearlyRate).pow(euro(1).div(periodsPerYear)).minus(1);
}

/**
 * The level payment that pays out a capital in `count` payments, the first on the start date
 * (an annuity in advance, as a payout starts on its start date):
 *   P = C · r / ((1 − (1 + r)^−n) · (1 + r)),  and P = C / n when r = 0.
 * Exact (unrounded): the caller rounds to cents.
 */
export function annuityDuePayment(
  capital: MoneyValue,
  ratePerPeriod: MoneyValue,
  count: number,
): MoneyValue {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`Not a number of payments: ${count}`);
  }
  if (ratePerPeriod.isZero()) return capital.div(count);
  const growth = euro(1).plus(ratePerPeriod);
  const presentValueFactor = euro(1).minus(growth.pow(-count)).times(growth);
  return capital.times(ratePerPeriod).div(presentValueFactor);
}

/** Present value at the period rate of payments made at periods 0, 1, 2, … (exact). */
export function presentValueDue(
  payments: readonly MoneyValue[],
  ratePerPeriod: MoneyValue,
): MoneyValue {
  const discount = euro(1).div(euro(1).plus(ratePerPeriod));
  let factor = euro(1);
  let total = euro(0);
  for (const payment of payments) {
    total = total.plus(payment.times(factor));
    factor = factor.times(discount);
  }
  return total;
}
