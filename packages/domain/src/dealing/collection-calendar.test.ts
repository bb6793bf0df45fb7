import { describe, expect, it } from 'vitest';
import { calendarDate } from '../calendar-date';
import {
  collectionDateInMonth,
  firstCollectionAffected,
  lastChangeDateFor,
  nextCollectionDate,
} from './collection-calendar';

describe('the monthly collection calendar', () => {
  it('collects on the chosen day, or the next business day when it is closed', () => {
    expect(collectionDateInMonth(calendarDate('2026-12-01'), 25)).toBe('2026-12-28');
    expect(collectionDateInMonth(calendarDate('2027-01-15'), 1)).toBe('2027-01-04');
    expect(collectionDateInMonth(calendarDate('2026-11-03'), 25)).toBe('2026-11-25');
  });

  it('gives the next collection from today', () => {
    expect(nextCollectionDate(25, calendarDate('2026-11-25'))).toBe('2026-11-25');
    expect(nextCollectionDate(25, calendarDate('2026-11-28'))).toBe('2026-12-28');
    expect(nextCollectionDate(1, calendarDate('2026-11-28'))).toBe('2026-12-01');
  });

  it('lets a change apply until four business days before the collection', () => {
    // The collection of Tuesday 1 December 2026: the last change date is Wednesday 25 November.
    expect(lastChangeDateFor(calendarDate('2026-12-01'))).toBe('2026-11-25');
    expect(firstCollectionAffected(1, calendarDate('2026-11-25'))).toBe('2026-12-01');
    // A day later the change applies to January (1 January is closed: Monday 4 January).
    expect(firstCollectionAffected(1, calendarDate('2026-11-26'))).toBe('2027-01-04');
  });
});
