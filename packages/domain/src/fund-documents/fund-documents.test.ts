import { describe, expect, it } from 'vitest';
import { calendarDate as d, lastDayOfMonth, addMonths, type CalendarDate } from '../calendar-date';
import { euro, MoneyDecimal } from '../money';
import type { NavPoint } from '../fund-administration/valuation';
import {
  costsOverTime,
  distributionsPaid,
  marketRiskClass,
  performanceScenarios,
  summaryRiskIndicator,
  windowReturns,
  FUND_DOCUMENT_KINDS,
  FUND_DOCUMENT_TITLES,
  FUND_PROFILES,
} from './index';

/** Month-end NAVs from `start`, each the previous one times exp(log return). */
function navsFrom(start: CalendarDate, logReturns: readonly string[], first = '100'): NavPoint[] {
  const navs: NavPoint[] = [{ date: start, nav: first }];
  let nav = euro(first);
  logReturns.forEach((value, index) => {
    nav = nav.times(euro(value).exp());
    navs.push({ date: lastDayOfMonth(addMonths(start, index + 1)), nav: nav.toFixed(8) });
  });
  return navs;
}

const alternating = (months: number, size: string) =>
  Array.from({ length: months }, (_, index) => (index % 2 === 0 ? size : `-${size}`));

describe('fund document kinds', () => {
  it('has one Dutch title per kind, the KID first', () => {
    expect(FUND_DOCUMENT_KINDS.map((kind) => FUND_DOCUMENT_TITLES[kind])).toEqual([
      'Essentiële-informatiedocument',
      'Participatievoorwaarden',
      'Informatiememorandum',
    ]);
    for (const profile of Object.values(FUND_PROFILES)) {
      expect(profile.recommendedHoldingYears).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('summaryRiskIndicator', () => {
  it('bands the VaR-equivalent volatility into the PRIIPs market risk classes', () => {
    expect(
      ['0', '0.0049', '0.005', '0.0499', '0.05', '0.1199', '0.12', '0.2', '0.3', '0.8', '2'].map(
        (vev) => marketRiskClass(euro(vev)),
      ),
    ).toEqual([1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 7]);
  });

  it('computes the Cornish-Fisher VEV of five years of monthly log returns', () => {
    // ±5% log returns: σ = 0,05, no skew, excess kurtosis −2; holding period 5 years, N = 60.
    const history = {
      navs: navsFrom(d('2015-12-31'), alternating(120, '0.05')),
      distributions: [],
    };
    const result = summaryRiskIndicator(history, d('2025-12-31'), 5);
    const n = 60;
    const varReturn = 0.05 * Math.sqrt(n) * (-1.96 + (0.0687 * 2) / n) - 0.5 * 0.0025 * n;
    const vev = (Math.sqrt(3.842 - 2 * varReturn) - 1.96) / Math.sqrt(5);
    expect(result?.months).toBe(60);
    expect(result?.observedFrom).toBe('2020-12-31');
    expect(result?.varEquivalentVolatility.toNumber()).toBeCloseTo(vev, 8);
    expect(vev).toBeCloseTo(0.17308, 4);
    expect(result?.indicator).toBe(4);
  });

  it('gives class 1 to a price that never moves and nothing to a history under two years', () => {
    const flat = { navs: navsFrom(d('2015-12-31'), Array(120).fill('0')), distributions: [] };
    expect(summaryRiskIndicator(flat, d('2025-12-31'), 5)?.indicator).toBe(1);
    const young = { navs: navsFrom(d('2024-06-30'), alternating(18, '0.01')), distributions: [] };
    expect(summaryRiskIndicator(young, d('2025-12-31'), 5)).toBeNull();
  });
});

describe('performanceScenarios', () => {
  // Three years at +1% a month, then one year at −2% a month (log returns).
  const logs = [...Array(36).fill('0.01'), ...Array(12).fill('-0.02')];
  const history = { navs: navsFrom(d('2021-12-31'), logs), distributions: [] };

  it('takes the worst, median and best period from the NAVs, after the entry costs', () => {
    const result = performanceScenarios({
      history,
      asOf: d('2025-12-31'),
      holdingYears: 2,
      entryCosts: '0.02',
    });
    if (!result) throw new Error('expected scenarios');
    // Two-year periods starting on 2021-12-31 … 2023-12-31: 25 of them.
    expect(result.holding.windows).toBe(25);
    expect(result.oneYear.windows).toBe(37);
    const value = (logSum: number) =>
      euro(10000).times('0.98').times(euro(logSum).exp()).toFixed(2);
    // Best: 24 months of +1%; worst: 12 × +1% then 12 × −2% (the last period).
    expect(result.holding.outcomes.gunstig.value).toBe(value(0.24));
    expect(result.holding.outcomes.ongunstig.value).toBe(value(0.12 - 0.24));
    expect(result.oneYear.outcomes.ongunstig.value).toBe(value(-0.24));
    expect(result.oneYear.outcomes.gunstig.value).toBe(value(0.12));
    // Median of 25 sorted two-year periods: the 13th.
    const sorted = windowReturns(history, d('2021-12-31'), d('2025-12-31'), 2).sort((a, b) =>
      a.comparedTo(b),
    );
    expect(sorted).toHaveLength(25);
    expect(result.holding.outcomes.gematigd.value).toBe(
      euro(10000)
        .times('0.98')
        .times((sorted[12] ?? euro(0)).plus(1))
        .toFixed(2),
    );
    // The yearly return of the favourable case: (value / 10.000)^(1/2) − 1.
    expect(Number(result.holding.outcomes.gunstig.yearlyReturn)).toBeCloseTo(
      Math.sqrt(0.98 * Math.exp(0.24)) - 1,
      8,
    );
  });

  it('puts the stress scenario at the 1st and 5th percentile of the monthly volatility', () => {
    // ±3% a month: every period of whole years ends where it started, σ = 0,03.
    const swings = alternating(48, '0.03');
    const result = performanceScenarios({
      history: { navs: navsFrom(d('2021-12-31'), swings), distributions: [] },
      asOf: d('2025-12-31'),
      holdingYears: 2,
      entryCosts: '0',
    });
    expect(result?.holding.outcomes.ongunstig.value).toBe('10000.00');
    const returns = swings.map(Number);
    const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
    const sigma = Math.sqrt(returns.reduce((a, b) => a + (b - mean) ** 2, 0) / returns.length);
    expect(Number(result?.oneYear.outcomes.stress.value)).toBeCloseTo(
      10000 * Math.exp(-2.326 * sigma * Math.sqrt(12)),
      2,
    );
    expect(Number(result?.holding.outcomes.stress.value)).toBeCloseTo(
      10000 * Math.exp(-1.645 * sigma * Math.sqrt(24)),
      2,
    );
  });

  it('reinvests distributions and has no scenarios without a full holding period', () => {
    const flat = { navs: navsFrom(d('2022-12-31'), Array(36).fill('0')), distributions: [] };
    const paying = {
      ...flat,
      distributions: [{ exDate: d('2023-06-30'), amountPerUnit: '5' }],
    };
    const result = performanceScenarios({
      history: paying,
      asOf: d('2025-12-31'),
      holdingYears: 3,
      entryCosts: '0',
    });
    expect(result?.holding.outcomes.gematigd.value).toBe('10500.00');
    expect(
      performanceScenarios({
        history: flat,
        asOf: d('2025-12-31'),
        holdingYears: 4,
        entryCosts: '0',
      }),
    ).toBeNull();
  });
});

describe('costsOverTime', () => {
  it('adds the entry costs and each year’s ongoing costs in the moderate scenario', () => {
    const oneYear = costsOverTime({
      investment: '10000',
      entryCosts: '0.02',
      ongoingCosts: '0.01',
      yearlyReturnAfterCosts: '0.029',
      years: 1,
    });
    // 9.800 invested; before ongoing costs it grows by 1,029 / 0,99; 1% of that is the cost.
    const gross = new MoneyDecimal(9800).times('1.029').dividedBy('0.99');
    expect(oneYear).toEqual({
      years: 1,
      entryCosts: '200.00',
      ongoingCosts: gross.times('0.01').toFixed(2),
      totalCosts: gross.times('0.01').plus(200).toFixed(2),
      yearlyImpact: new MoneyDecimal('1.029')
        .dividedBy('0.99')
        .minus(1)
        .minus(new MoneyDecimal(9800).times('1.029').dividedBy(10000).minus(1))
        .toFixed(8),
    });
    expect(oneYear.ongoingCosts).toBe('101.86');
  });

  it('spreads the entry costs over a longer holding period', () => {
    const input = {
      investment: '10000',
      entryCosts: '0.02',
      ongoingCosts: '0.01',
      yearlyReturnAfterCosts: '0.04',
    };
    const one = costsOverTime({ ...input, years: 1 });
    const five = costsOverTime({ ...input, years: 5 });
    expect(euro(five.totalCosts).greaterThan(one.totalCosts)).toBe(true);
    expect(euro(five.yearlyImpact).lessThan(one.yearlyImpact)).toBe(true);
  });
});

describe('distributionsPaid', () => {
  it('counts the last twelve months of distributions as a yield on the NAV', () => {
    const history = {
      navs: navsFrom(d('2024-11-30'), Array(13).fill('0')),
      distributions: [
        { exDate: d('2024-12-31'), amountPerUnit: '1' },
        { exDate: d('2025-06-30'), amountPerUnit: '2' },
        { exDate: d('2025-12-31'), amountPerUnit: '2' },
      ],
    };
    const paid = distributionsPaid(history, d('2025-12-31'));
    expect(paid.count).toBe(2);
    expect(paid.yieldOnNav?.toFixed(4)).toBe('0.0400');
  });
});
