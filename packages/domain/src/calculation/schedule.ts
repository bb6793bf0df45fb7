import { euro, type MoneyValue } from '../money';
import type { ProjectionFund, ProjectionPlan } from './types';

/**
 * The month ends at which the projection reports: every twelfth month, plus the last month
 * when the duration is not a whole number of years.
 */
export function checkpointMonths(months: number): number[] {
  const checkpoints: number[] = [];
  for (let month = 12; month <= months; month += 12) checkpoints.push(month);
  if (checkpoints[checkpoints.length - 1] !== months) checkpoints.push(months);
  return checkpoints;
}

/** What reaches one fund from the deposits, after entry costs, as exact decimals. */
export interface FundDeposits {
  /** Net amount invested in the fund at the start of month 0 from the initial deposit. */
  initial: MoneyValue;
  /** Net amount invested in the fund at the start of every month from the monthly deposit. */
  monthly: MoneyValue;
}

export function fundDeposits(
  plan: ProjectionPlan,
  fund: ProjectionFund,
  withCosts = true,
): FundDeposits {
  const afterEntry = withCosts ? euro(1).minus(fund.entryCost) : euro(1);
  const initialFactor = plan.initialDepositBearsEntryCost ? afterEntry : euro(1);
  return {
    initial: plan.initialDeposit.times(fund.weight).times(initialFactor),
    monthly: plan.monthlyDeposit.times(fund.weight).times(afterEntry),
  };
}

/** Total deposited by the end of `month`: the initial deposit plus `month` monthly deposits. */
export function depositedAfter(plan: ProjectionPlan, month: number): MoneyValue {
  return plan.initialDeposit.plus(plan.monthlyDeposit.times(month));
}

/** Entry costs over all deposits of the plan. */
export function totalEntryCosts(plan: ProjectionPlan): MoneyValue {
  let total = euro(0);
  for (const fund of plan.funds) {
    const gross = fundDeposits(plan, fund, false);
    const net = fundDeposits(plan, fund, true);
    const perMonth = gross.monthly.minus(net.monthly).times(plan.months);
    total = total.plus(gross.initial.minus(net.initial)).plus(perMonth);
  }
  return total;
}
