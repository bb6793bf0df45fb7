import { isBefore, maxDate, type CalendarDate } from '../calendar-date';
import { fundTotalReturn } from '../fund-administration/fund-returns';
import { MoneyDecimal, euro, euroString, type DecimalInput, type MoneyValue } from '../money';
import { returnString } from '../returns/return-string';
import { logReturns, moments, monthEndShift, type FundPriceHistory } from './monthly-returns';

/** The KID's example: what € 10.000 invested at once would have become. */
export const EXAMPLE_INVESTMENT = '10000.00';
/** How far back the scenarios look: ten years before the holding period's windows (PRIIPs). */
export const SCENARIO_OBSERVATION_YEARS = 10;
/** z-values of the stress scenario: the 1st percentile for one year, the 5th for longer. */
const STRESS_Z_ONE_YEAR = '-2.326';
const STRESS_Z_HOLDING = '-1.645';
const MONTHS_PER_YEAR = 12;

export const SCENARIO_KINDS = ['stress', 'ongunstig', 'gematigd', 'gunstig'] as const;
export type ScenarioKind = (typeof SCENARIO_KINDS)[number];

export const SCENARIO_LABELS: Readonly<Record<ScenarioKind, string>> = {
  stress: 'Stressscenario',
  ongunstig: 'Ongunstig scenario',
  gematigd: 'Gematigd scenario',
  gunstig: 'Gunstig scenario',
};

export interface ScenarioOutcome {
  /** What the example investment is worth after the entry costs and the fund's return (euros). */
  value: string;
  /** The average yearly return on the investment over the period, after all costs (fraction). */
  yearlyReturn: string;
  /** The fund's own average yearly return in the period (after ongoing, before entry costs). */
  fundYearlyReturn: string;
}

export interface HorizonScenarios {
  years: number;
  /** How many periods of this length the history holds (one per month-end start). */
  windows: number;
  outcomes: Record<ScenarioKind, ScenarioOutcome>;
}

export interface PerformanceScenarios {
  investment: string;
  observedFrom: CalendarDate;
  observedTo: CalendarDate;
  oneYear: HorizonScenarios;
  holding: HorizonScenarios;
}

export interface ScenarioInput {
  history: FundPriceHistory;
  asOf: CalendarDate;
  holdingYears: number;
  /** Entry costs as a fraction of each deposit. */
  entryCosts: DecimalInput;
  investment?: DecimalInput;
}

/**
 * The KID's performance scenarios from the fund's own NAVs (its total return, distributions
 * reinvested; the NAV is after the ongoing costs) and its entry costs:
 *
 * - every period of the horizon's length that starts on a month end in the observation period
 *   (the last ten years plus the horizon, or the fund's whole history when shorter) and ends by
 *   `asOf` gives one outcome: investment × (1 − entry costs) × (1 + total return);
 * - unfavourable, moderate and favourable are the worst, the median and the best of them;
 * - stress: a fall of z·σ·√months in log terms, σ the deviation of the monthly log returns over
 *   the observation period, z the 1st percentile (one year) or the 5th (holding period) of the
 *   normal distribution; never better than the unfavourable outcome.
 *
 * Null when the history holds no complete period of the holding period's length.
 */
export function performanceScenarios(input: ScenarioInput): PerformanceScenarios | null {
  const investment = euro(input.investment ?? EXAMPLE_INVESTMENT);
  const first = input.history.navs[0];
  if (!first) return null;
  const observedFrom = maxDate(
    first.date,
    monthEndShift(input.asOf, -(SCENARIO_OBSERVATION_YEARS + input.holdingYears) * MONTHS_PER_YEAR),
  );
  const stats = moments(logReturns(input.history, monthEndShift(observedFrom, -1), input.asOf));
  if (!stats) return null;
  const horizon = (years: number, z: string): HorizonScenarios | null => {
    const returns = windowReturns(input.history, observedFrom, input.asOf, years);
    const sorted = [...returns].sort((a, b) => a.comparedTo(b));
    const worst = sorted[0];
    const best = sorted.at(-1);
    if (!worst || !best) return null;
    const outcome = (total: MoneyValue) => outcomeOf(investment, input.entryCosts, total, years);
    const months = new MoneyDecimal(years * MONTHS_PER_YEAR);
    const stress = stats.deviation.times(z).times(months.sqrt()).exp().minus(1);
    return {
      years,
      windows: returns.length,
      outcomes: {
        stress: outcome(MoneyDecimal.min(stress, worst)),
        ongunstig: outcome(worst),
        gematigd: outcome(median(sorted)),
        gunstig: outcome(best),
      },
    };
  };
  const oneYear = horizon(1, STRESS_Z_ONE_YEAR);
  const holding = horizon(input.holdingYears, STRESS_Z_HOLDING);
  if (!oneYear || !holding) return null;
  return {
    investment: euroString(investment),
    observedFrom,
    observedTo: input.asOf,
    oneYear,
    holding,
  };
}

/** The total return of every period of `years` that starts on a NAV date in the observation. */
export function windowReturns(
  history: FundPriceHistory,
  observedFrom: CalendarDate,
  asOf: CalendarDate,
  years: number,
): MoneyValue[] {
  const returns: MoneyValue[] = [];
  for (const point of history.navs) {
    if (isBefore(point.date, observedFrom)) continue;
    const end = monthEndShift(point.date, years * MONTHS_PER_YEAR);
    if (isBefore(asOf, end)) break;
    const total = fundTotalReturn(history.navs, history.distributions, point.date, end);
    if (total) returns.push(total);
  }
  return returns;
}

function median(sorted: readonly MoneyValue[]): MoneyValue {
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? new MoneyDecimal(0);
  if (sorted.length % 2 === 1) return upper;
  const lower = sorted[middle - 1] ?? upper;
  return lower.plus(upper).dividedBy(2);
}

function outcomeOf(
  investment: MoneyValue,
  entryCosts: DecimalInput,
  totalReturn: MoneyValue,
  years: number,
): ScenarioOutcome {
  const value = investment.times(euro(1).minus(entryCosts)).times(totalReturn.plus(1));
  const perYear = new MoneyDecimal(1).dividedBy(years);
  const yearly = value.dividedBy(investment).pow(perYear).minus(1);
  const fundYearly = totalReturn.plus(1).pow(perYear).minus(1);
  return {
    value: euroString(value),
    yearlyReturn: returnString(yearly),
    fundYearlyReturn: returnString(fundYearly),
  };
}
