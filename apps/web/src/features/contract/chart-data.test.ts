import { describe, expect, it } from 'vitest';
import { dutchReturnsSinceStart } from '../../test/portfolio-fixtures';
import { formatMonthTick, hasDistributions, toChartPoints } from './chart-data';

describe('chart data', () => {
  it('turns the series into numbers for drawing', () => {
    expect(toChartPoints(dutchReturnsSinceStart.reeks)).toEqual([
      { datum: '2019-03-01', waarde: 4900, ingelegd: 5000, waardeMetUitkeringen: 4900 },
      { datum: '2019-03-31', waarde: 4932.15, ingelegd: 5000, waardeMetUitkeringen: 4932.15 },
      { datum: '2025-10-31', waarde: 18454.37, ingelegd: 16300, waardeMetUitkeringen: 18454.37 },
    ]);
  });

  it('adds the distributions paid out to the value for a third line', () => {
    const [first, second] = dutchReturnsSinceStart.reeks;
    if (!first || !second) throw new Error('fixture too short');
    const reeks = [first, { ...second, waarde: '9871.39', uitgekeerd: '812.50' }];
    expect(hasDistributions(dutchReturnsSinceStart.reeks)).toBe(false);
    expect(hasDistributions(reeks)).toBe(true);
    expect(toChartPoints(reeks)[1]?.waardeMetUitkeringen).toBe(10683.89);
  });

  it('labels the time axis the Dutch way', () => {
    expect(formatMonthTick('2019-03-31')).toBe('mrt 2019');
    expect(formatMonthTick('2025-10-31')).toBe('okt 2025');
    expect(formatMonthTick('2025-01-31')).toBe('jan 2025');
  });
});
