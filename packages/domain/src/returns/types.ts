import type { CalendarDate } from '../calendar-date';
import type { DecimalInput } from '../money';

/**
 * What moved money into or out of the contract:
 * - deposit: money the investor put in (initial, periodic or extra deposit, or a transfer in);
 * - withdrawal: money paid out to the investor from a sale of units;
 * - distribution: a dividend paid out to the investor (a reinvested dividend stays inside the
 *   contract and is no cash flow at all);
 * - cost: costs charged inside the contract. Costs lower the value and therefore the return;
 *   they are not money the investor took out, so they are reported but never count as a flow.
 */
export type CashFlowKind = 'deposit' | 'withdrawal' | 'distribution' | 'cost';

export interface CashFlow {
  date: CalendarDate;
  /** Positive amount in euros; the kind gives the direction. */
  amount: DecimalInput;
  kind: CashFlowKind;
}

/** The contract's value in euros at the end of a day, after that day's cash flows. */
export interface Valuation {
  date: CalendarDate;
  value: DecimalInput;
}

export interface ReturnsInput {
  /** First day of the period (inclusive): cash flows on this day belong to the period. */
  from: CalendarDate;
  /** Last day of the period (inclusive). */
  to: CalendarDate;
  /** The value at the end of the day before `from`; 0 for a contract that starts in the period. */
  openingValue: DecimalInput;
  /**
   * End-of-day values within [from, to]: required on `to` and on every day with a deposit,
   * withdrawal or distribution; more dates (each NAV date) make the time-weighted return
   * exact. Valuations outside the period are ignored.
   */
  valuations: readonly Valuation[];
  /** Cash flows; those outside [from, to] are ignored. */
  cashFlows: readonly CashFlow[];
}

/** One point of the chart: the last valuation of a month (plus the start of the period). */
export interface ReturnsChartPoint {
  date: CalendarDate;
  value: string;
  /** Opening value plus deposits minus withdrawals up to this date: what the investor put in. */
  invested: string;
  /** Distributions paid out up to this date. */
  distributed: string;
  /** value − opening value − net cash flows up to this date. */
  result: string;
  /** Time-weighted return from the start up to this date; null before money was invested. */
  timeWeightedReturn: string | null;
}

/** Amounts are euro strings with two decimals, returns fractions with 8 decimals ("0.05250000"). */
export interface ReturnsResult {
  from: CalendarDate;
  to: CalendarDate;
  /** `from`, or the day of the first deposit when nothing was invested at the start. */
  measuredFrom: CalendarDate;
  startValue: string;
  endValue: string;
  deposits: string;
  withdrawals: string;
  distributions: string;
  costs: string;
  /** deposits − withdrawals − distributions */
  netFlows: string;
  /** endValue − startValue − netFlows: the gain or loss in euros. */
  result: string;
  timeWeightedReturn: string | null;
  moneyWeightedReturn: string | null;
  monthly: ReturnsChartPoint[];
}
