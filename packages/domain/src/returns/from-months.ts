import { addDays, daysBetween, lastDayOfMonth, type CalendarDate } from '../calendar-date';
import { MoneyDecimal, roundEuro, type DecimalInput, type MoneyValue } from '../money';
import { chartPoint } from './chart-series';
import { modifiedDietzFromSums } from './modified-dietz';
import { chainGrowth, netFlowOf, periodFigures, type MonthSummary } from './month-summary';
import { ReturnsInputError } from './prepare-period';
import { returnString } from './return-string';
import type { ReturnsChartPoint, ReturnsResult } from './types';

/**
 * computeReturns over [from, to] from month summaries instead of every valuation: `months`
 * are the summaries of the months (or the parts of months) inside the period, in order, the
 * last one ending with the valuation on `to`; `opening` is the value at the end of the day
 * before `from`. The answer is the one computeReturns gives for the same history (the same
 * formulas, only the multiplications and sums grouped per month).
 *
 * Null when the history is one these summaries cannot describe: money flowed in the period but
 * nothing was invested at its start and none of it came in (the chart would then start at the
 * opening, before the contract existed); the caller computes that case from every valuation.
 */
export function returnsFromMonths(input: {
  from: CalendarDate;
  to: CalendarDate;
  opening: DecimalInput;
  months: readonly MonthSummary[];
}): ReturnsResult | null {
  const { from, to, months } = input;
  const opening = roundEuro(input.opening);
  const zero = new MoneyDecimal(0);
  const totals = { deposit: zero, withdrawal: zero, distribution: zero, cost: zero };
  let flowDates = 0;
  for (const month of months) {
    totals.deposit = totals.deposit.plus(month.totals.deposit);
    totals.withdrawal = totals.withdrawal.plus(month.totals.withdrawal);
    totals.distribution = totals.distribution.plus(month.totals.distribution);
    totals.cost = totals.cost.plus(month.totals.cost);
    flowDates += month.flowDates;
  }
  const last = months.at(-1);
  const endValue = last?.lastDate === to ? last.value : zero;
  const netFlows = netFlowOf(totals);
  const base = periodFigures({ from, to }, opening, endValue, totals);
  if (opening.isZero() && flowDates === 0) {
    return {
      ...base,
      measuredFrom: from,
      timeWeightedReturn: null,
      moneyWeightedReturn: null,
      monthly: [],
    };
  }
  if (last?.lastDate !== to) {
    throw new ReturnsInputError(`A valuation on the last day of the period (${to}) is required`);
  }

  const startIndex = opening.gt(0) ? -1 : months.findIndex((month) => month.firstInflow);
  const earlyOutflow = months
    .slice(0, startIndex === -1 ? months.length : startIndex + 1)
    .find((month) => month.earlyOutflow)?.earlyOutflow;
  if (opening.isZero() && earlyOutflow) {
    throw new ReturnsInputError(
      `Money left the contract on ${earlyOutflow} before any was invested in the period`,
    );
  }
  const first = months[startIndex]?.firstInflow ?? null;
  if (opening.isZero() && !first) return null;
  const measuredFrom = first?.date ?? from;

  // Modified Dietz: Σ flow × days to `to` = Σ per month (net flow × days from its month end to
  // `to` + its flow × days to the month end).
  let flowDays = zero;
  for (const month of months) {
    const toMonthEnd = daysBetween(lastDayOfMonth(month.month), to);
    flowDays = flowDays.plus(netFlowOf(month.totals).times(toMonthEnd)).plus(month.flowDays);
  }
  const dietz = modifiedDietzFromSums({
    startDate: first ? measuredFrom : addDays(from, -1),
    endDate: to,
    startValue: opening,
    endValue,
    netFlows,
    flowDays,
  });

  const monthly: ReturnsChartPoint[] = [];
  let growth: MoneyValue | null = null;
  let chartFlows = zero;
  let distributed = zero;
  const push = (date: CalendarDate, value: MoneyValue, flows: MoneyValue, paid: MoneyValue) => {
    const invested = opening.plus(flows).plus(paid);
    const result = value.minus(opening).minus(flows);
    monthly.push(chartPoint(date, value, invested, paid, result, growth));
  };
  if (!first) {
    monthly.push(chartPoint(addDays(from, -1), opening, opening, zero, zero, new MoneyDecimal(1)));
  }
  for (const [index, month] of months.entries()) {
    if (index === startIndex && first) {
      const before = growth;
      growth = chainGrowth(before, first.growth);
      push(
        first.date,
        first.value,
        chartFlows.plus(first.netFlows),
        distributed.plus(first.distributed),
      );
      growth = before;
    }
    growth = chainGrowth(growth, month.growth);
    chartFlows = chartFlows.plus(netFlowOf(month.totals));
    distributed = distributed.plus(month.totals.distribution);
    const startedBefore = startIndex === -1 || index > startIndex;
    const lastOfStart = index === startIndex && month.lastDate !== first?.date;
    if (month.lastDate && (startedBefore || lastOfStart)) {
      push(month.lastDate, month.value, chartFlows, distributed);
    }
  }

  return {
    ...base,
    measuredFrom,
    timeWeightedReturn: growth ? returnString(growth.minus(1)) : null,
    moneyWeightedReturn: dietz ? returnString(dietz) : null,
    monthly,
  };
}
