import { describe, expect, it } from 'vitest';
import { calendarDate } from '../calendar-date';
import { amsterdamInstant } from './amsterdam-time';
import { FUND_DEALING_FACTS } from './fund-dealing-facts';
import { cutOffFor, dealingDateOnOrAfter, redemptionScheduleFor } from './redemption-schedule';

const monthly = FUND_DEALING_FACTS.nederlands;
const quarterly = FUND_DEALING_FACTS.leningenfonds;

describe('the redemption schedule of a sell order', () => {
  it('reads 14:00 as Amsterdam time, in winter and in summer', () => {
    expect(amsterdamInstant(calendarDate('2026-11-26'), '14:00').toISOString()).toBe(
      '2026-11-26T13:00:00.000Z',
    );
    expect(amsterdamInstant(calendarDate('2026-05-28'), '14:00').toISOString()).toBe(
      '2026-05-28T12:00:00.000Z',
    );
  });

  it('deals an order received at 13:59 on the cut-off day at this month end, at 14:01 at the next', () => {
    const before = redemptionScheduleFor(monthly, new Date('2026-11-26T12:59:00Z'));
    expect(before.dealingDate).toBe('2026-11-30');
    expect(before.cutOff.toISOString()).toBe('2026-11-26T13:00:00.000Z');
    expect(before.settlementDate).toBe('2026-12-07');

    const after = redemptionScheduleFor(monthly, new Date('2026-11-26T13:01:00Z'));
    expect(after.dealingDate).toBe('2026-12-31');
    // Two business days before 31 December, with 25 and 26 December closed: 29 December.
    expect(after.cutOff.toISOString()).toBe('2026-12-29T13:00:00.000Z');
    // Five business days after 31 December, with New Year's Day closed: 8 January.
    expect(after.settlementDate).toBe('2027-01-08');
  });

  it('takes an order received exactly at the cut-off as in time', () => {
    const atCutOff = cutOffFor(monthly, calendarDate('2026-11-30'));
    expect(redemptionScheduleFor(monthly, atCutOff).dealingDate).toBe('2026-11-30');
  });

  it('closes two business days before a month end on a weekend', () => {
    // Sunday 31 May 2026: the cut-off is Thursday 28 May, 14:00 summer time.
    expect(cutOffFor(monthly, calendarDate('2026-05-31')).toISOString()).toBe(
      '2026-05-28T12:00:00.000Z',
    );
    const friday = redemptionScheduleFor(monthly, new Date('2026-05-29T08:00:00Z'));
    expect(friday.dealingDate).toBe('2026-06-30');
  });

  it('counts over a holiday: Easter 2027 moves the cut-off for 31 March back to 25 March', () => {
    // Wednesday 31 March 2027; Easter Monday 29 March and Good Friday 26 March are closed, so
    // two business days back is Thursday 25 March, still winter time.
    expect(cutOffFor(monthly, calendarDate('2027-03-31')).toISOString()).toBe(
      '2027-03-25T13:00:00.000Z',
    );
    // 1 January 2027 is closed: the cut-off for 31 December 2026 is not moved by it, but the
    // order received on the evening of 31 December goes to the end of January.
    const newYearsEve = redemptionScheduleFor(monthly, new Date('2026-12-31T18:00:00Z'));
    expect(newYearsEve.dealingDate).toBe('2027-01-31');
    expect(newYearsEve.cutOff.toISOString()).toBe('2027-01-28T13:00:00.000Z');
  });

  it('takes the date in Amsterdam: 23:30 UTC on 30 November is already 1 December there', () => {
    const late = redemptionScheduleFor(monthly, new Date('2026-11-30T23:30:00Z'));
    expect(late.dealingDate).toBe('2026-12-31');
  });

  it('deals the loans fund at quarter ends', () => {
    expect(dealingDateOnOrAfter(quarterly, calendarDate('2026-11-28'))).toBe('2026-12-31');
    expect(dealingDateOnOrAfter(quarterly, calendarDate('2027-01-05'))).toBe('2027-03-31');
    const order = redemptionScheduleFor(quarterly, new Date('2026-12-30T09:00:00Z'));
    expect(order.dealingDate).toBe('2027-03-31');
  });
});
