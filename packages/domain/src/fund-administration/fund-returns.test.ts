import { describe, expect, it } from 'vitest';
import { addMonths, calendarDate as d, lastDayOfMonth } from '../calendar-date';
import { fundReturnHorizons, fundTotalReturn } from './fund-returns';
import type { NavPoint } from './valuation';

/** Month ends from 31 December 2020, NAV 100 + the month number: easy ratios to check. */
function linearNavs(months: number, from = d('2020-12-31')): NavPoint[] {
  return Array.from({ length: months + 1 }, (_, index) => ({
    date: lastDayOfMonth(addMonths(from, index)),
    nav: `${100 + index}.0000`,
  }));
}

describe('fundTotalReturn', () => {
  const navs: NavPoint[] = [
    { date: d('2023-12-31'), nav: '100.0000' },
    { date: d('2024-06-30'), nav: '98.0000' },
    { date: d('2024-12-31'), nav: '101.0000' },
  ];

  it('is the NAV return when nothing was distributed', () => {
    expect(fundTotalReturn(navs, [], d('2023-12-31'), d('2024-12-31'))?.toFixed(8)).toBe(
      '0.01000000',
    );
  });

  it('reinvests each distribution at the NAV of its ex-date', () => {
    const distributions = [{ exDate: d('2024-06-30'), amountPerUnit: '2.0000' }];
    // 101/100 × (1 + 2/98) − 1 = 0,0306122…
    expect(fundTotalReturn(navs, distributions, d('2023-12-31'), d('2024-12-31'))?.toFixed(8)).toBe(
      '0.03061224',
    );
    // A distribution with its ex-date on the first day is already out of the starting NAV:
    // 101/98 − 1 only.
    expect(fundTotalReturn(navs, distributions, d('2024-06-30'), d('2024-12-31'))?.toFixed(8)).toBe(
      '0.03061224',
    );
    expect(fundTotalReturn(navs, distributions, d('2024-01-31'), d('2024-12-31'))?.toFixed(8)).toBe(
      '0.03061224',
    );
  });

  it('has no answer before the first NAV', () => {
    expect(fundTotalReturn(navs, [], d('2023-12-30'), d('2024-12-31'))).toBeNull();
  });
});

describe('fundReturnHorizons', () => {
  it('measures YTD, 1, 3 and 5 years and since inception to the last NAV', () => {
    // 62 months: up to 28 February 2026, NAV 162.
    expect(fundReturnHorizons(linearNavs(62), [], d('2026-03-02'))).toEqual({
      asOf: '2026-02-28',
      ytd: '0.01250000', // 162 / 160 (31-12-2025)
      oneYear: '0.08000000', // 162 / 150 (28-02-2025)
      threeYears: '0.28571429', // 162 / 126 (28-02-2023)
      fiveYears: '0.58823529', // 162 / 102 (28-02-2021)
      sinceInception: '0.62000000', // 162 / 100
    });
  });

  it('leaves out horizons longer than the fund exists', () => {
    const young = linearNavs(62).slice(30); // first NAV 30 June 2023
    expect(fundReturnHorizons(young, [], d('2026-03-02'))).toMatchObject({
      ytd: '0.01250000',
      oneYear: '0.08000000',
      threeYears: null,
      fiveYears: null,
      sinceInception: (162 / 130 - 1).toFixed(8),
    });
  });

  it('ignores NAVs after today and keeps month ends in leap years', () => {
    const navs = linearNavs(62);
    // Today 10 March 2024: last NAV 29 February 2024 (38), a year before: 28 February 2023 (26).
    expect(fundReturnHorizons(navs, [], d('2024-03-10'))).toMatchObject({
      asOf: '2024-02-29',
      oneYear: (138 / 126 - 1).toFixed(8),
    });
    expect(fundReturnHorizons([], [], d('2024-03-10'))).toEqual({
      asOf: null,
      ytd: null,
      oneYear: null,
      threeYears: null,
      fiveYears: null,
      sinceInception: null,
    });
  });
});
