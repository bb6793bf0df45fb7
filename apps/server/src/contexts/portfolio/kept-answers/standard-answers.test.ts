import { calendarDate } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { returnsPathsByPeriod, standardReturnsPaths } from './standard-answers';

const today = calendarDate('2026-11-29');

describe('the standard answers’ paths', () => {
  it('asks what the returns page asks: van, then tot, for each standard period', () => {
    expect(
      returnsPathsByPeriod({ id: 1001, startDate: '2019-03-01', endDate: null }, today),
    ).toEqual({
      'dit-jaar': '/api/contracts/1001/rendement?van=2026-01-01&tot=2026-11-29',
      'vorig-jaar': '/api/contracts/1001/rendement?van=2025-01-01&tot=2025-12-31',
      'sinds-start': '/api/contracts/1001/rendement?van=2019-03-01&tot=2026-11-29',
    });
  });

  it('names a period once when two standard periods are the same days', () => {
    // Started on 1 January: this year is since the start (kept once, not twice in one statement).
    expect(standardReturnsPaths({ id: 7, startDate: '2026-01-01', endDate: null }, today)).toEqual([
      '/api/contracts/7/rendement?van=2026-01-01&tot=2026-11-29',
      '/api/contracts/7/rendement?van=2025-01-01&tot=2025-12-31',
    ]);
  });

  it('ends a sold contract’s period on the day it ended', () => {
    expect(
      returnsPathsByPeriod({ id: 1004, startDate: '2020-09-01', endDate: '2024-10-01' }, today)[
        'sinds-start'
      ],
    ).toBe('/api/contracts/1004/rendement?van=2020-09-01&tot=2024-10-01');
  });
});
