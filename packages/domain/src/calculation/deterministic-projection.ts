import { euro, type MoneyValue } from '../money';
import { fundDeposits } from './schedule';
import type { ProjectionFund, ProjectionPlan } from './types';

/**
 * The growth factor for one month at an expected yearly return E: (1 + E)^(1/12), so that
 * twelve months compound to exactly 1 + E. With zero volatility the lognormal model of
 * monte-carlo.ts reduces to this same factor.
 */
export function monthlyGrowth(expectedReturn: MoneyValue): MoneyValue {
  return euro(1).plus(expectedReturn).pow(euro(1).div(12));
}

/** The part of the value kept each month after ongoing costs: 1 − yearly cost / 12. */
export function monthlyKeep(ongoingCost: MoneyValue): MoneyValue {
  return euro(1).minus(ongoingCost.div(12));
}

/**
 * The value of one fund's share of the deposits when it earns exactly its expected return
 * every month, at each checkpoint month. Computed with 40-digit decimals month by month, so the
 * figures are exact to far below a cent (the only inexact step is the twelfth root).
 */
export function deterministicFundValues(
  plan: ProjectionPlan,
  fund: ProjectionFund,
  checkpoints: readonly number[],
  withCosts = true,
): MoneyValue[] {
  const deposits = fundDeposits(plan, fund, withCosts);
  const factor = monthlyGrowth(fund.expectedReturn).times(
    withCosts ? monthlyKeep(fund.ongoingCost) : euro(1),
  );
  const wanted = new Set(checkpoints);
  const values: MoneyValue[] = [];
  let value = euro(0);
  for (let month = 0; month < plan.months; month += 1) {
    const deposit = month === 0 ? deposits.initial.plus(deposits.monthly) : deposits.monthly;
    value = value.plus(deposit).times(factor);
    if (wanted.has(month + 1)) values.push(value);
  }
  return values;
}

/** Sum of deterministicFundValues over a set of funds, per checkpoint. */
export function deterministicValues(
  plan: ProjectionPlan,
  funds: readonly ProjectionFund[],
  checkpoints: readonly number[],
  withCosts = true,
): MoneyValue[] {
  const totals = checkpoints.map(() => euro(0));
  for (const fund of funds) {
    deterministicFundValues(plan, fund, checkpoints, withCosts).forEach((value, index) => {
      totals[index] = (totals[index] ?? euro(0)).plus(value);
    });
  }
  return totals;
}
