import Decimal from 'decimal.js';
import { addMonths, type CalendarDate } from '../calendar-date';
import { euro, euroString, roundEuro, type MoneyValue } from '../money';
import { annuityDuePayment } from './annuity';

/** Cents, rounded towards zero. */
export function roundEuroDown(value: MoneyValue): MoneyValue {
  return value.toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

export interface SdilPayment {
  /** 1 for the first payment. */
  number: number;
  date: CalendarDate;
  payment: string;
  /** Interest credited since the previous payment (0 for the first). */
  interest: string;
  /** Capital left right after this payment. */
  remainingCapital: string;
}

export interface PayoutSchedule {
  /** The level payment, rounded down to cents. */
  payment: MoneyValue;
  /** The final payment: the level payment corrected for the rounding of all earlier ones. */
  lastPayment: MoneyValue;
  payments: MoneyValue[];
  rows: SdilPayment[];
}

/**
 * Pays out `capital` in `count` payments `monthsBetween` months apart, the first on `start`.
 *
 * Every payment but the last is the annuity payment rounded down to cents; the last pays
 * exactly what is left (rounded to cents), which absorbs the rounding of the others. Rounding
 * down means we never promise a level payment the capital cannot carry: what the rounding
 * leaves behind grows with the interest and comes out in the last payment, which is therefore
 * never below the others (at 3% monthly over 25 years on € 100.000: € 470,94, last € 474,16).
 * Rounding half up instead can make the last payment smaller than the others, and at high
 * rates over long terms even negative.
 *
 * The capital is carried at full decimal precision, so the present value of the payments at
 * the period rate equals the capital to within half a cent of the final payment's discount.
 *
 * In the shown rows the remaining capital is rounded to cents and the interest is the difference
 * that makes every row add up (previous capital + interest − payment = remaining capital), so
 * the table balances to the cent and its interest sums to total paid minus capital.
 */
export function payoutSchedule(
  capital: MoneyValue,
  ratePerPeriod: MoneyValue,
  count: number,
  start: CalendarDate,
  monthsBetween: number,
): PayoutSchedule {
  const payment = roundEuroDown(annuityDuePayment(capital, ratePerPeriod, count));
  const growth = euro(1).plus(ratePerPeriod);
  const payments: MoneyValue[] = [];
  const rows: SdilPayment[] = [];
  let exactCapital = capital;
  let shownBefore = roundEuro(capital);
  for (let index = 0; index < count; index += 1) {
    if (index > 0) exactCapital = exactCapital.times(growth);
    const isLast = index === count - 1;
    const paid = isLast ? roundEuro(exactCapital) : payment;
    exactCapital = exactCapital.minus(paid);
    const shownAfter = isLast ? euro(0) : roundEuro(exactCapital);
    const interest = shownAfter.plus(paid).minus(shownBefore);
    payments.push(paid);
    rows.push({
      number: index + 1,
      date: addMonths(start, index * monthsBetween),
      payment: euroString(paid),
      interest: euroString(interest),
      remainingCapital: euroString(shownAfter),
    });
    shownBefore = shownAfter;
  }
  return { payment, lastPayment: payments[payments.length - 1] ?? payment, payments, rows };
}
