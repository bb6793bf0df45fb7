import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate as d } from '../calendar-date';
import { generateNavHistory, type NavHistorySpec } from './nav-history';

const spec: NavHistorySpec = {
  inceptionDate: d('2019-11-30'),
  until: d('2021-03-15'),
  startNav: '100',
  yearlyReturns: { 2020: '0.06', 2021: '-0.10' },
  defaultYearlyReturn: '0.04',
  monthlyNoise: '0.01',
  seed: 42,
};

describe('generateNavHistory', () => {
  it('publishes a NAV at inception and at every month end up to the last date', () => {
    const dates = generateNavHistory(spec).map((point) => point.date);
    expect(dates.slice(0, 5)).toEqual([
      '2019-11-30',
      '2019-12-31',
      '2020-01-31',
      '2020-02-29',
      '2020-03-31',
    ]);
    expect(dates.at(-1)).toBe('2021-02-28');
    expect(dates).toHaveLength(16);
  });

  it('gives the same history for the same spec and another for another seed', () => {
    const first = generateNavHistory(spec);
    expect(generateNavHistory({ ...spec })).toEqual(first);
    expect(generateNavHistory({ ...spec, seed: 43 })).not.toEqual(first);
    expect(first[0]?.nav).toBe('100.0000');
    for (const point of first) expect(point.nav).toMatch(/^\d+\.\d{4}$/);
  });

  it('follows each year’s return when there is no noise, the dip years included', () => {
    const history = generateNavHistory({ ...spec, monthlyNoise: 0 });
    const navAt = (date: string) => Number(history.find((point) => point.date === date)?.nav);
    // December 2019 grows by the twelfth root of the default 4%.
    expect(navAt('2019-12-31')).toBeCloseTo(100 * 1.04 ** (1 / 12), 3);
    expect(navAt('2020-12-31') / navAt('2019-12-31')).toBeCloseTo(1.06, 5);
    expect(navAt('2021-02-28') / navAt('2020-12-31')).toBeCloseTo(0.9 ** (2 / 12), 5);
  });

  it('keeps every NAV positive, whatever the noise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (seed, noise) => {
          const history = generateNavHistory({ ...spec, seed, monthlyNoise: noise.toFixed(6) });
          for (const point of history) expect(Number(point.nav)).toBeGreaterThan(0);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('refuses an inception date that is not a month end', () => {
    expect(() => generateNavHistory({ ...spec, inceptionDate: d('2019-11-15') })).toThrow(
      /month end/,
    );
  });
});
