import { daysBetween, type CalendarDate } from '../calendar-date';
import { MoneyDecimal, type MoneyValue } from '../money';

export interface DatedAmount {
  date: CalendarDate;
  /** Signed: money in is positive, money out negative. */
  amount: MoneyValue;
}

export interface DietzInput {
  /** The measurement starts at the end of this day; flows dated on it count in full. */
  startDate: CalendarDate;
  /** The measurement ends at the end of this day. */
  endDate: CalendarDate;
  startValue: MoneyValue;
  endValue: MoneyValue;
  /** External flows dated from startDate through endDate. */
  flows: readonly DatedAmount[];
}

/**
 * Money-weighted return by Modified Dietz:
 *   (end − start − Σ flows) / (start + Σ wᵢ·flowᵢ),
 * where wᵢ is the part of the period still to run after the flow, in calendar days: a flow at
 * the end of a day d weighs (days from d to the end) / (days in the period).
 *
 * The denominator is the average capital at work. When it is zero or negative (nothing
 * invested, or more taken out early than was ever in) there is no meaningful return and the
 * answer is null rather than NaN, infinity or a percentage with the wrong sign.
 */
export function modifiedDietz(input: DietzInput): MoneyValue | null {
  const totalDays = daysBetween(input.startDate, input.endDate);
  if (totalDays < 0) throw new RangeError('The measurement ends before it starts');

  let netFlows = new MoneyDecimal(0);
  let averageCapital = new MoneyDecimal(input.startValue);
  for (const flow of input.flows) {
    const remainingDays = daysBetween(flow.date, input.endDate);
    if (remainingDays < 0 || remainingDays > totalDays) {
      throw new RangeError(`The cash flow on ${flow.date} lies outside the measurement`);
    }
    const weight =
      totalDays === 0 ? new MoneyDecimal(1) : new MoneyDecimal(remainingDays).dividedBy(totalDays);
    netFlows = netFlows.plus(flow.amount);
    averageCapital = averageCapital.plus(weight.times(flow.amount));
  }

  if (averageCapital.lte(0)) return null;
  return input.endValue.minus(input.startValue).minus(netFlows).dividedBy(averageCapital);
}

/**
 * The same return from sums: `netFlows` = Σ flowᵢ and `flowDays` = Σ flowᵢ × (days from its
 * date to endDate), so that Σ wᵢ·flowᵢ = flowDays / days in the period. This is what lets
 * the returns over whole months be computed from a summary per month.
 */
export function modifiedDietzFromSums(input: {
  startDate: CalendarDate;
  endDate: CalendarDate;
  startValue: MoneyValue;
  endValue: MoneyValue;
  netFlows: MoneyValue;
  flowDays: MoneyValue;
}): MoneyValue | null {
  const totalDays = daysBetween(input.startDate, input.endDate);
  if (totalDays < 0) throw new RangeError('The measurement ends before it starts');
  const weighted = totalDays === 0 ? input.netFlows : input.flowDays.dividedBy(totalDays);
  const averageCapital = input.startValue.plus(weighted);
  if (averageCapital.lte(0)) return null;
  return input.endValue.minus(input.startValue).minus(input.netFlows).dividedBy(averageCapital);
}
