import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendar-date';
import {
  COLLECTION_STATUSES,
  SEPA_CORE_REFUND_DAYS,
  isStillReversible,
  lastRefundDay,
  reversibleDirectDebitAmount,
  reversibleDirectDebitAmountAt,
} from './direct-debits';

const d = calendarDate;

describe('the SEPA Core refund period of a direct debit', () => {
  it('is 8 weeks: a debit of 1 March 2026 can be reclaimed through 26 April', () => {
    expect(SEPA_CORE_REFUND_DAYS).toBe(56);
    expect(lastRefundDay(d('2026-03-01'))).toBe('2026-04-26');
  });

  it('holds on day 56 after the debit and ends on day 57', () => {
    expect(isStillReversible(d('2026-03-01'), d('2026-04-26'))).toBe(true);
    expect(isStillReversible(d('2026-03-01'), d('2026-04-27'))).toBe(false);
  });

  it('counts calendar days across a leap day', () => {
    expect(lastRefundDay(d('2028-01-10'))).toBe('2028-03-06');
  });
});

describe('reversibleDirectDebitAmount', () => {
  const debits = [
    { collectedOn: d('2026-01-01'), amount: '300.00' },
    { collectedOn: d('2026-02-01'), amount: '300.00' },
    { collectedOn: d('2026-03-01'), amount: '150.50' },
  ];

  it('sums the debits of the last 56 days, day 56 included', () => {
    // 2026-03-29 is day 56 after 2026-02-01 and day 87 after 2026-01-01.
    expect(reversibleDirectDebitAmount(debits, d('2026-03-29'))).toBe('450.50');
  });

  it('frees a debit on day 57', () => {
    expect(reversibleDirectDebitAmount(debits, d('2026-03-30'))).toBe('150.50');
    expect(reversibleDirectDebitAmount(debits, d('2026-04-26'))).toBe('150.50');
    expect(reversibleDirectDebitAmount(debits, d('2026-04-27'))).toBe('0.00');
  });

  it('counts a debit on its own day and none that lies ahead', () => {
    expect(reversibleDirectDebitAmount(debits, d('2026-03-01'))).toBe('450.50');
    expect(reversibleDirectDebitAmount(debits, d('2025-12-31'))).toBe('0.00');
  });

  it('adds in decimals, never binary floats', () => {
    const cents = Array.from({ length: 10 }, () => ({
      collectedOn: d('2026-01-01'),
      amount: '0.10',
    }));
    expect(reversibleDirectDebitAmount(cents, d('2026-01-02'))).toBe('1.00');
  });

  it('takes today as the calendar date in Europe/Amsterdam', () => {
    const one = [{ collectedOn: d('2026-03-01'), amount: '300.00' }];
    // 26 April 2026, 23:30 in Amsterdam (summer time, UTC+2): still day 56.
    expect(reversibleDirectDebitAmountAt(one, new Date('2026-04-26T21:30:00Z'))).toBe('300.00');
    // 22:30 UTC the same evening is 00:30 on 27 April in Amsterdam: day 57, free.
    expect(reversibleDirectDebitAmountAt(one, new Date('2026-04-26T22:30:00Z'))).toBe('0.00');
  });
});

describe('COLLECTION_STATUSES', () => {
  it('keeps the stored order and ends with teruggeboekt', () => {
    expect(COLLECTION_STATUSES).toEqual(['requested', 'pending', 'paid', 'failed', 'teruggeboekt']);
  });
});
