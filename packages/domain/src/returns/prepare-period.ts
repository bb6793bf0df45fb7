import { addDays, isAfter, isBefore, isCalendarDate, type CalendarDate } from '../calendar-date';
import { MoneyDecimal, roundEuro, type MoneyValue } from '../money';
import type { CashFlow, CashFlowKind, ReturnsInput } from './types';

/** Input that cannot describe a real contract history: a programming or data error. */
export class ReturnsInputError extends RangeError {
  override name = 'ReturnsInputError';
}

export interface ValuationPoint {
  date: CalendarDate;
  value: MoneyValue;
  /** Deposits − withdrawals − distributions on this date (already inside `value`). */
  netFlow: MoneyValue;
  /** Distributions paid out on this date (part of netFlow). */
  distribution: MoneyValue;
}

export type FlowTotals = Record<CashFlowKind, MoneyValue>;

export interface PreparedPeriod {
  /** End of this day is the opening moment: the day before `from`. */
  openingDate: CalendarDate;
  opening: MoneyValue;
  /** Valuations within the period, in date order, each with that day's net external flow. */
  points: ValuationPoint[];
  totals: FlowTotals;
  /** True when nothing was invested at the start and nothing came in or went out. */
  empty: boolean;
}

/** How a flow of each kind moves the money invested: in, out, or not at all (a cost). */
export const FLOW_DIRECTION: Record<CashFlowKind, number> = {
  deposit: 1,
  withdrawal: -1,
  distribution: -1,
  cost: 0,
};

/**
 * Checks the input and brings it into one shape. Every amount is rounded to cents first: the
 * figures shown are in cents, so the returns and the euro result are computed from exactly the
 * figures the investor sees and always add up.
 */
export function preparePeriod(input: ReturnsInput): PreparedPeriod {
  const { from, to } = input;
  if (!isCalendarDate(from) || !isCalendarDate(to)) {
    throw new ReturnsInputError(`The period needs two calendar dates, got ${from} and ${to}`);
  }
  if (isAfter(from, to))
    throw new ReturnsInputError(`The period starts (${from}) after it ends (${to})`);
  const within = (date: CalendarDate): boolean => !isBefore(date, from) && !isAfter(date, to);

  const opening = roundEuro(input.openingValue);
  if (opening.isNegative()) throw new ReturnsInputError('The opening value cannot be negative');

  const { totals, netFlowByDate, distributionByDate } = sumFlows(
    input.cashFlows.filter((flow) => within(flow.date)),
  );

  const valueByDate = new Map<CalendarDate, MoneyValue>();
  for (const valuation of input.valuations) {
    if (!within(valuation.date)) continue;
    if (valueByDate.has(valuation.date)) {
      throw new ReturnsInputError(`Two valuations on ${valuation.date}`);
    }
    const value = roundEuro(valuation.value);
    if (value.isNegative()) throw new ReturnsInputError(`Negative value on ${valuation.date}`);
    valueByDate.set(valuation.date, value);
  }

  const empty = opening.isZero() && netFlowByDate.size === 0;
  if (!empty && !valueByDate.has(to)) {
    throw new ReturnsInputError(`A valuation on the last day of the period (${to}) is required`);
  }
  for (const date of netFlowByDate.keys()) {
    if (!valueByDate.has(date)) {
      throw new ReturnsInputError(`A cash flow on ${date} needs a valuation on that date`);
    }
  }

  const zero = new MoneyDecimal(0);
  const points = [...valueByDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, value]) => ({
      date,
      value,
      netFlow: netFlowByDate.get(date) ?? zero,
      distribution: distributionByDate.get(date) ?? zero,
    }));

  return { openingDate: addDays(from, -1), opening, points, totals, empty };
}

/** Totals per kind and the net external flow (and distributions) per date, each amount in cents. */
export function sumFlows(flows: readonly CashFlow[]): {
  totals: FlowTotals;
  netFlowByDate: Map<CalendarDate, MoneyValue>;
  distributionByDate: Map<CalendarDate, MoneyValue>;
} {
  const zero = new MoneyDecimal(0);
  const totals: FlowTotals = { deposit: zero, withdrawal: zero, distribution: zero, cost: zero };
  const netFlowByDate = new Map<CalendarDate, MoneyValue>();
  const distributionByDate = new Map<CalendarDate, MoneyValue>();
  for (const flow of flows) {
    const amount = roundEuro(flow.amount);
    if (amount.isNegative()) {
      throw new ReturnsInputError(`Cash flow amounts are positive; the kind gives the direction`);
    }
    totals[flow.kind] = totals[flow.kind].plus(amount);
    const direction = FLOW_DIRECTION[flow.kind];
    if (direction === 0) continue;
    const previous = netFlowByDate.get(flow.date) ?? zero;
    netFlowByDate.set(flow.date, previous.plus(amount.times(direction)));
    if (flow.kind === 'distribution') {
      distributionByDate.set(flow.date, (distributionByDate.get(flow.date) ?? zero).plus(amount));
    }
  }
  return { totals, netFlowByDate, distributionByDate };
}
