import {
  daysBetween,
  isAfter,
  isBefore,
  lastDayOfMonth,
  type CalendarDate,
} from '../calendar-date';
import { euroString, MoneyDecimal, type MoneyValue } from '../money';
import { sumFlows, type FlowTotals } from './prepare-period';
import { subPeriodGrowth } from './time-weighted';
import type { CashFlow } from './types';

/** The first valuation in a month with money coming in, as computeReturns sees it. */
export interface FirstInflow {
  date: CalendarDate;
  value: MoneyValue;
  /** Net flows of the month up to and including this date. */
  netFlows: MoneyValue;
  /** Distributions paid out in the month up to and including this date. */
  distributed: MoneyValue;
  /** Product of the month's sub-period growth factors up to and including this date. */
  growth: MoneyValue | null;
}

/**
 * What computeReturns needs of one calendar month (or the part of it inside a period), so that
 * the returns over whole months follow from these summaries alone, exactly as from every
 * valuation: within a month the chain-linked factors multiply into one, and the Modified Dietz
 * weights of the month's flows follow from their sum and their flow × days to the month end.
 */
export interface MonthSummary {
  /** The first day of the month. */
  month: CalendarDate;
  /** The month's last valuation; null when nothing was valued in it. */
  lastDate: CalendarDate | null;
  /** The value at the month's last valuation (the value carried in when there was none). */
  value: MoneyValue;
  totals: FlowTotals;
  /** Days with a deposit, withdrawal or distribution (even when they net to zero). */
  flowDates: number;
  /** Σ net flow × calendar days from its date to the last day of the month. */
  flowDays: MoneyValue;
  /** Product of the month's sub-period growth factors; null when none could be measured. */
  growth: MoneyValue | null;
  firstInflow: FirstInflow | null;
  /** The first day with money going out before any came in this month. */
  earlyOutflow: CalendarDate | null;
}

export interface DatedValue {
  date: CalendarDate;
  value: MoneyValue;
}

export const netFlowOf = (totals: FlowTotals): MoneyValue =>
  totals.deposit.minus(totals.withdrawal).minus(totals.distribution);

/** The euro figures of a period's returns: its values, its flows and the result between them. */
export function periodFigures(
  period: { from: CalendarDate; to: CalendarDate },
  opening: MoneyValue,
  endValue: MoneyValue,
  totals: FlowTotals,
) {
  const netFlows = netFlowOf(totals);
  return {
    from: period.from,
    to: period.to,
    startValue: euroString(opening),
    endValue: euroString(endValue),
    deposits: euroString(totals.deposit),
    withdrawals: euroString(totals.withdrawal),
    distributions: euroString(totals.distribution),
    costs: euroString(totals.cost),
    netFlows: euroString(netFlows),
    result: euroString(endValue.minus(opening).minus(netFlows)),
  };
}

/** Multiplies growth factors where null means "nothing measured yet". */
export function chainGrowth(
  growth: MoneyValue | null,
  factor: MoneyValue | null,
): MoneyValue | null {
  if (factor === null) return growth;
  return (growth ?? new MoneyDecimal(1)).times(factor);
}

/**
 * Summarises consecutive months. `base` is the value at the valuation before the first one
 * (the opening value); valuations are sorted and include every date with a cash flow; `months`
 * lists the first day of each month to summarise, in order, also months without valuations.
 */
export function summariseMonths(input: {
  base: MoneyValue;
  months: readonly CalendarDate[];
  valuations: readonly DatedValue[];
  cashFlows: readonly CashFlow[];
}): MonthSummary[] {
  const zero = new MoneyDecimal(0);
  let base = input.base;
  let next = 0;
  return input.months.map((month) => {
    const monthEnd = lastDayOfMonth(month);
    const inMonth = (date: CalendarDate) => !isBefore(date, month) && !isAfter(date, monthEnd);
    const { totals, netFlowByDate, distributionByDate } = sumFlows(
      input.cashFlows.filter((flow) => inMonth(flow.date)),
    );
    let flowDays = zero;
    for (const [date, netFlow] of netFlowByDate) {
      flowDays = flowDays.plus(netFlow.times(daysBetween(date, monthEnd)));
    }

    let growth: MoneyValue | null = null;
    let lastDate: CalendarDate | null = null;
    let netFlows = zero;
    let distributed = zero;
    let firstInflow: FirstInflow | null = null;
    let earlyOutflow: CalendarDate | null = null;
    for (
      let valuation = input.valuations[next];
      valuation && !isAfter(valuation.date, monthEnd);
      valuation = input.valuations[next]
    ) {
      next += 1;
      if (isBefore(valuation.date, month)) continue;
      const netFlow = netFlowByDate.get(valuation.date) ?? zero;
      growth = chainGrowth(growth, subPeriodGrowth(base, { ...valuation, netFlow }));
      netFlows = netFlows.plus(netFlow);
      distributed = distributed.plus(distributionByDate.get(valuation.date) ?? zero);
      if (!firstInflow && netFlow.gt(0)) {
        firstInflow = {
          date: valuation.date,
          value: valuation.value,
          netFlows,
          distributed,
          growth,
        };
      }
      if (!firstInflow && !earlyOutflow && netFlow.lt(0)) earlyOutflow = valuation.date;
      base = valuation.value;
      lastDate = valuation.date;
    }
    return {
      month,
      lastDate,
      value: base,
      totals,
      flowDates: netFlowByDate.size,
      flowDays,
      growth,
      firstInflow,
      earlyOutflow,
    };
  });
}
