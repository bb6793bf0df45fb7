import { calendarDate } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { dutchContract, soldLoanContract } from '../../test/portfolio-fixtures';
import { lastMeasurableDay, returnsPeriodOptions } from './returns-period';

const today = calendarDate('2025-11-22');

describe('return periods', () => {
  it('offers this year, last year and since start, in that order', () => {
    expect(returnsPeriodOptions(dutchContract, today)).toEqual([
      { id: 'dit-jaar', label: 'Dit jaar', range: { van: '2025-01-01', tot: '2025-11-22' } },
      { id: 'vorig-jaar', label: 'Vorig jaar', range: { van: '2024-01-01', tot: '2024-12-31' } },
      { id: 'sinds-start', label: 'Sinds start', range: { van: '2019-03-01', tot: '2025-11-22' } },
    ]);
  });

  it('ends a sold contract’s "since start" on the day it ended', () => {
    expect(lastMeasurableDay(soldLoanContract, today)).toBe('2024-09-30');
    expect(returnsPeriodOptions(soldLoanContract, today)[2]?.range).toEqual({
      van: '2021-02-01',
      tot: '2024-09-30',
    });
    expect(lastMeasurableDay(dutchContract, today)).toBe('2025-11-22');
  });
});
