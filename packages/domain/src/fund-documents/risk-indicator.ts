import { isBefore, type CalendarDate } from '../calendar-date';
import { MoneyDecimal, type MoneyValue } from '../money';
import { logReturns, moments, monthEndShift, type FundPriceHistory } from './monthly-returns';

/** PRIIPs observes five years of monthly prices for the market risk (at least two). */
export const RISK_OBSERVATION_YEARS = 5;
export const RISK_MINIMUM_MONTHS = 24;
const MONTHS_PER_YEAR = 12;

/**
 * The upper bounds of the VaR-equivalent volatility per market risk class (PRIIPs RTS, Annex
 * II, point 14): below 0,5% class 1, below 5% class 2, … , 80% and more class 7.
 */
const MARKET_RISK_BOUNDS = ['0.005', '0.05', '0.12', '0.20', '0.30', '0.80'] as const;

export type RiskClass = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface SummaryRiskIndicator {
  /** The summary risk indicator 1–7 (market risk class; credit risk class 1, see below). */
  indicator: RiskClass;
  /** The VaR-equivalent volatility the class follows from, a yearly fraction. */
  varEquivalentVolatility: MoneyValue;
  /** The number of monthly returns observed and the period they cover. */
  months: number;
  observedFrom: CalendarDate;
  observedTo: CalendarDate;
}

export function marketRiskClass(vev: MoneyValue): RiskClass {
  const index = MARKET_RISK_BOUNDS.findIndex((bound) => vev.lessThan(bound));
  return (index === -1 ? 7 : index + 1) as RiskClass;
}

/**
 * The summary risk indicator of a fund priced monthly (a PRIIPs category 2 product): the
 * Cornish-Fisher value at risk (97,5%) of the monthly log returns over the last five years,
 * scaled to the recommended holding period of T years (N = 12·T months):
 *
 *   VaR = σ·√N·(−1,96 + 0,474·μ1/√N − 0,0687·μ2/N + 0,146·μ1²/N) − 0,5·σ²·N
 *   VEV = (√(3,842 − 2·VaR) − 1,96) / √T
 *
 * with σ, μ1 (skewness) and μ2 (excess kurtosis) of the returns; the class follows from VEV.
 * The funds hold property, loans or securities for their participants, not claims on the
 * manager, so the credit risk class is 1 and the indicator is the market risk class. Null
 * with fewer than 24 monthly returns.
 */
export function summaryRiskIndicator(
  history: FundPriceHistory,
  asOf: CalendarDate,
  holdingYears: number,
): SummaryRiskIndicator | null {
  const from = monthEndShift(asOf, -RISK_OBSERVATION_YEARS * MONTHS_PER_YEAR);
  // The NAV on `from` itself starts the first return: observe from the month end before it.
  const returns = logReturns(history, monthEndShift(from, -1), asOf);
  if (returns.length < RISK_MINIMUM_MONTHS) return null;
  const stats = moments(returns);
  if (!stats) return null;
  const vev = varEquivalentVolatility(stats, holdingYears);
  const firstObserved = history.navs.find((point) => !isBefore(point.date, from))?.date ?? from;
  return {
    indicator: marketRiskClass(vev),
    varEquivalentVolatility: vev,
    months: returns.length,
    observedFrom: firstObserved,
    observedTo: asOf,
  };
}

export function varEquivalentVolatility(
  stats: { deviation: MoneyValue; skewness: MoneyValue; excessKurtosis: MoneyValue },
  holdingYears: number,
): MoneyValue {
  const n = new MoneyDecimal(holdingYears * MONTHS_PER_YEAR);
  const sigma = stats.deviation;
  const mu1 = stats.skewness;
  const mu2 = stats.excessKurtosis;
  const shape = new MoneyDecimal('-1.96')
    .plus(mu1.times('0.474').dividedBy(n.sqrt()))
    .minus(mu2.times('0.0687').dividedBy(n))
    .plus(mu1.pow(2).times('0.146').dividedBy(n));
  const valueAtRisk = sigma.times(n.sqrt()).times(shape).minus(sigma.pow(2).times(n).dividedBy(2));
  const root = new MoneyDecimal('3.842').minus(valueAtRisk.times(2)).sqrt();
  return root.minus('1.96').dividedBy(new MoneyDecimal(holdingYears).sqrt());
}
