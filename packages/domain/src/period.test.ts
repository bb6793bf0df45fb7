import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendar-date';
import { isReversedPeriod } from './period';

describe('a period', () => {
  it('is reversed only when it starts after it ends (one day is a period)', () => {
    const day = calendarDate('2026-03-01');
    expect(isReversedPeriod(calendarDate('2026-03-02'), day)).toBe(true);
    expect(isReversedPeriod(day, day)).toBe(false);
    expect(isReversedPeriod(calendarDate('2026-02-28'), day)).toBe(false);
  });
});
