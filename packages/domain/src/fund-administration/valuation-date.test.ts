import { describe, expect, it } from 'vitest';
import { calendarDate as d } from '../calendar-date';
import { nextValuationDate } from './valuation-date';

describe('nextValuationDate', () => {
  it('is the month end after a deposit received during the month', () => {
    expect(nextValuationDate(d('2026-03-02'))).toBe('2026-03-31');
    expect(nextValuationDate(d('2026-04-01'))).toBe('2026-04-30');
  });

  it('is the day itself for a deposit received on a month end', () => {
    expect(nextValuationDate(d('2026-03-31'))).toBe('2026-03-31');
  });

  it('knows February and leap years', () => {
    expect(nextValuationDate(d('2026-02-14'))).toBe('2026-02-28');
    expect(nextValuationDate(d('2028-02-14'))).toBe('2028-02-29');
  });

  it('crosses the year end', () => {
    expect(nextValuationDate(d('2026-12-15'))).toBe('2026-12-31');
  });
});
