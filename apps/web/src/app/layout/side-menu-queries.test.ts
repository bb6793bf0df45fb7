import { describe, expect, it } from 'vitest';
import { isPositiveAmount } from './side-menu-queries';

describe('isPositiveAmount', () => {
  it.each([
    ['15250.40', true],
    ['0.01', true],
    ['0.00', false],
    ['-12.50', false],
    ['', false],
    ['abc', false],
  ])('%j → %s', (amount, positive) => {
    expect(isPositiveAmount(amount)).toBe(positive);
  });
});
