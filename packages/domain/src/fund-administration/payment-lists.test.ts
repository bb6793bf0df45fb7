import { describe, expect, it } from 'vitest';
import { euro } from '../money';
import { isFinalPaymentStatus, PAYMENT_STATUSES, TOP_UP_LIMITS } from './payment-lists';

describe('payment lists', () => {
  it('counts only open and pending as still in progress', () => {
    expect(PAYMENT_STATUSES.filter((status) => !isFinalPaymentStatus(status))).toEqual([
      'open',
      'pending',
    ]);
  });

  it('bounds a top-up by a minimum below its maximum, in whole cents', () => {
    expect(euro(TOP_UP_LIMITS.minimum).lt(TOP_UP_LIMITS.maximum)).toBe(true);
    expect(euro(TOP_UP_LIMITS.maximum).decimalPlaces()).toBeLessThanOrEqual(2);
  });
});
