import { describe, expect, it } from 'vitest';
import { calendarDate } from '../calendar-date';
import { euro } from '../money';
import { checkpointMonths, depositedAfter, fundDeposits, totalEntryCosts } from './schedule';
import type { ProjectionPlan } from './types';

const plan: ProjectionPlan = {
  start: calendarDate('2026-01-01'),
  months: 30,
  initialDeposit: euro(1000),
  monthlyDeposit: euro(50),
  initialDepositBearsEntryCost: true,
  funds: [
    {
      code: 'A',
      name: 'A',
      weight: euro('0.75'),
      expectedReturn: euro(0),
      volatility: euro(0),
      entryCost: euro('0.02'),
      ongoingCost: euro(0),
    },
    {
      code: 'B',
      name: 'B',
      weight: euro('0.25'),
      expectedReturn: euro(0),
      volatility: euro(0),
      entryCost: euro(0),
      ongoingCost: euro(0),
    },
  ],
  paths: 1,
  seed: 1,
};

describe('checkpointMonths', () => {
  it('reports each full year and a final part year', () => {
    expect(checkpointMonths(30)).toEqual([12, 24, 30]);
    expect(checkpointMonths(24)).toEqual([12, 24]);
    expect(checkpointMonths(7)).toEqual([7]);
  });
});

describe('deposits and entry costs', () => {
  it('splits each deposit by weight and takes the entry costs off', () => {
    const [a] = plan.funds;
    if (!a) throw new Error('fund');
    const deposits = fundDeposits(plan, a);
    expect(deposits.initial.toString()).toBe('735');
    expect(deposits.monthly.toString()).toBe('36.75');
    expect(fundDeposits(plan, a, false).initial.toString()).toBe('750');
    expect(
      fundDeposits({ ...plan, initialDepositBearsEntryCost: false }, a).initial.toString(),
    ).toBe('750');
  });

  it('counts the deposits made by the end of a month and all entry costs', () => {
    expect(depositedAfter(plan, 12).toString()).toBe('1600');
    // 2% of 75% of (1000 + 30 × 50) = 37,50.
    expect(totalEntryCosts(plan).toString()).toBe('37.5');
  });
});
