import { isBefore, type CalendarDate } from '../calendar-date';
import { MoneyDecimal } from '../money';
import { chartSeries } from './chart-series';
import { modifiedDietz } from './modified-dietz';
import { periodFigures } from './month-summary';
import { preparePeriod, ReturnsInputError, type PreparedPeriod } from './prepare-period';
import { returnString } from './return-string';
import { cumulativeGrowth } from './time-weighted';
import type { ReturnsInput, ReturnsResult } from './types';

/**
 * The returns of one contract over a period of whole days, `from` through `to`:
 * - start value: the value at the end of the day before `from`;
 * - deposits, withdrawals, distributions: the cash flows dated in the period;
 * - result in euros: end value − start value − (deposits − withdrawals − distributions);
 * - time-weighted return (TWR), chain-linked over the valuations: the fund's performance, not
 *   changed by when or how much the investor deposited;
 * - money-weighted return (MWR, Modified Dietz): the return on the investor's own money,
 *   which does depend on the timing of deposits.
 * With a start value of zero the measurement starts with the first deposit. Either return is
 * null when there is nothing to measure (no money invested, or no positive average capital).
 */
export function computeReturns(input: ReturnsInput): ReturnsResult {
  const period = preparePeriod(input);
  const { opening, points, totals } = period;
  const endValue = points.find((point) => point.date === input.to)?.value ?? new MoneyDecimal(0);
  const base = periodFigures(input, opening, endValue, totals);
  if (period.empty) {
    return {
      ...base,
      measuredFrom: input.from,
      timeWeightedReturn: null,
      moneyWeightedReturn: null,
      monthly: [],
    };
  }

  const firstIndex = firstMeasuredIndex(period);
  const measuredFrom = firstIndex === -1 ? input.from : (points[firstIndex]?.date ?? input.from);
  const growth = cumulativeGrowth(opening, points);
  const finalGrowth = growth[growth.length - 1] ?? null;
  const dietz = modifiedDietz({
    startDate: firstIndex === -1 ? period.openingDate : measuredFrom,
    endDate: input.to,
    startValue: opening,
    endValue,
    flows: points
      .slice(Math.max(firstIndex, 0))
      .filter((point) => !point.netFlow.isZero())
      .map((point) => ({ date: point.date, amount: point.netFlow })),
  });

  return {
    ...base,
    measuredFrom,
    timeWeightedReturn: finalGrowth ? returnString(finalGrowth.minus(1)) : null,
    moneyWeightedReturn: dietz ? returnString(dietz) : null,
    monthly: chartSeries({
      opening,
      openingDate: period.openingDate,
      points,
      growth,
      firstIndex,
    }),
  };
}

/**
 * -1 when the measurement starts from the opening value; otherwise the index of the valuation
 * on the day of the first deposit. Money cannot leave a contract before any came in, so a
 * withdrawal or distribution before that first deposit means the history is incomplete.
 */
function firstMeasuredIndex(period: PreparedPeriod): number {
  if (period.opening.gt(0)) return -1;
  const index = period.points.findIndex((point) => point.netFlow.gt(0));
  const firstDeposit: CalendarDate | undefined = period.points[index]?.date;
  const earlyOutflow = period.points.find(
    (point) =>
      point.netFlow.lt(0) && (firstDeposit === undefined || isBefore(point.date, firstDeposit)),
  );
  if (earlyOutflow) {
    throw new ReturnsInputError(
      `Money left the contract on ${earlyOutflow.date} before any was invested in the period`,
    );
  }
  return index;
}
